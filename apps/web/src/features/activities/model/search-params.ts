import { isValidIsoDate, nightCount, type IsoDate } from '@portal/domain/dates';

// The destination search lives in the URL (spec §2 act-results, disponibilidad), so results
// survive a reload and back and can be shared:
//   act-results?destino=MCO&nombre=Orlando&pais=Estados+Unidos&checkin=…&checkout=…
// The destination's name and country ride along so the pages need not look them up again.

/** spec §2 ActividadesDisponibles=?q: which of the two searches (the English names accepted too). */
export type TUtilityModule = 'actividades' | 'traslados';
export const readModule = (raw: string | null): TUtilityModule =>
  raw === 'traslados' || raw === 'transfers' ? 'traslados' : 'actividades';

export type TDestinationRef = { code: string; name: string; country: string };

const text = (raw: string | null) => raw?.trim().slice(0, 120) ?? '';
const code = (raw: string | null) => (raw && /^[A-Za-z0-9_-]{2,20}$/.test(raw) ? raw.toUpperCase() : null);
const date = (raw: string | null) => (isValidIsoDate(raw) ? raw : null);

export const readDestination = (p: URLSearchParams): TDestinationRef | null => {
  const destino = code(p.get('destino'));
  return destino
    ? { code: destino, name: text(p.get('nombre')) || destino, country: text(p.get('pais')) }
    : null;
};

export const writeDestination = (p: URLSearchParams, d: TDestinationRef | null) => {
  if (!d) return;
  p.set('destino', d.code);
  if (d.name && d.name !== d.code) p.set('nombre', d.name);
  if (d.country) p.set('pais', d.country);
};

export const destinationText = (d: TDestinationRef) => (d.country ? `${d.name}, ${d.country}` : d.name);

/** The activities search: a destination and the stay (the dates bound the activity's date). */
export type TActivitySearch = {
  destino: TDestinationRef | null;
  checkin: IsoDate | null;
  checkout: IsoDate | null;
};

export const readActivitySearch = (p: URLSearchParams): TActivitySearch => {
  const checkin = date(p.get('checkin'));
  const checkout = date(p.get('checkout'));
  const ordered = checkin && checkout && checkout > checkin;
  return {
    destino: readDestination(p),
    checkin: ordered ? checkin : null,
    checkout: ordered ? checkout : null,
  };
};

export const activitySearchParams = (s: TActivitySearch): string => {
  const p = new URLSearchParams();
  writeDestination(p, s.destino);
  if (s.checkin && s.checkout) {
    p.set('checkin', s.checkin);
    p.set('checkout', s.checkout);
  }
  return p.toString();
};

/** spec §9: nights are the ceiling of the day difference; none without a stay. */
export const stayNights = (s: Pick<TActivitySearch, 'checkin' | 'checkout'>) =>
  s.checkin && s.checkout ? nightCount(s.checkin, s.checkout) : 0;
