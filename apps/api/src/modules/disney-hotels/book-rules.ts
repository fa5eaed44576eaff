import {
  checkPassenger,
  checkStayRange,
  checkTicketEntryDate,
  disneyBookingBreakdown,
  disneyTicketAddons,
  disneyTicketCounts,
  given,
  isAgenteAS,
  MESSAGES,
  normaliseChildAges,
  toCents,
  type BreakdownCents,
  type TDisneyBookingRequest,
} from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import { badRequest, fromSupplier, must } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { CheckedDisneyRate, DisneyTicket } from '../../suppliers/disney-hotels';
import { bookingEntityOf } from '../main/entities/booking-entity';
import { todayOf } from '../module-deps';
import type { DisneyHotelsDeps } from './deps';
import { disneyPricer, markedDisneyRoom } from './disney-prices';

/** The required ticket as Disney will book it: the code, its entry date and who takes one. */
type PlannedTicket = { ticket: DisneyTicket; date: string; adults: number; childs: number };

export type PreparedDisneyBooking = {
  rate: CheckedDisneyRate;
  rooms: number;
  ticket: PlannedTicket | null;
  breakdown: BreakdownCents;
  idEntidad: number | null;
  /** the rooms' net, markup and sale before tax and fees (D-25) */
  price: TMarkedPrice;
};

const sameAges = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Each room's adults, then its minors with their ages, room after room (spec §5 hotel booking form). */
function checkPassengers(body: TDisneyBookingRequest, rate: CheckedDisneyRate, today: string) {
  const perRoom = rate.adults + rate.childAges.length;
  if (body.pasajeros.length !== perRoom * body.roomCriteria.roomCount)
    throw badRequest(MESSAGES.passengerCountMismatch);
  body.pasajeros.forEach((p, i) => {
    const room = Math.floor(i / perRoom);
    const j = i % perRoom;
    const adult = j < rate.adults;
    const where = { path: `pasajeros.${i}`, label: `Habitación ${room + 1}` };
    const ctx = { today, refDate: rate.checkin, isLead: i === 0, form: 'hotel' as const };
    must(
      checkPassenger(p, {
        ...ctx,
        group: adult ? 'adult' : 'minor',
        minorAge: adult ? undefined : rate.childAges[j - rate.adults],
      }),
      where,
    );
  });
}

/** The ticket a package rate requires, priced by Disney now and available on its entry date. */
async function planTicket(
  deps: DisneyHotelsDeps,
  body: TDisneyBookingRequest,
  rate: CheckedDisneyRate,
): Promise<PlannedTicket | null> {
  const chosen = body.requiredTicket ?? null;
  if (!rate.requiredTicket) {
    if (chosen || body.productAddons.length > 0) throw badRequest(MESSAGES.disneyTicketNotIncluded);
    return null;
  }
  const date = body.productAddons[0]?.date;
  if (!chosen || !date) throw badRequest(MESSAGES.disneyTicketRequired);
  must(checkTicketEntryDate(date, rate), { path: 'productAddons.0.date' });
  const offered = await fromSupplier(
    deps.supplier.tickets({ rateId: rate.rateId, roomId: rate.roomId, fecha: date }),
    MESSAGES.hotelBookingError,
  );
  const ticket = offered?.find((t) => t.code === chosen.code && t.codeChild === chosen.codeChild);
  if (!ticket) throw badRequest(MESSAGES.selectedTicketUnavailable);
  if (
    toCents(ticket.amountAfterTax) !== toCents(chosen.amountAfterTax) ||
    toCents(ticket.amountAfterTaxChild) !== toCents(chosen.amountAfterTaxChild)
  )
    throw badRequest(MESSAGES.priceChanged);
  const counts = disneyTicketCounts({ ...body.roomCriteria, childAges: rate.childAges });
  const expected = disneyTicketAddons(ticket, date, counts);
  if (JSON.stringify(expected) !== JSON.stringify(body.productAddons))
    throw badRequest(MESSAGES.disneyTicketMismatch);
  const planned = { ticket, date, adults: counts.adults, childs: counts.children };
  const available = await fromSupplier(
    deps.supplier.ticketAvailable({ ...planned, hotelId: rate.hotelId, ticket: ticket.code }),
    MESSAGES.hotelBookingError,
  );
  if (!available) throw badRequest(MESSAGES.selectedTicketUnavailable);
  return planned;
}

/**
 * Every rule of POST reserva-disney/ from the server's own data (spec §4, §5, §6, §9): the rate
 * re-priced by Disney, its stay and occupancy, the calendar of the user, non-refundable rates
 * for AS agents, the passengers, the client entity, the ticket and the total. Throws 400.
 */
export async function prepareDisneyBooking(
  deps: DisneyHotelsDeps,
  user: AuthUser,
  body: TDisneyBookingRequest,
): Promise<PreparedDisneyBooking> {
  const agent = isAgenteAS(user);
  const today = todayOf(deps);
  const calendar = { today, isAgenteAS: agent };
  if (body.stayRange) must(checkStayRange(body.stayRange, calendar), { path: 'stayRange' });
  const rate = await fromSupplier(deps.supplier.checkRate(body.reservaCodigo), MESSAGES.hotelBookingError);
  if (!rate) throw badRequest(MESSAGES.rateUnavailable);
  // a client of the spec's payload sends no stay: the rate's is the booking's (spec §3)
  must(checkStayRange(rate, calendar), { path: 'stayRange' });
  const { adultCount, childCount, childAges } = body.roomCriteria;
  if (
    (body.stayRange &&
      (rate.checkin !== body.stayRange.checkin || rate.checkout !== body.stayRange.checkout)) ||
    rate.adults !== adultCount ||
    !sameAges(rate.childAges, normaliseChildAges(childCount, childAges))
  )
    throw badRequest(MESSAGES.rateMismatch);
  if (body.promotions.some((code) => !rate.codes.includes(code))) throw badRequest(MESSAGES.rateMismatch);
  if (rate.nonRefundable && !agent) throw badRequest(MESSAGES.nonRefundableOnlyAS);
  checkPassengers(body, rate, today);
  const idEntidad = await bookingEntityOf(deps.db, user, body.idEntidad);
  const ticket = await planTicket(deps, body, rate);
  const rooms = body.roomCriteria.roomCount;
  // each room at the sale for the booking's entity (D-25): a total shown for another one differs
  const sale = markedDisneyRoom(await disneyPricer(deps, rate.checkin, idEntidad), rate.price);
  const breakdown = disneyBookingBreakdown({
    room: { venta: sale.ventaCents, iva: sale.ivaCents },
    roomCount: rooms,
    ...(ticket && {
      ticket: {
        adult: toCents(ticket.ticket.amountAfterTax),
        child: toCents(ticket.ticket.amountAfterTaxChild),
      },
      tickets: { adults: ticket.adults, children: ticket.childs },
    }),
  });
  const monto = given(body.monto);
  if (monto !== undefined && toCents(monto) !== breakdown.total)
    throw badRequest(MESSAGES.disneyTotalMismatch);
  const price = {
    netCents: sale.price.netCents * rooms,
    markupCents: sale.price.markupCents * rooms,
    saleCents: sale.price.saleCents * rooms,
    ruleId: sale.price.ruleId,
  };
  return { rate, rooms, ticket, breakdown, idEntidad, price };
}
