import { hotelNameOf, type THotel, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { parseProviderPrice } from '@portal/domain/money-price';
import { hotelCartBreakdown } from '@portal/domain/pricing/hotels';
import type { TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { toOrderSummary } from '@/shared/order-summary/order-summary-lines';
import type { TPaxSlot } from '@/shared/passenger-form/passenger-rules';
import type { TCompleteThirdSearch } from './third-search-params';

/** The searched room a rate answers (its `criterio`), the first when the provider says none. */
export const searchedRoomOf = (search: TCompleteThirdSearch, room: THotelRoom) =>
  search.rooms[room.criterio ?? 0] ?? search.rooms[0]!;

/**
 * One third-provider room for form-pax?q=provider (one room per hotelResV2 call): its people,
 * adults then minors with their ages, and the hotel price of spec §9 (venta + iva + 35 per
 * room, 35 booking fee), the summary the multi-provider hotels show.
 */
export function buildThirdDraft(o: { search: TCompleteThirdSearch; hotel: THotel; room: THotelRoom }) {
  const { search, hotel, room } = o;
  const plan = searchedRoomOf(search, room);
  const price = parseProviderPrice(room.tarifa);
  const passengers: TPaxSlot[] = [
    ...Array.from({ length: plan.adults }, (): TPaxSlot => ({ kind: 'adult' })),
    ...plan.childAges.map((age): TPaxSlot => ({ kind: 'minor', age })),
  ];
  const draft: TOrderDraftOf<'provider'> = {
    q: 'provider',
    summary: toOrderSummary(
      {
        title: `Hotel en ${search.destino || search.iata}`,
        product: `${hotelNameOf(hotel)} – ${room.roomName}`,
        dates: { checkin: search.checkin, checkout: search.checkout },
        adults: plan.adults,
        minors: plan.childAges.length,
        currency: price.moneda ?? 'USD',
      },
      hotelCartBreakdown([price]),
    ),
    passengers,
    referenceDate: search.checkin,
    variant: 'hotel',
    payload: {
      kind: 'third',
      informacionRsrv: room.informacionRsrv,
      tarifa: room.tarifa,
      hotelID: hotel.hotelID,
    },
  };
  return draft;
}
