import type { IsoDate, TParkId } from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import { TICKET_SUPPLIERS, type TicketQuote } from '../../suppliers/tickets';
import { pricerFor, type Pricer } from '../markups/pricing';
import type { TicketsDeps } from './deps';

// The agency's markup on the parks' tickets (issue 32 item 1, D-25). A ticket's price is per
// person, a part of the booking: the percentage applies to it; a per-booking amount is added
// once to the order's rate, where the party is known (availability and pre-booking).

/** The city a park is in: what a rule by destination names. */
const PARK_CITY: Record<TParkId, string> = { disney: 'Orlando', disneyland: 'Anaheim', universal: 'Orlando' };

export const ticketPricer = (deps: TicketsDeps, park: TParkId, date: IsoDate, idEntidad: number | null) =>
  pricerFor(deps, {
    linea: 'tickets',
    proveedor: TICKET_SUPPLIERS[park],
    idEntidad,
    destino: PARK_CITY[park],
    checkin: date,
    moneda: 'USD',
  });

/** The quote at its per-person sale prices: every answer built from it shows the sale. */
export const markedTicketQuote = (q: TicketQuote, p: Pricer): TicketQuote => ({
  ...q,
  adult: p.part(q.adult).saleCents,
  child: p.part(q.child).saleCents,
});

/** The booking's net, markup and sale rate (before the fees) from its two breakdowns. */
export const ticketPrice = (netTarifa: number, saleTarifa: number, p: Pricer): TMarkedPrice => ({
  netCents: netTarifa,
  markupCents: saleTarifa - netTarifa,
  saleCents: saleTarifa,
  ruleId: p.rule?.id ?? null,
});
