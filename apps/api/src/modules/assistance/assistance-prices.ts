import { fromCents, toCents, type Currency, type IsoDate, type TAssistanceQuote } from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import { pricerFor, type Pricer } from '../markups/pricing';
import { ASSISTANCE_SUPPLIER, type AssistanceDeps } from './deps';

// The agency's markup on the insurer's plans (issue 32 item 1, D-25): a plan's price for
// everyone is the booking's base price, each traveller's premium a part of it, so the marked
// premiums still add up to the marked price, plus a per-booking amount once.

export type AssistanceTrip = {
  destination: string;
  startDate: IsoDate;
  currency: Currency;
  idEntidad: number | null;
};

export const assistancePricer = (deps: AssistanceDeps, trip: AssistanceTrip) =>
  pricerFor(deps, {
    linea: 'assistance',
    proveedor: ASSISTANCE_SUPPLIER,
    idEntidad: trip.idEntidad,
    destino: trip.destination,
    checkin: trip.startDate,
    moneda: trip.currency,
  });

/** A plan's price for everyone, marked traveller by traveller when the insurer itemises it. */
export const planPrice = (p: Pricer, price: number, perPassenger: readonly number[] = []): TMarkedPrice =>
  p.lines(
    toCents(price),
    perPassenger.map((x) => toCents(x)),
  );

/** A quote as the agent sees it: the same shape, every amount its sale amount. */
export function markedQuote(q: TAssistanceQuote, p: Pricer): TAssistanceQuote {
  const price = fromCents(planPrice(p, q.price, q.pricePerPassenger).saleCents);
  return {
    ...q,
    price,
    tarifa: { ...q.tarifa, VENTA: price, TOTAL: price },
    ...(q.pricePerPassenger ? { pricePerPassenger: q.pricePerPassenger.map((x) => p.sale(x, 'part')) } : {}),
  };
}
