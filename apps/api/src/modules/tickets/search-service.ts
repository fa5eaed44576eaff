import {
  checkTicketCounts,
  checkTicketSaleDate,
  fail,
  MESSAGES,
  type TBuscarTktParams,
  type TFindEventsParams,
  type TTicketAvailabilityQuery,
  type TTicketInfo,
  type TUniversalTicketInfo,
  ticketPriceObject,
} from '@portal/domain';
import { fromSupplier, must, notFound } from '../../errors';
import { TICKET_SUPPLIERS, type TicketQuote, type TicketSupplier } from '../../suppliers/tickets';
import { todayOf } from '../module-deps';
import type { TicketsDeps } from './deps';
import { pricedTicket } from './book-rules';
import { markedTicketQuote, ticketPricer } from './ticket-prices';
import { recommendUniversal, toOffer } from './answers';
import { remainingEventPlaces } from './repo';
import { type TTicketAvailabilityAnswer, type TTicketAvailabilityRequest } from '@portal/domain';

type DisneyPark = 'disney' | 'disneyland';

/** spec §7 ticket-by-fecha(-california): the park's offers of that many days; 400 for a past date. */
export async function searchDisney(
  deps: TicketsDeps,
  park: DisneyPark,
  q: { fecha: string; durationDays: number },
  idEntidad: number | null = null,
) {
  must(checkTicketSaleDate(q.fecha, { today: todayOf(deps) }, 'fecha'));
  const supplier = deps.suppliers[park];
  const quotes = await fromSupplier(
    supplier.search({ date: q.fecha, days: q.durationDays }),
    MESSAGES.serverError,
  );
  // the agency's sale prices for the entity the quote is for (D-25)
  const pricer = await ticketPricer(deps, park, q.fecha, idEntidad);
  return quotes.map((x) => toOffer(markedTicketQuote(x, pricer)));
}

const infoOf = async (supplier: TicketSupplier, code: string, date?: string) => {
  const info = await fromSupplier(supplier.info({ code, date }), MESSAGES.serverError);
  if (!info) throw notFound(MESSAGES.ticketUnavailable);
  return info;
};

/** spec §7 ticket-info(-disneyland)/{code}/{date}: usage window and cancellation policy. */
export const disneyTicketInfo = (deps: TicketsDeps, park: DisneyPark, code: string, date: string) =>
  infoOf(deps.suppliers[park], code, date) as Promise<TTicketInfo>;

/** spec §7 disponibilidad-ticket(-california): current prices, or disponible false when sold out. */
export async function checkAvailability(
  deps: TicketsDeps,
  park: DisneyPark,
  q: TTicketAvailabilityQuery,
  body: TTicketAvailabilityRequest,
  idEntidad: number | null = null,
): Promise<TTicketAvailabilityAnswer> {
  const code = 'codeAdult' in body ? body.codeAdult : body.productId;
  const codeChild = 'codeAdult' in body ? body.codeChild : body.productIdChild;
  must(checkTicketSaleDate(q.in, { today: todayOf(deps) }, 'in'));
  const offered = await fromSupplier(
    deps.suppliers[park].availability({ code, date: q.in }),
    MESSAGES.ticketAvailabilityError,
  );
  const product = offered?.product;
  if (!product || (codeChild !== undefined && codeChild !== product.codeChild))
    must(fail('ticketUnavailable', 'codeAdult'));
  must(checkTicketCounts({ park, adults: q.adults, minors: q.childs, days: product!.days }));
  const raw = offered!.quote;
  const ids = { fecha: q.in, productId: product!.code, productIdChild: product!.codeChild };
  if (!raw || raw.soldOut) return { disponible: false, message: MESSAGES.selectedTicketUnavailable, ...ids };
  const priced = { park, date: q.in, idEntidad, quote: raw, adults: q.adults, minors: q.childs };
  const { quote, amounts } = await pricedTicket(deps, priced);
  return {
    disponible: true,
    status: 'Active',
    ...ids,
    durationDays: product!.days,
    moneda: 'USD',
    nombre: product!.name,
    productName: product!.name,
    tarifaAdulto: quote.adult / 100,
    tarifaChild: quote.child / 100,
    taxAdult: ticketPriceObject(quote.adult),
    taxChild: ticketPriceObject(quote.child),
    desglose: amounts,
    total: amounts.total,
  };
}

/** spec §7 buscartkt/{adults}/{children}/{date}: every Universal ticket of the day and a few picks. */
export async function searchUniversal(
  deps: TicketsDeps,
  q: TBuscarTktParams,
  idEntidad: number | null = null,
) {
  must(checkTicketCounts({ park: 'universal', adults: q.adults, minors: q.children }));
  must(checkTicketSaleDate(q.date, { today: todayOf(deps) }, 'date'));
  const [quotes, pricer] = await Promise.all([
    fromSupplier(deps.suppliers.universal.search({ date: q.date }), MESSAGES.serverError),
    ticketPricer(deps, 'universal', q.date, idEntidad),
  ]);
  const offer = (x: TicketQuote) => toOffer(markedTicketQuote(x, pricer));
  return { todos: quotes.map(offer), recomendados: recommendUniversal(quotes, q).map(offer) };
}

/** spec §7 ticket-info/{code}: Universal policy text. */
export async function universalTicketInfo(deps: TicketsDeps, code: string): Promise<TUniversalTicketInfo> {
  const info = await infoOf(deps.suppliers.universal, code);
  return { code: info.code, policy: `${info.cancelPolicy} ${info.usageWindow}` };
}

/**
 * spec §7 findEvents/{code}/{date}/{programId}/{quantity}: the events with room for the party.
 * The supplier answers its capacity per event; the places our bookings took are kept in
 * ticket_event_places, so `available` is what is left of it.
 */
export async function findEvents(deps: TicketsDeps, q: TFindEventsParams) {
  must(checkTicketSaleDate(q.date, { today: todayOf(deps) }, 'date'));
  const all = await fromSupplier(
    deps.suppliers.universal.events({ code: q.code, date: q.date }),
    MESSAGES.ticketAvailabilityError,
  );
  if (!all) throw notFound(MESSAGES.ticketUnavailable);
  const events = all.filter((e) => e.salesProgramId === q.programId && e.available >= q.quantity);
  const left = await remainingEventPlaces(
    deps.db,
    TICKET_SUPPLIERS.universal,
    q.programId,
    events.map((e) => e.eventDateTime),
  );
  return events
    .map((e) => ({ ...e, available: Math.min(e.available, left.get(e.eventDateTime) ?? e.available) }))
    .filter((e) => e.available >= q.quantity);
}
