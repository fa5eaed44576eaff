import {
  ASSISTANCE_DESTINATIONS,
  toEdadFields,
  type TAssistanceQuoteRequest,
} from '@portal/domain/assistance/quote-assistance';
import { isValidIsoDate, type IsoDate } from '@portal/domain/dates';
import { ASSISTANCE_LIMITS } from '@portal/domain/occupancy';

// The assistance search lives in the URL (spec §2 asis-result), so results survive a reload
// and back and can be shared: ?pasajeros=4&destino=EUROPA&salida=…&regreso=…&edades=44,41,12,7

export type TAssistanceDestination = (typeof ASSISTANCE_DESTINATIONS)[number]['code'];

export type TAssistanceSearch = {
  pasajeros: number;
  destino: TAssistanceDestination | null;
  salida: IsoDate | null;
  regreso: IsoDate | null;
  /** one per passenger; null where not typed yet */
  edades: (number | null)[];
};
export type TCompleteAssistanceSearch = Omit<
  TAssistanceSearch,
  'destino' | 'salida' | 'regreso' | 'edades'
> & {
  destino: TAssistanceDestination;
  salida: IsoDate;
  regreso: IsoDate;
  edades: number[];
};

const { passengers: PAX, age: AGE } = ASSISTANCE_LIMITS;

export const destinationLabel = (code: string): string =>
  ASSISTANCE_DESTINATIONS.find((d) => d.code === code)?.label ?? code;

const count = (raw: string | null) => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= PAX.min && n <= PAX.max ? n : PAX.min;
};
const destination = (raw: string | null) => ASSISTANCE_DESTINATIONS.find((d) => d.code === raw)?.code ?? null;
const age = (raw: string | undefined): number | null => {
  if (raw === undefined || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= AGE.min && n <= AGE.max ? n : null;
};

/** As many ages as passengers: the ones given, then empty slots. */
export const resizeAges = (ages: readonly (number | null)[], n: number): (number | null)[] =>
  Array.from({ length: n }, (_, i) => ages[i] ?? null);

/** Unknown or missing values fall back to the defaults (1 passenger, no destination, dates or ages). */
export const readAssistanceSearch = (p: URLSearchParams): TAssistanceSearch => {
  const pasajeros = count(p.get('pasajeros'));
  const salida = p.get('salida');
  const regreso = p.get('regreso');
  return {
    pasajeros,
    destino: destination(p.get('destino')),
    salida: isValidIsoDate(salida) ? salida : null,
    regreso: isValidIsoDate(regreso) ? regreso : null,
    edades: resizeAges((p.get('edades') ?? '').split(',').map(age), pasajeros),
  };
};

export const assistanceSearchParams = (s: TAssistanceSearch): string => {
  const p = new URLSearchParams();
  p.set('pasajeros', String(s.pasajeros));
  if (s.destino) p.set('destino', s.destino);
  if (s.salida) p.set('salida', s.salida);
  if (s.regreso) p.set('regreso', s.regreso);
  if (s.edades.some((a) => a !== null)) p.set('edades', s.edades.map((a) => a ?? '').join(','));
  return p.toString();
};

export const isCompleteAssistanceSearch = (s: TAssistanceSearch): s is TCompleteAssistanceSearch =>
  s.destino !== null &&
  s.salida !== null &&
  s.regreso !== null &&
  s.edades.length === s.pasajeros &&
  s.edades.every((a) => a !== null);

/** POST cotizador/cotizaciones' body (spec §3 Quote request) for the session's user. */
export const toQuoteRequest = (
  s: TCompleteAssistanceSearch,
  user: { idUser: number },
): TAssistanceQuoteRequest => ({
  cantidadPasajeros: s.pasajeros,
  destino: s.destino,
  fechaInicio: s.salida,
  fechaFin: s.regreso,
  idUsuarioReservo: user.idUser,
  ...toEdadFields(s.edades),
});
