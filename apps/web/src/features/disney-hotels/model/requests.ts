import type { TMultiHotelDispoRequest } from '@portal/domain/hotels/multi-hotel-dispo';
import { searchUserFields, type TSearchUser } from '@/shared/hotels/search-user';
import type { TCompleteDisneySearch } from './search-params';

/** spec §3 Rooming of a Disney search: every room alike. */
export const disneyRoomingOf = (s: Pick<TCompleteDisneySearch, 'adults' | 'childAges' | 'rooms'>) => ({
  adultCount: s.adults,
  childCount: s.childAges.length,
  roomCount: s.rooms,
  childAges: [...s.childAges],
});

/** spec §7 POST multihoteldispo/: the search with the user's ids (spec §6). */
export const disneyDispoRequest = (s: TCompleteDisneySearch, user: TSearchUser): TMultiHotelDispoRequest => ({
  destino: s.destino,
  stayRange: { checkin: s.checkin, checkout: s.checkout },
  roomCriteria: disneyRoomingOf(s),
  ...(s.categoria ? { categoria: s.categoria } : {}),
  ...(s.ticketEntryDate ? { ticketEntryDate: s.ticketEntryDate } : {}),
  ...searchUserFields(user),
});
