import { CAR_BRANDS, type TCarBrand } from '@portal/domain/cars/locations';
import type { TCarSearchRequest } from '@portal/domain/cars/search-availability';
import { isValidIsoDate, type IsoDate } from '@portal/domain/dates';
import { TIME_SLOTS } from '@portal/domain/dates-calendar';

// The car search lives in the URL (spec §2 autos/results), so results survive a reload and
// back and can be shared: the offices by code with their brand, names (for the banner) and
// the pick-up office's country (for the terms), dates, 30-minute times, driver and residence.
// ?brand=AVIS&oficinaIn=MIA&lugarIn=…&paisIn=US&oficinaOut=MIA&lugarOut=…&checkin=…&horaIn=10:00
//  &checkout=…&horaOut=10:00&edad=30&residencia=AR

export const DRIVER_AGE = { min: 18, max: 99, default: 30 } as const;
const DEFAULT_TIME = '10:00';
const DEFAULT_RESIDENCE = 'AR';

export type TCarSearch = {
  brand: TCarBrand | null;
  oficinaIn: string | null;
  lugarIn: string;
  paisIn: string | null;
  oficinaOut: string | null;
  lugarOut: string;
  checkin: IsoDate | null;
  horaIn: string;
  checkout: IsoDate | null;
  horaOut: string;
  edad: number;
  residencia: string;
};
export type TCompleteCarSearch = TCarSearch & {
  brand: TCarBrand;
  oficinaIn: string;
  paisIn: string;
  oficinaOut: string;
  checkin: IsoDate;
  checkout: IsoDate;
};

const text = (raw: string | null) => raw?.trim().slice(0, 200) ?? '';
const code = (raw: string | null) => (raw && /^[A-Za-z0-9_-]{1,80}$/.test(raw) ? raw : null);
const country = (raw: string | null) => (raw && /^[A-Z]{2}$/.test(raw) ? raw : null);
const time = (raw: string | null) => (raw && TIME_SLOTS.includes(raw) ? raw : DEFAULT_TIME);
const date = (raw: string | null) => (isValidIsoDate(raw) ? raw : null);
const brand = (raw: string | null) =>
  (CAR_BRANDS as readonly string[]).includes(raw ?? '') ? (raw as TCarBrand) : null;
const age = (raw: string | null) => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= DRIVER_AGE.min && n <= DRIVER_AGE.max ? n : DRIVER_AGE.default;
};

/** Unknown or missing values fall back to the defaults (no offices or dates, 10:00, 30, AR). */
export const readCarSearch = (p: URLSearchParams): TCarSearch => ({
  brand: brand(p.get('brand')),
  oficinaIn: code(p.get('oficinaIn')),
  lugarIn: text(p.get('lugarIn')),
  paisIn: country(p.get('paisIn')),
  oficinaOut: code(p.get('oficinaOut')),
  lugarOut: text(p.get('lugarOut')),
  checkin: date(p.get('checkin')),
  horaIn: time(p.get('horaIn')),
  checkout: date(p.get('checkout')),
  horaOut: time(p.get('horaOut')),
  edad: age(p.get('edad')),
  residencia: country(p.get('residencia')) ?? DEFAULT_RESIDENCE,
});

export const carSearchParams = (s: TCarSearch): string => {
  const p = new URLSearchParams();
  const entries: [string, string | number | null][] = [
    ['brand', s.brand],
    ['oficinaIn', s.oficinaIn],
    ['lugarIn', s.lugarIn],
    ['paisIn', s.paisIn],
    ['oficinaOut', s.oficinaOut],
    ['lugarOut', s.lugarOut],
    ['checkin', s.checkin],
    ['horaIn', s.horaIn],
    ['checkout', s.checkout],
    ['horaOut', s.horaOut],
    ['edad', s.edad],
    ['residencia', s.residencia],
  ];
  for (const [key, value] of entries) if (value !== null && value !== '') p.set(key, String(value));
  return p.toString();
};

export const isCompleteCarSearch = (s: TCarSearch): s is TCompleteCarSearch =>
  s.brand !== null &&
  s.oficinaIn !== null &&
  s.paisIn !== null &&
  s.oficinaOut !== null &&
  s.checkin !== null &&
  s.checkout !== null;

/** POST search-availability/'s body (spec §7) for the offices' brand and the session's user. */
export const toCarSearchRequest = (
  s: TCompleteCarSearch,
  user: { idUser: number; idUWS: number },
): TCarSearchRequest => ({
  brand: s.brand,
  oficinaIn: s.oficinaIn,
  oficinaOut: s.oficinaOut,
  checkin: s.checkin,
  checkout: s.checkout,
  horaIn: s.horaIn,
  horaOut: s.horaOut,
  edadConductor: s.edad,
  paisResidencia: s.residencia,
  idUWS: user.idUWS,
  idUsuarioReservo: user.idUser,
});
