import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hash32 } from '../random';
import { createBookingStore, REFERENCE_CONFLICT, stateAnswer } from '../bookings';
import { ticketInfo } from './catalogue';
import type { PreBookAnswer, TicketCatalogue, TicketProduct, TicketQuote, TicketSupplierName } from './types';

const REF_PREFIX: Record<TicketSupplierName, string> = { DISNEY: 'WDW', DISNEYLAND: 'DLR', UNIVERSAL: 'UOR' };

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZSearch = z.object({ date: ZDate, days: z.coerce.number().int().min(1).max(10).optional() });
const ZDated = z.object({ date: ZDate.optional() });
const ZPreBook = z.object({
  reference: z.string().min(1).max(80),
  code: z.string().min(1).max(40),
  date: ZDate,
  adults: z.number().int().min(0).max(20),
  children: z.number().int().min(0).max(20),
  passengers: z.array(z.record(z.string(), z.unknown())).max(40),
  total: z.number().min(0),
  event: z.object({ eventDateTime: z.string().max(40), salesProgramId: z.string().max(40) }).optional(),
});

/** A product as the supplier publishes it: no pricing internals. */
const wireProduct = (p: TicketProduct) => ({
  park: p.park,
  code: p.code,
  codeChild: p.codeChild,
  name: p.name,
  category: p.category,
  days: p.days,
  usageWindowDays: p.usageWindowDays,
  bannerColor: p.bannerColor,
  findEvents: p.findEvents,
  ...(p.programId ? { programId: p.programId } : {}),
  cancelPolicy: p.cancelPolicy,
});

/** Prices per person in US dollars, as the parks publish them. */
const wireQuote = (q: TicketQuote) => ({
  product: wireProduct(q.product),
  date: q.date,
  soldOut: q.soldOut,
  adult: q.adult / 100,
  child: q.child / 100,
});

const notFound = { error: 'not_found', message: 'unknown product' };
type CodeParams = { Params: { code: string } };

/**
 * One theme-park ticket supplier (Walt Disney World, Disneyland, Universal) under its own
 * prefix: the day's products, one product's terms, its price on a date, its events,
 * pre-bookings by the caller's reference with their state, and their cancellation by the code
 * the pre-booking answered (`supplierRef`).
 */
export const ticketSupplierRoutes =
  (name: TicketSupplierName, catalogue: TicketCatalogue) => async (app: FastifyInstance) => {
    const bookings = createBookingStore<PreBookAnswer>();

    app.get('/products', async (request, reply) => {
      const q = ZSearch.safeParse(request.query);
      if (!q.success) return reply.code(400).send({ error: 'bad_request', message: q.error.message });
      return { quotes: catalogue.search(q.data.date, q.data.days).map(wireQuote) };
    });

    app.get<CodeParams>('/products/:code', async (request, reply) => {
      const product = catalogue.product(request.params.code);
      const q = ZDated.safeParse(request.query);
      if (!product || !q.success) return reply.code(404).send(notFound);
      return { product: wireProduct(product), info: ticketInfo(product, q.data.date) };
    });

    app.get<CodeParams>('/products/:code/quote', async (request, reply) => {
      const product = catalogue.product(request.params.code);
      const q = ZSearch.safeParse(request.query);
      if (!product || !q.success) return reply.code(404).send(notFound);
      const quote = catalogue.quote(product.code, q.data.date);
      return { product: wireProduct(product), quote: quote ? wireQuote(quote) : null };
    });

    app.get<CodeParams>('/products/:code/events', async (request, reply) => {
      const product = catalogue.product(request.params.code);
      const q = ZSearch.safeParse(request.query);
      if (!product?.findEvents || !q.success) return reply.code(404).send(notFound);
      return { events: catalogue.events(product.code, q.data.date) };
    });

    app.post('/prebookings', async (request, reply) => {
      const parsed = ZPreBook.safeParse(request.body);
      if (!parsed.success)
        return reply.code(400).send({ error: 'bad_request', message: parsed.error.message });
      const req = parsed.data;
      const fingerprint = JSON.stringify([req.code, req.date, req.adults, req.children, req.event ?? null]);
      const seen = bookings.get(req.reference);
      if (seen)
        return seen.fingerprint === fingerprint ? seen.answer : reply.code(409).send(REFERENCE_CONFLICT);
      const quote = catalogue.quote(req.code, req.date);
      if (!quote || quote.soldOut) return reply.code(409).send({ error: 'sold_out', message: 'sold out' });
      const quantity = req.adults + req.children;
      // Only the event's capacity is checked: the places already sold are the caller's count
      // (the agency's share of the event, apps/api ticket_event_places).
      if (req.event) {
        const event = catalogue
          .events(req.code, req.date)
          .find((e) => e.eventDateTime === req.event?.eventDateTime);
        if (!event || event.available < quantity)
          return reply.code(409).send({ error: 'event_full', message: 'event full' });
      }
      const ref = hash32(`${name}:${req.reference}:${req.code}:${req.date}`).toString(36).toUpperCase();
      const supplierRef = `${REF_PREFIX[name]}-${ref.padStart(7, '0')}`;
      return bookings.book(
        { reference: req.reference, fingerprint, code: supplierRef, state: 'pre_booked' },
        () => ({
          supplierRef,
          status: 'pre_booked' as const,
          product: req.code,
          date: req.date,
          quantity,
          total: req.total,
          currency: 'USD' as const,
          ...(req.event ? { event: req.event } : {}),
        }),
      ).answer;
    });

    app.get<{ Params: { reference: string } }>('/prebookings/:reference', async (request, reply) => {
      const b = bookings.get(request.params.reference);
      if (!b) return reply.code(404).send({ error: 'not_found', message: 'no booking with that reference' });
      return stateAnswer(b);
    });

    // Cancels by the park's code, whatever the booking's kind (a dated ticket, a Universal event):
    // the places of an event are the caller's count, so nothing else changes here. A cancelled
    // booking cancelled again answers the same; a code this park never gave, 404.
    app.delete<CodeParams>('/prebookings/by-code/:code', async (request, reply) => {
      const b = bookings.cancel(request.params.code);
      if (!b) return reply.code(404).send({ error: 'not_found', message: 'no booking with that code' });
      return stateAnswer(b);
    });
  };
