import { isValidIsoDate, type IsoDate } from '@portal/domain/dates';
import { ZDisneyHotelCategory, type TDisneyHotelCategory } from '@portal/domain/hotels/multi-hotel-dispo';
import { ROOMING_LIMITS } from '@portal/domain/occupancy';
import { readAges, readCount, readStay } from '@/shared/hotels/search-params';
import { HOTEL_PROVIDERS } from '@/shared/paths';

// The Disney hotel search lives in the URL (spec §2 hotel-results?provider), so results are
// linkable and survive a reload and back:
// ?provider=disney&checkin=2027-03-10&checkout=2027-03-15&adultos=2&edades=5,8&habitaciones=1
//  &categoria=LUJO&entrada=2027-03-11. provider is the destination: disney (Walt Disney World)
// or disneyland.

export type TDisneyDestination = 'disney' | 'disneyland';
export const DISNEY_DESTINATIONS: Record<TDisneyDestination, string> = {
  disney: 'Walt Disney World',
  disneyland: 'Disneyland',
};

export type TDisneySearch = {
  destino: TDisneyDestination;
  categoria: TDisneyHotelCategory | null;
  checkin: IsoDate | null;
  checkout: IsoDate | null;
  /** every room alike (spec §3 roomCriteria): its adults and its minors' ages */
  adults: number;
  childAges: number[];
  rooms: number;
  /** 'Establece la fecha de entrada del ticket': inside the stay, else the check-in is used */
  ticketEntryDate: IsoDate | null;
};
export type TCompleteDisneySearch = TDisneySearch & { checkin: IsoDate; checkout: IsoDate };

const isDisneyProvider = (p: string | null): p is TDisneyDestination =>
  p === HOTEL_PROVIDERS.disney || p === HOTEL_PROVIDERS.disneyland;

/** Unknown or missing values fall back to the defaults (2 adults, no minors, 1 room; spec §9). */
export const readDisneySearch = (params: URLSearchParams): TDisneySearch => {
  const provider = params.get('provider');
  const { checkin, checkout } = readStay(params);
  const entrada = params.get('entrada');
  const inStay = checkin && checkout && isValidIsoDate(entrada) && entrada >= checkin && entrada <= checkout;
  return {
    destino: isDisneyProvider(provider) ? provider : 'disney',
    categoria: ZDisneyHotelCategory.safeParse(params.get('categoria')).data ?? null,
    checkin,
    checkout,
    adults: readCount(params.get('adultos'), ROOMING_LIMITS.adults, 2),
    childAges: readAges(params.get('edades')) ?? [],
    rooms: readCount(params.get('habitaciones'), ROOMING_LIMITS.rooms, 1),
    ticketEntryDate: inStay ? entrada : null,
  };
};

export const disneySearchParams = (s: TDisneySearch): string => {
  const p = new URLSearchParams({ provider: s.destino });
  if (s.checkin && s.checkout) {
    p.set('checkin', s.checkin);
    p.set('checkout', s.checkout);
  }
  p.set('adultos', String(s.adults));
  if (s.childAges.length > 0) p.set('edades', s.childAges.join(','));
  p.set('habitaciones', String(s.rooms));
  if (s.categoria) p.set('categoria', s.categoria);
  if (s.ticketEntryDate) p.set('entrada', s.ticketEntryDate);
  return p.toString();
};

export const isCompleteDisneySearch = (s: TDisneySearch): s is TCompleteDisneySearch =>
  s.checkin !== null && s.checkout !== null;

/** The ticket's entry date: the one the search set, else the check-in (spec §4). */
export const ticketEntryDateOf = (s: TCompleteDisneySearch): IsoDate => s.ticketEntryDate ?? s.checkin;
