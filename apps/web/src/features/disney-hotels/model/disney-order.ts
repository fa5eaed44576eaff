import {
  disneyBookingBreakdown,
  disneyTicketAddons,
  disneyTicketCounts,
} from '@portal/domain/pricing/disney-hotels';
import { fromCents, toCents } from '@portal/domain/money';
import { parseProviderPrice } from '@portal/domain/money-price';
import { isDiscountedRoom } from '@portal/domain/small-rules';
import type { TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { toOrderSummary } from '@/shared/order-summary/order-summary-lines';
import type { TPaxSlot } from '@/shared/passenger-form/passenger-rules';
import type { THotelTicket } from '../api/find-all-tickets';
import { disneyRoomingOf } from './requests';
import type { TDisneyPick } from './room-pick';
import { DISNEY_DESTINATIONS, ticketEntryDateOf, type TCompleteDisneySearch } from './search-params';

/** spec §3 Disney booking payload: each room's adults, then its minors with their ages, room after room. */
const disneyPaxSlots = (s: Pick<TCompleteDisneySearch, 'adults' | 'childAges' | 'rooms'>): TPaxSlot[] =>
  Array.from({ length: s.rooms }, () => [
    ...Array.from({ length: s.adults }, (): TPaxSlot => ({ kind: 'adult' })),
    ...s.childAges.map((age): TPaxSlot => ({ kind: 'minor', age })),
  ]).flat();

/** Who takes an adult and who a child ticket (spec §9 ages), every room alike. */
export const ticketCountsOf = (s: Pick<TCompleteDisneySearch, 'adults' | 'childAges' | 'rooms'>) =>
  disneyTicketCounts({ adultCount: s.adults, childAges: s.childAges, roomCount: s.rooms });

/** The party's ticket total in cents: adult tickets × adult amount + child tickets × child amount. */
export const partyTicketCents = (ticket: THotelTicket, s: TCompleteDisneySearch) => {
  const counts = ticketCountsOf(s);
  return (
    toCents(ticket.amountAfterTax) * counts.adults + toCents(ticket.amountAfterTaxChild) * counts.children
  );
};

/** spec §3 Required ticket, as the booking carries it (findAllTickets adds the days). */
const requiredTicketOf = ({ durationDays: _days, ...ticket }: THotelTicket) => ticket;

/**
 * The order handed to form-pax?q=provider once the room (and, for a package rate, its ticket)
 * is chosen (spec §4). The total is the domain's disneyBookingBreakdown, the one the server
 * checks `monto` against: rooms × (venta + iva + 35) + tickets + 35.
 */
export function buildDisneyDraft({
  search,
  hotel,
  room,
  ticket,
}: TDisneyPick & { ticket?: THotelTicket | null }) {
  const price = parseProviderPrice(room.tarifa);
  const counts = ticketCountsOf(search);
  const cents = disneyBookingBreakdown({
    room: { venta: price.venta ?? 0, iva: price.iva ?? 0 },
    roomCount: search.rooms,
    ...(ticket && {
      ticket: { adult: toCents(ticket.amountAfterTax), child: toCents(ticket.amountAfterTaxChild) },
      tickets: counts,
    }),
  });
  const summary = toOrderSummary(
    {
      title: `Hotel ${DISNEY_DESTINATIONS[search.destino]}`,
      product: `${hotel.name} – ${room.name}${ticket ? ` · ${ticket.name}` : ''}`,
      dates: { checkin: search.checkin, checkout: search.checkout },
      adults: search.adults * search.rooms,
      minors: search.childAges.length * search.rooms,
      currency: hotel.currency,
    },
    cents,
  );
  const draft: TOrderDraftOf<'provider'> = {
    q: 'provider',
    summary,
    passengers: disneyPaxSlots(search),
    referenceDate: search.checkin,
    variant: 'hotel',
    payload: {
      kind: 'disney',
      reservaCodigo: room.reserveCode,
      requiredTicket: ticket ? requiredTicketOf(ticket) : null,
      productAddons: ticket ? disneyTicketAddons(ticket, ticketEntryDateOf(search), counts) : [],
      roomCriteria: disneyRoomingOf(search),
      stayRange: { checkin: search.checkin, checkout: search.checkout },
      promotions: isDiscountedRoom(room.codigos) ? [...(room.codigos ?? [])] : [],
      monto: fromCents(cents.total),
    },
  };
  return draft;
}
