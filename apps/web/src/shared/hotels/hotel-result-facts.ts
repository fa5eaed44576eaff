import { hotelNameOf, type THotel } from '@portal/domain/hotels/hotel-avail';
import { parseProviderSale } from '@portal/domain/money-price';
import { isRoomNonRefundable } from '@portal/domain/small-rules';
import type { ResultFacts } from '@/shared/results/refine-results';

/**
 * What the results toolbar sorts and filters a provider's hotel (spec §3 Hotel) by: name, star
 * award, supplier, and per rate its sale price, régimen and refundability (issue 29, item 18).
 * A rate the agent cannot book (non-refundable, not an AS agent: spec §6) has no price to sort
 * by, as it has none in the card's 'Desde' (item 14).
 */
export const hotelResultFacts = (
  hotel: THotel,
  o: { supplier?: string; isAgenteAS: boolean },
): ResultFacts => ({
  name: hotelNameOf(hotel),
  stars: Number(hotel.award) || undefined,
  supplier: o.supplier,
  rates: hotel.habitaciones.map((room) => {
    const refundable = !isRoomNonRefundable(room);
    let price: { cents?: number } | undefined;
    return {
      // read when a sort or filter asks for it: the options and the first cards need none
      // (issue 34, item 2: 80 hotels' rates were priced in the render of the first cards)
      get price() {
        price ??= { cents: refundable || o.isAgenteAS ? parseProviderSale(room.tarifa) : undefined };
        return price.cents;
      },
      board: room.regimen?.trim() || undefined,
      refundable,
    };
  }),
});

/** The hotel with only the rates the criteria kept (their cheapest becomes its 'Desde'). */
export const withRates = (hotel: THotel, rates: number[]): THotel =>
  rates.length === hotel.habitaciones.length
    ? hotel
    : { ...hotel, habitaciones: rates.flatMap((i) => hotel.habitaciones.slice(i, i + 1)) };
