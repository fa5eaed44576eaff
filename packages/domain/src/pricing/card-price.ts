import type { Cents } from '../money';
import { isRoomNonRefundable } from '../small-rules';

// issue 29, item 14: a hotel card's 'Desde' is the cheapest rate of the card the agent can
// book, priced as the card's rooms show it. A non-refundable rate is bookable by AS agents only
// (spec §4, §6), and a rate without a price by nobody. Every hotel card (Disney, third
// provider, multi-provider) takes its figure from here; `priceOf` is the module's room price.

export type TCardPriceOptions<R> = {
  /** the figure the card's room shows for a rate (undefined: the supplier sent none) */
  priceOf: (rate: R) => Cents | undefined;
  /** AS agents may book non-refundable rates (spec §6) */
  isAgenteAS: boolean;
};

/** A rate the agent may book: refundable, or non-refundable for an AS agent (spec §4, §6). */
export const isRateBookableBy = (rate: unknown, isAgenteAS: boolean): boolean =>
  isAgenteAS || !isRoomNonRefundable(rate);

/** The card's 'Desde': the lowest price over its bookable, priced rates; undefined when none. */
export function cheapestBookableRate<R>(rates: readonly R[], o: TCardPriceOptions<R>): Cents | undefined {
  let cheapest: Cents | undefined;
  for (const rate of rates) {
    if (!isRateBookableBy(rate, o.isAgenteAS)) continue;
    const cents = o.priceOf(rate);
    if (cents !== undefined && (cheapest === undefined || cents < cheapest)) cheapest = cents;
  }
  return cheapest;
}
