import { fromCents } from '@portal/domain/money';
import { parseProviderPrice } from '@portal/domain/money-price';
import { saleOf, ticketOrderBreakdown } from '@portal/domain/pricing/tickets';
import { PARKS } from '@portal/domain/tickets/parks';
import type { TProviderPrice } from '@portal/domain/common/primitives';
import type { TUniversalEvent } from '@portal/domain/tickets/universal';
import type { TOrderDraftOf, TTicketOrderPayload } from '@/shared/order-summary/order-draft-store';
import { toOrderSummary } from '@/shared/order-summary/order-summary-lines';
import type { TPaxSlot } from '@/shared/passenger-form/passenger-rules';
import type { TOffer } from '../api/search-tickets';
import type { TCompleteSearch } from './search-params';

export type TTicketPrices = { taxAdult: TProviderPrice; taxChild: TProviderPrice };

const time = (eventDateTime: string) => eventDateTime.slice(11, 16);

/**
 * The order handed to the passenger form once the ticket is available (spec §4). Prices
 * are the availability answer's (or the offer's) per-person objects, priced with the
 * domain's ticketOrderBreakdown: tarifa × counts + 35 + 35.
 */
export function buildTicketDraft(options: {
  search: TCompleteSearch;
  offer: TOffer;
  prices: TTicketPrices;
  event?: TUniversalEvent;
}): TOrderDraftOf<'tickets'> {
  const { search, offer, prices, event } = options;
  const adult = parseProviderPrice(prices.taxAdult);
  const child = parseProviderPrice(prices.taxChild);
  const cents = ticketOrderBreakdown({ adult, child, adults: search.adults, minors: search.minors });
  const universal =
    search.park === 'universal'
      ? {
          eventDateTime: event?.eventDateTime ?? `${search.fecha}T09:00:00`,
          salesProgramId: event?.salesProgramId ?? offer.programId ?? '',
          pluAdl: event?.pluAdl ?? offer.codeAdult,
          ...(search.minors > 0 ? { pluChd: event?.pluChd ?? offer.codeChild } : {}),
        }
      : undefined;
  const payload: TTicketOrderPayload = {
    park: search.park,
    nombreTicket: offer.name,
    codigoTicketAdult: offer.codeAdult,
    codigoTicketChild: offer.codeChild,
    cantidadAdultos: search.adults,
    cantidadChild: search.minors,
    checkin: search.fecha,
    tarifaAdulto: fromCents(saleOf(adult)),
    ...(search.minors > 0 ? { tarifaChild: fromCents(saleOf(child)) } : {}),
    monto: fromCents(cents.total),
    ...(universal ? { universal } : {}),
  };
  const passengers: TPaxSlot[] = [
    ...Array.from({ length: search.adults }, () => ({ kind: 'adult' as const })),
    ...Array.from({ length: search.minors }, () => ({ kind: 'minor' as const })),
  ];
  const summary = toOrderSummary(
    {
      title: `Tickets ${PARKS[search.park].name}`,
      product: event ? `${offer.name} · ${time(event.eventDateTime)} h` : offer.name,
      dates: { checkin: search.fecha },
      adults: search.adults,
      minors: search.minors,
      currency: offer.currency,
    },
    cents,
  );
  return { q: 'tickets', summary, passengers, referenceDate: search.fecha, variant: 'ticket', payload };
}

/** Per-person price shown on a card: the sale rate of the offer's price object. */
export const perPersonCents = (price: TProviderPrice): number => saleOf(parseProviderPrice(price));
