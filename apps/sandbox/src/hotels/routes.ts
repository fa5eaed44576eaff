import type { SupplierBooking } from '@portal/domain/supplier-wire/hotels';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingStateRoutes, createBookingStore, REFERENCE_CONFLICT } from '../bookings';
import { ZDate, ZRoomParty } from '../hotel-requests';
import { hotelById } from './catalogue';
import { quoteRate, searchOffers } from './offers';
import { decodeRateKey } from '@portal/domain/supplier-wire/hotel-token';
import { bookingCode, SHAPES, wireHotel, wireRate } from './shapes';

const ZAvailability = z.object({
  hotelIds: z.array(z.string().max(80)).min(1).max(500),
  checkin: ZDate,
  checkout: ZDate,
  rooms: z
    .array(ZRoomParty.extend({ roomCount: z.number().int().min(1).max(10) }))
    .min(1)
    .max(10),
});
const ZToken = z.object({ token: z.string().max(400) });
const ZBooking = z.object({ reference: z.string().min(1).max(80), token: z.string().max(400) });

const bad = (message: string) => ({ error: 'bad_request', message });

const key = 'PRESTIGE';

/**
 * The hotel supplier Prestige, in its JSON (Omnibees and HBSI speak OTA: ota/routes.ts):
 * availability for a list of hotels, a rate re-priced by its token, bookings by the caller's
 * reference, their state, and cancellation.
 */
export const prestigeRoutes = async (app: FastifyInstance) => {
  const bookings = createBookingStore<SupplierBooking & { estado: 'CONFIRMADA' }>();

  // Its rates are a pure function of the query, so, as a real supplier caches its own, the
  // answer of a query is kept (a bounded number of them) and sent as written.
  const answers = new Map<string, string>();
  app.post('/availability', async (request, reply) => {
    const q = ZAvailability.safeParse(request.body);
    if (!q.success) return reply.code(400).send(bad(q.error.message));
    const cacheKey = JSON.stringify(q.data);
    let answer = answers.get(cacheKey);
    if (answer === undefined) {
      const hotels = q.data.hotelIds.map(hotelById).filter((h) => h !== undefined);
      const offers = searchOffers(key, {
        hotels,
        checkin: q.data.checkin,
        checkout: q.data.checkout,
        criteria: q.data.rooms,
      });
      answer = JSON.stringify({ hoteles: offers.map(wireHotel) });
      if (answers.size >= 200) answers.delete(answers.keys().next().value!);
      answers.set(cacheKey, answer);
    }
    return reply.type('application/json').send(answer);
  });

  const quoteOf = (token: string) => {
    const rateKey = decodeRateKey(token);
    return rateKey && rateKey.supplier === key ? quoteRate(key, rateKey) : undefined;
  };

  app.post('/rates/check', async (request, reply) => {
    const body = ZToken.safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    const offer = quoteOf(body.data.token);
    if (!offer) return reply.code(404).send({ error: 'rate_unavailable', message: 'rate not sold' });
    return { tarifa: wireRate(offer) };
  });

  app.post('/bookings', async (request, reply) => {
    const body = ZBooking.safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    const { reference, token } = body.data;
    const seen = bookings.get(reference);
    if (seen) return seen.fingerprint === token ? seen.answer : reply.code(409).send(REFERENCE_CONFLICT);
    const offer = quoteOf(token);
    if (!offer) return reply.code(409).send({ error: 'rate_unavailable', message: 'rate not sold' });
    const code = bookingCode(key, reference);
    return bookings.book({ reference, fingerprint: token, code, state: 'confirmed' }, () => ({
      codigoReserva: code,
      ...SHAPES[key].booking(offer, reference),
      estado: 'CONFIRMADA',
    })).answer;
  });

  bookingStateRoutes(app, bookings);
};
