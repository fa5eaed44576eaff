import { MESSAGES } from '@portal/domain/messages';
import {
  breakdownToAmounts,
  checkClientEntity,
  checkPassenger,
  checkTicketCounts,
  checkTicketSaleDate,
  fail,
  fmt,
  given,
  isAgenteAS,
  paxKind,
  parseProviderPrice,
  passengerAge,
  ticketOrderBreakdown,
  toCents,
  type IsoDate,
  type TParkId,
  type TTicketBookingRequest,
  ticketPriceObject,
} from '@portal/domain';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, fromSupplier, must } from '../../errors';
import { userMayBookFor } from '../main/entities/repo';
import type { TicketQuote } from '../../suppliers/tickets';
import { todayOf } from '../module-deps';
import type { TicketsDeps } from './deps';
import { markedTicketQuote, ticketPrice, ticketPricer } from './ticket-prices';

/**
 * The order breakdown of spec §3 from the per-person prices (domain pricing); a markup's
 * per-booking amount (D-25) is added once to the rate, before the fees.
 */
const quoteBreakdown = (quote: TicketQuote, adults: number, minors: number, perBookingCents = 0) => {
  const plain = ticketOrderBreakdown({
    adult: parseProviderPrice(ticketPriceObject(quote.adult)),
    child: parseProviderPrice(ticketPriceObject(quote.child)),
    adults,
    minors,
  });
  const cents = {
    ...plain,
    tarifa: plain.tarifa + perBookingCents,
    total: plain.total + perBookingCents,
  };
  return { cents, amounts: breakdownToAmounts(cents) };
};

/** The quote at the sale for the entity, its breakdown for the party, and the booking's price. */
export async function pricedTicket(
  deps: TicketsDeps,
  o: {
    park: TParkId;
    date: IsoDate;
    idEntidad: number | null;
    quote: TicketQuote;
    adults: number;
    minors: number;
  },
) {
  const pricer = await ticketPricer(deps, o.park, o.date, o.idEntidad);
  const quote = markedTicketQuote(o.quote, pricer);
  const { cents, amounts } = quoteBreakdown(quote, o.adults, o.minors, pricer.perBookingCents);
  const net = quoteBreakdown(o.quote, o.adults, o.minors).cents;
  return { quote, cents, amounts, price: ticketPrice(net.tarifa, cents.tarifa, pricer) };
}

/** More than a cent apart (the client rounds too). */
const differs = (amount: number | undefined, cents: number) =>
  amount !== undefined && Math.abs(toCents(amount) - cents) > 1;

// spec §5: the first cantidadAdultos passengers are the adults, the rest the minors (3-9 on
// the entry date, their edad taken on that date as the domain's passengerAge does).
function checkPassengers(body: TTicketBookingRequest, today: IsoDate) {
  body.pasajeros.forEach((p, i) => {
    const adult = i < body.cantidadAdultos;
    const isMinorAge = paxKind(p.edad, 'tickets') === 'minor';
    const check = checkPassenger(p, {
      group: adult ? 'adult' : 'minor',
      form: 'ticket',
      today,
      refDate: body.checkin,
      minorAge: isMinorAge ? p.edad : undefined,
      isLead: i === 0,
    });
    must(check, { path: `pasajeros.${i}` });
    // The birth date fits 3-9 but the stated edad does not: the two disagree.
    if (!adult && !isMinorAge) must(fail('minorBirthDateOutOfRange', 'edad'), { path: `pasajeros.${i}` });
    // edad is the age on the entry date (spec §3 "edad (computed)"), for adults too.
    if (p.edad !== passengerAge(p.nacimiento, body.checkin)) {
      const message = fmt('passengerAgeMismatch', { name: `${p.nombres} ${p.apellidos}`.trim() });
      throw badRequest(message, [{ field: `pasajeros.${i}.edad`, message }]);
    }
  });
}

async function checkEntity(deps: TicketsDeps, user: AuthUser, idEntidad: number | undefined) {
  if (!isAgenteAS(user)) return null; // spec §6: only AS agents book for a client entity
  must(checkClientEntity({ isAgenteAS: true, idEntidad }));
  if (!(await userMayBookFor(deps.db, user.id, idEntidad!)))
    throw badRequest(MESSAGES.clientEntityNotAllowed);
  return idEntidad!;
}

/** The event a Universal booking takes places of (findEvents products only). */
export type PlannedEvent = {
  eventDateTime: string;
  salesProgramId: string;
  /** the supplier's capacity for the event */
  initial: number;
  quantity: number;
};

async function checkUniversal(deps: TicketsDeps, body: TTicketBookingRequest, quote: TicketQuote) {
  const rq = body.rqUniversal;
  if (!rq) {
    must(fail('universalRequestRequired', 'rqUniversal'));
    return undefined;
  }
  const { product } = quote;
  const quantity = body.cantidadAdultos + body.cantidadChild;
  // The schema checked the YYYY-MM-DDTHH:MM:SS shape; the day must be the entry date.
  if (!rq.eventDateTime.startsWith(`${body.checkin}T`))
    must(fail('universalEventDateTime', 'rqUniversal.eventDateTime'));
  // rq.pax is not compared: the server sends the checked pasajeros (see bookTickets).
  const matches =
    rq.pluAdl === product.code &&
    (body.cantidadChild === 0 || rq.pluChd === product.codeChild) &&
    rq.cantidadTickets === quantity &&
    rq.salesProgramId === product.programId;
  if (!matches) throw badRequest(MESSAGES.universalRequestMismatch, [{ field: 'rqUniversal' }]);
  if (!product.findEvents) return undefined;
  const events = await fromSupplier(
    deps.suppliers.universal.events({ code: product.code, date: body.checkin }),
    MESSAGES.ticketAvailabilityError,
  );
  const event = events?.find((e) => e.eventDateTime === rq.eventDateTime);
  // The capacity is checked here; the places left are taken in the booking transaction.
  if (!event || event.available < quantity)
    must(fail('selectedTicketUnavailable', 'rqUniversal.eventDateTime'));
  const planned: PlannedEvent = {
    eventDateTime: rq.eventDateTime,
    salesProgramId: rq.salesProgramId,
    initial: event!.available,
    quantity,
  };
  return planned;
}

/**
 * Every rule of a ticket booking, re-checked on the server before anything is written:
 * product, entry date (today to the sale horizon), counts and days, passengers (edad on the
 * entry date, email on the lead adult only), entity, Universal event, and the amount
 * recomputed from the supplier's current price.
 */
export async function checkTicketBooking(
  deps: TicketsDeps,
  park: TParkId,
  body: TTicketBookingRequest,
  user: AuthUser,
) {
  const today = todayOf(deps);
  must(checkTicketSaleDate(body.checkin, { today }, 'checkin'));
  const offered = await fromSupplier(
    deps.suppliers[park].availability({ code: body.codigoTicketAdult, date: body.checkin }),
    MESSAGES.ticketAvailabilityError,
  );
  const product = offered?.product;
  if (!product || body.codigoTicketChild !== product.codeChild)
    must(fail('ticketUnavailable', 'codigoTicketAdult'));
  const days = park === 'universal' ? null : product!.days;
  must(checkTicketCounts({ park, adults: body.cantidadAdultos, minors: body.cantidadChild, days }));
  checkPassengers(body, today);
  const idEntidad = await checkEntity(deps, user, given(body.idEntidad));

  const quote = offered!.quote;
  if (!quote || quote.soldOut) must(fail('selectedTicketUnavailable', 'checkin'));
  const event = park === 'universal' ? await checkUniversal(deps, body, quote!) : undefined;
  // the sale for the booking's entity: a price shown for another one does not match (D-25)
  const {
    quote: sale,
    cents,
    amounts,
    price,
  } = await pricedTicket(deps, {
    park,
    date: body.checkin,
    idEntidad,
    quote: quote!,
    adults: body.cantidadAdultos,
    minors: body.cantidadChild,
  });
  const minors = body.cantidadChild > 0;
  if (
    differs(body.monto, cents.total) ||
    differs(body.tarifaAdulto, sale.adult) ||
    (minors && differs(given(body.tarifaChild), sale.child))
  )
    throw badRequest(MESSAGES.amountMismatch, [{ field: 'monto', expected: amounts.total }]);
  return { product: product!, quote: sale, cents, amounts, idEntidad, event, price };
}
