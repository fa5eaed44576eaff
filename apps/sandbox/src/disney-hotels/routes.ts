import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingStateRoutes, createBookingStore, REFERENCE_CONFLICT } from '../bookings';
import { ZDate, ZRoomParty } from '../hotel-requests';
import { hash32 } from '../random';
import { DISNEY_CATEGORIES } from './catalogue';
import { checkDisneyRate, searchDisneyHotels } from './offers';
import { decodeReserveCode } from './reserve-code';
import { ticketAvailable, ticketsFor } from './tickets';

const ZAvailability = z
  .object({
    resort: z.enum(['WDW', 'DLR']),
    checkin: ZDate,
    checkout: ZDate,
    rooms: z.array(ZRoomParty).min(1).max(3),
    categoria: z.enum(DISNEY_CATEGORIES).optional(),
  })
  .refine((q) => q.checkout > q.checkin, 'checkout must be after checkin')
  .refine((q) => (Date.parse(q.checkout) - Date.parse(q.checkin)) / 86_400_000 <= 30, 'at most 30 nights');
const ZTicketsQuery = z.object({ rateId: z.string().max(40), roomId: z.string().max(10), fecha: ZDate });
const ZTicketCheck = z.object({
  date: ZDate,
  hotelId: z.string().max(20),
  ticket: z.string().max(20),
  adults: z.number().int().min(0).max(60),
  childs: z.number().int().min(0).max(30),
});
const ZBooking = z.object({
  reference: z.string().min(1).max(80),
  reserveCode: z.string().max(300),
  rooms: z.number().int().min(1).max(3).default(1),
  ticket: z
    .object({
      code: z.string().max(20),
      codeChild: z.string().max(20),
      date: ZDate,
      adults: z.number().int().min(0).max(60),
      childs: z.number().int().min(0).max(30),
    })
    .nullish(),
  passengers: z
    .array(z.object({ nombres: z.string().max(100), apellidos: z.string().max(100) }))
    .min(1)
    .max(20),
});

const bad = (message: string) => ({ error: 'bad_request', message });
const NOT_SOLD = { error: 'rate_unavailable', message: 'rate not sold' };

/**
 * Disney's own hotel distribution: resorts of Walt Disney World and Disneyland with their
 * rates, the tickets package rates require and their availability, and bookings by the
 * caller's reference.
 */
export const disneyHotelRoutes = async (app: FastifyInstance) => {
  const bookings = createBookingStore<Record<string, unknown>>();

  app.post('/availability', async (request, reply) => {
    const q = ZAvailability.safeParse(request.body);
    if (!q.success) return reply.code(400).send(bad(q.error.message));
    return { hotels: searchDisneyHotels(q.data) };
  });

  app.post('/rates/check', async (request, reply) => {
    const key = decodeReserveCode((request.body as { reserveCode?: unknown } | undefined)?.reserveCode);
    const rate = key && checkDisneyRate(key);
    if (!rate) return reply.code(404).send(NOT_SOLD);
    return { rate };
  });

  app.get('/tickets', async (request, reply) => {
    const q = ZTicketsQuery.safeParse(request.query);
    if (!q.success) return reply.code(400).send(bad(q.error.message));
    const [hotelId, roomCode, plan] = q.data.rateId.split(':');
    if (plan !== 'PKG' || roomCode !== q.data.roomId || !hotelId?.startsWith('WDW-'))
      return reply.code(404).send({ error: 'no_ticket', message: 'this rate requires no ticket' });
    return { tickets: ticketsFor(q.data.fecha) };
  });

  app.post('/tickets/availability', async (request, reply) => {
    const q = ZTicketCheck.safeParse(request.body);
    if (!q.success) return reply.code(400).send(bad(q.error.message));
    return { available: q.data.adults + q.data.childs > 0 && ticketAvailable(q.data.ticket, q.data.date) };
  });

  app.post('/bookings', async (request, reply) => {
    const body = ZBooking.safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    const { reference, reserveCode, rooms, ticket } = body.data;
    const fingerprint = JSON.stringify([reserveCode, rooms, ticket ?? null]);
    const seen = bookings.get(reference);
    if (seen)
      return seen.fingerprint === fingerprint ? seen.answer : reply.code(409).send(REFERENCE_CONFLICT);
    const key = decodeReserveCode(reserveCode);
    const rate = key && checkDisneyRate(key);
    if (!rate) return reply.code(404).send(NOT_SOLD);
    if (ticket && !ticketAvailable(ticket.code, ticket.date))
      return reply.code(409).send({ error: 'ticket_sold_out', message: 'ticket sold out on that date' });
    const code = `${rate.hotelId.slice(0, 3)}-${hash32(reference).toString(36).toUpperCase().padStart(6, '0').slice(0, 6)}`;
    return bookings.book({ reference, fingerprint, code, state: 'confirmed' }, () => ({
      supplierResId: code,
      status: 'confirmed',
      total: Math.round(rate.price.amountAfterTax * rooms * 100) / 100,
    })).answer;
  });

  bookingStateRoutes(app, bookings);
};
