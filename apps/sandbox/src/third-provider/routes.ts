import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingStateRoutes, createBookingStore, REFERENCE_CONFLICT } from '../bookings';
import { hash32 } from '../random';
import { checkRate, searchHotels } from './offers';
import { decodeRateKey } from './rate-key';

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZAvailability = z
  .object({
    CityCode: z.string().regex(/^[A-Z]{3}$/),
    CheckIn: ZDate,
    CheckOut: ZDate,
    Occupancy: z.object({
      Adults: z.number().int().min(1).max(10),
      ChildAges: z.array(z.number().int().min(0).max(17)).max(10).default([]),
    }),
    Category: z.number().int().min(0).max(5).optional(),
  })
  .refine((q) => q.CheckOut > q.CheckIn, 'CheckOut must be after CheckIn')
  .refine((q) => (Date.parse(q.CheckOut) - Date.parse(q.CheckIn)) / 86_400_000 <= 30, 'at most 30 nights');
const ZGuest = z.object({ FirstName: z.string().max(100), LastName: z.string().max(100) });
const ZBooking = z.object({
  ClientReference: z.string().min(1).max(80),
  RateKey: z.string().max(300),
  Holder: ZGuest,
  Guests: z
    .array(ZGuest.extend({ Type: z.enum(['ADT', 'CHD']), Age: z.number().int().min(0).max(120).optional() }))
    .min(1)
    .max(20),
});

const error = (ErrorCode: string, ErrorMessage: string) => ({ ErrorCode, ErrorMessage });
const NOT_AVAILABLE = error('RATE_NOT_AVAILABLE', 'The rate is no longer available');

/**
 * The third wholesale provider, a bedbank: hotels of a city by IATA code and category, a rate
 * re-priced by its RateKey, one room booked per call under the caller's reference, its state
 * and its cancellation by booking code (apps/sandbox/README.md).
 */
export const thirdProviderRoutes = async (app: FastifyInstance) => {
  const bookings = createBookingStore<Record<string, unknown>>();

  app.post('/availability', async (request, reply) => {
    const q = ZAvailability.safeParse(request.body);
    if (!q.success) return reply.code(400).send(error('INVALID_REQUEST', q.error.message));
    const { CityCode, CheckIn, CheckOut, Occupancy, Category } = q.data;
    const hotels = searchHotels({
      city: CityCode,
      checkin: CheckIn,
      checkout: CheckOut,
      adults: Occupancy.Adults,
      childAges: Occupancy.ChildAges,
      category: Category,
    });
    return { Currency: 'USD', Hotels: hotels };
  });

  app.post('/rates/check', async (request, reply) => {
    const key = decodeRateKey((request.body as { RateKey?: unknown } | undefined)?.RateKey);
    const rate = key && checkRate(key);
    if (!rate) return reply.code(404).send(NOT_AVAILABLE);
    return { Rate: rate };
  });

  app.post('/bookings', async (request, reply) => {
    const body = ZBooking.safeParse(request.body);
    if (!body.success) return reply.code(400).send(error('INVALID_REQUEST', body.error.message));
    const { ClientReference, RateKey, Guests } = body.data;
    const fingerprint = JSON.stringify([RateKey, Guests.length]);
    const seen = bookings.get(ClientReference);
    if (seen)
      return seen.fingerprint === fingerprint ? seen.answer : reply.code(409).send(REFERENCE_CONFLICT);
    const key = decodeRateKey(RateKey);
    const rate = key && checkRate(key);
    if (!key || !rate) return reply.code(409).send(NOT_AVAILABLE);
    if (Guests.length !== key.adults + key.childAges.length)
      return reply.code(409).send(error('GUEST_COUNT_MISMATCH', 'Guests do not match the rate occupancy'));
    const code = `TPX-${hash32(`tpx:${ClientReference}`).toString(36).toUpperCase().padStart(7, '0')}`;
    return bookings.book({ reference: ClientReference, fingerprint, code, state: 'confirmed' }, () => ({
      BookingCode: code,
      Status: 'CONFIRMED',
      ClientReference,
      HotelCode: rate.HotelCode,
      HotelName: rate.HotelName,
      RoomTypeName: rate.RoomTypeName,
      BoardName: rate.BoardName,
      CheckIn: rate.CheckIn,
      CheckOut: rate.CheckOut,
      Net: rate.Net,
      Tax: rate.Tax,
      Gross: rate.Gross,
      Currency: rate.Currency,
    })).answer;
  });

  bookingStateRoutes(app, bookings);
};
