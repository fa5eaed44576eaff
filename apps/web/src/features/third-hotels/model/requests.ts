import type { THotelDispoRequest } from '@portal/domain/hotels/third-provider';
import { searchUserFields, type TSearchUser } from '@/shared/hotels/search-user';
import type { TCompleteThirdSearch } from './third-search-params';

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
  ...searchUserFields(user),
});
