import { MESSAGES, type TFindAllTicketsQuery, type THotelTicketAvailabilityRequest } from '@portal/domain';
import { fromSupplier } from '../../errors';
import type { DisneyHotelsDeps } from './deps';

/**
 * GET findAllTickets (spec §7): the tickets a package rate requires, 2 to 9 days and the
 * 10-day 'Z' group, adult and child codes and amounts after tax; none for a rate that
 * requires no ticket.
 */
export async function findAllTickets(deps: DisneyHotelsDeps, q: TFindAllTicketsQuery) {
  const tickets = await fromSupplier(deps.supplier.tickets(q), MESSAGES.hotelsSearchError);
  return (tickets ?? [])
    .map((t) => ({
      durationDays: t.durationDays,
      code: t.code,
      codeChild: t.codeChild,
      type: t.type,
      name: t.name,
      amountAfterTax: t.amountAfterTax,
      amountAfterTaxChild: t.amountAfterTaxChild,
      ageQualifyingType: t.ageQualifyingType,
      ageQualifyingTypeChild: t.ageQualifyingTypeChild,
      currency: t.currency,
      // spec §3 Required ticket: the sale rate per adult and per child is the amount after tax
      tarifaAdulto: t.amountAfterTax,
      tarifaChild: t.amountAfterTaxChild,
    }))
    .sort((a, b) => a.durationDays - b.durationDays);
}

/** POST disponibilidad-ticket/ (spec §7): whether the ticket can be used from that date for the party. */
export async function ticketAvailability(deps: DisneyHotelsDeps, q: THotelTicketAvailabilityRequest) {
  const available = await fromSupplier(
    deps.supplier.ticketAvailable({
      date: q.date,
      hotelId: String(q.hotelId),
      ticket: q.ticket,
      adults: q.quantityAdults,
      childs: q.quantityChilds,
    }),
    MESSAGES.hotelsSearchError,
  );
  return { available };
}
