import type { TMultiHotelDispoRequest } from '@portal/domain/hotels/multi-hotel-dispo';
import type { THotelDispoRequest } from '@portal/domain/hotels/third-provider';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TCompleteDisneySearch } from './search-params';
import type { TCompleteThirdSearch } from './third-search-params';

type TSearchUser = Pick<TSession, 'idUser' | 'idUWS' | 'isAgenteAS'>;

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
  idUWS: user.idUWS,
  idUsuarioReservo: user.idUser,
  isAgenteAS: user.isAgenteAS,
});

/** spec §7 POST hoteldispo/: one roomCriteriaList entry per room, the picked city's IATA code. */
export const thirdDispoRequest = (s: TCompleteThirdSearch, user: TSearchUser): THotelDispoRequest => ({
  destinoIATA: s.iata,
  destino: s.destino,
  stayRange: { checkin: s.checkin, checkout: s.checkout },
  roomCriteriaList: s.rooms.map((r) => ({
    adultCount: r.adults,
    childCount: r.childAges.length,
    roomCount: 1,
    childAges: [...r.childAges],
  })),
  starQuantity: s.stars,
  idUWS: user.idUWS,
  idUsuarioReservo: user.idUser,
  isAgenteAS: user.isAgenteAS,
});
