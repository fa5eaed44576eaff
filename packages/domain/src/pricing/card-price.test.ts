import { describe, expect, it } from 'vitest';
import { hotelPriceOf } from '../hotels/hotel-avail';
import { cheapestBookableRate } from './card-price';

// issue 29, item 14: All-Star Movies showed 'Desde US$ 1.061,00' with a non-refundable room
// inside at US$ 907,10. 'Desde' is the cheapest rate of the card the agent can book.
type Rate = { cents?: number; politicaCancelacion: { nonRefundable: boolean } };
const rate = (cents: number | undefined, nonRefundable = false): Rate => ({
  cents,
  politicaCancelacion: { nonRefundable },
});
const allStarMovies = [rate(106100), rate(90710, true), rate(112500), rate(undefined)];
const priceOf = (r: Rate) => r.cents;

describe('cheapestBookableRate', () => {
  it('is the cheapest rate, non-refundable included, for an AS agent', () => {
    expect(cheapestBookableRate(allStarMovies, { priceOf, isAgenteAS: true })).toBe(90710);
  });

  it('leaves out the non-refundable rates another agent cannot book', () => {
    expect(cheapestBookableRate(allStarMovies, { priceOf, isAgenteAS: false })).toBe(106100);
  });

  it('is not the first room when a later one is cheaper', () => {
    const rates = [rate(120000), rate(99999), rate(100000)];
    expect(cheapestBookableRate(rates, { priceOf, isAgenteAS: false })).toBe(99999);
  });

  it('is undefined when no rate can be booked or none has a price', () => {
    expect(cheapestBookableRate([rate(90710, true)], { priceOf, isAgenteAS: false })).toBeUndefined();
    expect(cheapestBookableRate([rate(undefined)], { priceOf, isAgenteAS: true })).toBeUndefined();
    expect(cheapestBookableRate([], { priceOf, isAgenteAS: true })).toBeUndefined();
  });
});

describe('hotelPriceOf (providers: the sale rate, spec §4)', () => {
  const hotel = {
    habitaciones: [
      { tarifa: { VENTA: 1061, IVA: 222.81 }, politicaCancelacion: { nonRefundable: false } },
      { tarifa: { venta: '907.10', iva: 190.49 }, politicaCancelacion: { nonRefundable: true } },
    ],
  } as unknown as Parameters<typeof hotelPriceOf>[0];

  it('is the cheapest sale rate the agent can book', () => {
    expect(hotelPriceOf(hotel, true)).toBe(90710);
    expect(hotelPriceOf(hotel, false)).toBe(106100);
  });
});
