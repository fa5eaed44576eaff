import { isValidIsoDate, type IsoDate } from '@portal/domain/dates';
import { PARKS, ZParkId, type TParkId } from '@portal/domain/tickets/parks';

// The ticket search lives in the URL (spec §2 search of tickets), so results are linkable
// and survive a reload: ?park=disney&adults=2&minors=0&days=4&fecha=2027-03-10

export type TTicketSearch = {
  park: TParkId;
  adults: number;
  minors: number;
  days: number;
  fecha: IsoDate | null;
};

const count = (raw: string | null, fallback: number, max = 10) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 0 && n <= max ? n : fallback;
};

const DEFAULT_SEARCH: Omit<TTicketSearch, 'park'> = { adults: 2, minors: 0, days: 1, fecha: null };

/** Unknown or missing values fall back to the defaults (2 adults, 0 minors, 1 day; spec §9). */
export const readTicketSearch = (params: URLSearchParams): TTicketSearch => {
  const park = ZParkId.safeParse(params.get('park')).data ?? 'disney';
  const range = PARKS[park].days;
  const days = count(params.get('days'), DEFAULT_SEARCH.days, range?.max ?? 1);
  const fecha = params.get('fecha');
  return {
    park,
    adults: count(params.get('adults'), DEFAULT_SEARCH.adults),
    minors: count(params.get('minors'), DEFAULT_SEARCH.minors),
    days: range ? Math.max(range.min, days) : 0,
    fecha: fecha && isValidIsoDate(fecha) ? fecha : null,
  };
};

export const ticketSearchParams = (s: TTicketSearch): string => {
  const p = new URLSearchParams({ park: s.park, adults: String(s.adults), minors: String(s.minors) });
  if (PARKS[s.park].days) p.set('days', String(s.days));
  if (s.fecha) p.set('fecha', s.fecha);
  return p.toString();
};

/** A search the API can answer: a date and at least one person. */
export type TCompleteSearch = TTicketSearch & { fecha: IsoDate };
export const isCompleteSearch = (s: TTicketSearch): s is TCompleteSearch =>
  s.fecha !== null && s.adults + s.minors > 0;
