import { toCents, fromCents, type IsoDate } from '@portal/domain';
import type {
  DestServicesActivityConcept,
  DestServicesActivityOffer,
  DestServicesTransferConcept,
  DestServicesTransferOffer,
} from '../../suppliers/activities';
import { pricingSource, type Pricer } from '../markups/pricing';
import type { ActivitiesDeps } from './deps';

// The agency's markup on the destination-services provider's prices (issue 32 item 1, D-25).
// An activity's booking is one option (concept): its total is the base price, its per-passenger
// lines and the per-adult 'from' price are parts. A transfer's booking is the offer: every leg
// is a part, the per-booking amount goes on the offer's price. The provider's held price names
// no destination, so rules by destination do not apply to these lines.

export const UTILITIES_SUPPLIER = 'DESTSERVICES';

type Line = 'activities' | 'transfers';

/** The pricer of a booking on `date` for the client entity (USD: the provider's only currency). */
export async function utilityPricers(deps: ActivitiesDeps, linea: Line, idEntidad: number | null) {
  const source = await pricingSource(deps);
  return (checkin: IsoDate): Pricer =>
    source({ linea, proveedor: UTILITIES_SUPPLIER, idEntidad, destino: null, checkin, moneda: 'USD' });
}

const amount = (cents: number) => fromCents(cents);
const linesOf = (c: { detalles: { total: number }[] }) => c.detalles.map((d) => toCents(d.total));

/** An activity's option at its sale price: the lines each marked, the total with the amount once. */
const markedActivityConcept = <C extends DestServicesActivityConcept>(c: C, p: Pricer): C => ({
  ...c,
  detalles: c.detalles.map((d) => ({ ...d, total: amount(p.part(toCents(d.total)).saleCents) })),
  total: amount(p.lines(toCents(c.total), linesOf(c)).saleCents),
});

export function markedActivityOffer(o: DestServicesActivityOffer, pricer: (d: IsoDate) => Pricer) {
  const concepts = o.concepts.map((c) => markedActivityConcept(c, pricer(c.date)));
  // the offer's price is its cheapest option's: the same option, at its sale price
  const cheapest = o.concepts.findIndex((c) => toCents(c.total) === toCents(o.price));
  const first = pricer(o.concepts[0]?.date ?? '');
  return {
    ...o,
    price: cheapest >= 0 ? concepts[cheapest]!.total : first.sale(o.price),
    priceFrom: first.sale(o.priceFrom, 'part'),
    concepts,
  };
}

/** A leg at its sale price: a part of the transfer (the percentage only, line by line). */
const markedLeg = (c: DestServicesTransferConcept, p: Pricer) => ({
  leg: {
    ...c,
    detalles: c.detalles.map((d) => ({ ...d, total: amount(p.part(toCents(d.total)).saleCents) })),
    total: amount(p.lines(toCents(c.total), linesOf(c), false).saleCents),
  },
  markupCents: p.lines(toCents(c.total), linesOf(c), false).markupCents,
});

/** A transfer at its sale price; `markupCents` is what the booking of it carries. */
export function markedTransferOffer(o: DestServicesTransferOffer, p: Pricer) {
  const legs = o.concepts.map((c) => markedLeg(c, p));
  const markupCents = legs.reduce((s, l) => s + l.markupCents, 0) + p.perBookingCents;
  return {
    offer: {
      ...o,
      price: amount(toCents(o.price) + markupCents),
      priceFrom: p.sale(o.priceFrom, 'part'),
      concepts: legs.map((l) => l.leg),
    },
    markupCents,
  };
}
