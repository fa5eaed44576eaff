import { agencyToday, diffDays, isValidIsoDate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createBookingStore, REFERENCE_CONFLICT, stateAnswer } from '../bookings';
import { hash32 } from '../random';
import { activityOffer, createSlotBook } from './activity-offers';
import { bookingAnswer, bookingCodeOf, checkBooking, ZBookingRequest, type Seats } from './booking';
import { activitiesOf, activityOf, meetingPoints, wireStaticProduct } from './catalogue';
import { destinationOf, searchDestinations, wireDestination } from './destinations';
import { paxOf, wireOccupation, ZOccupation } from './pax';
import { transferPoints, wirePlace } from './places';
import { createTokenBook, type HeldToken, type TokenOptions } from './tokens';
import { planTransfer } from './transfer-legs';
import { transferOffers } from './transfer-offers';

const ZDate = z.string().refine(isValidIsoDate, 'a date YYYY-MM-DD');
const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time HH:mm');
const ZActivityAvailability = z
  .object({
    productCode: z.string().min(1).max(30),
    fromDate: ZDate,
    toDate: ZDate,
    availRequestV2Occupation: ZOccupation,
  })
  .refine((q) => q.toDate >= q.fromDate, 'toDate before fromDate')
  .refine((q) => diffDays(q.toDate, q.fromDate) <= 31, 'at most 31 days');
const ZTransferAvailability = z.object({
  destinationCode: z.string().max(10).optional(),
  fromDate: ZDate,
  toDate: ZDate,
  availRequestV2Occupation: ZOccupation,
  transferOptions: z
    .array(
      z.object({
        type: z.enum(['ONEWAYTRIP', 'TWOWAY']),
        origin: z.object({ id: z.string().min(1).max(30), time: ZTime }),
        destination: z.object({ id: z.string().min(1).max(30), time: ZTime.optional() }),
      }),
    )
    .length(1),
});

const error = (errorCode: string, errorMessage: string) => ({ errorCode, errorMessage });
const iso = (ms: number) => new Date(ms).toISOString();

/** What a token priced, as the availability answered it (and GET /availability/{echoToken}). */
const wireHeld = (t: HeldToken) => ({
  echoToken: t.echoToken,
  serviceType: t.kind,
  tokenExpiresAt: iso(t.expiresAt),
  availRequestV2Occupation: wireOccupation(t.pax),
  ...(t.locations ? { locations: t.locations } : {}),
  currencyCode: 'USD',
  availabilityV2Products: t.products.map((p) => p.wire),
});

/**
 * DESTSERVICES, a destination-services provider (activities and transfers) in its own
 * spelling: static data V2, availability V2 answered under an echoToken, bookings on a token
 * by the caller's reference (apps/sandbox/README.md).
 */
export const destServicesRoutes =
  (options: TokenOptions = {}) =>
  async (app: FastifyInstance) => {
    const tokens = createTokenBook(options);
    const slots = createSlotBook();
    const bookings = createBookingStore<ReturnType<typeof bookingAnswer>>();
    const seatsByCode = new Map<string, Seats>();
    const today = () => agencyToday(new Date(tokens.now()));
    const productBookingCode = (token: string, code: string) =>
      `PB${hash32(`${token}:${code}`).toString(36).toUpperCase().padStart(7, '0')}`;

    app.get<{ Querystring: { keyFilter?: string } }>('/static-data/v2/destinations', async (request) => ({
      destinations: searchDestinations(String(request.query.keyFilter ?? '')).map(wireDestination),
    }));

    app.get<{ Querystring: { destinationCode?: string } }>('/static-data/v2/products', async (request) => {
      const list = activitiesOf(String(request.query.destinationCode ?? ''));
      return { products: { staticDataResponseV2Product: list.map((a) => wireStaticProduct(a, today())) } };
    });

    app.get<{ Querystring: { destinationCode?: string } }>(
      '/static-data/v2/transfer-locations',
      async (request) => {
        const destination = destinationOf(String(request.query.destinationCode ?? ''));
        return { locations: destination ? transferPoints(destination.code).map(wirePlace) : [] };
      },
    );

    app.post('/availability/v2/activities', async (request, reply) => {
      const q = ZActivityAvailability.safeParse(request.body);
      if (!q.success) return reply.code(400).send(error('INVALID_REQUEST', q.error.message));
      const activity = activityOf(q.data.productCode);
      if (!activity) return reply.code(404).send(error('PRODUCT_NOT_FOUND', 'No such product'));
      const echoToken = tokens.newToken();
      const pax = paxOf(q.data.availRequestV2Occupation);
      const query = { fromDate: q.data.fromDate, toDate: q.data.toDate, pax, today: today() };
      const product = activityOffer(activity, query, slots, productBookingCode(echoToken, activity.code));
      const locations = meetingPoints(activity);
      return wireHeld(tokens.hold({ echoToken, kind: 'ACTIVITY', pax, products: [product], locations }));
    });

    app.post('/availability/v2/transfers', async (request, reply) => {
      const q = ZTransferAvailability.safeParse(request.body);
      if (!q.success) return reply.code(400).send(error('INVALID_REQUEST', q.error.message));
      const [option] = q.data.transferOptions;
      const pax = paxOf(q.data.availRequestV2Occupation);
      const plan = planTransfer(
        {
          category: option!.type,
          destinationCode: q.data.destinationCode,
          fromDate: q.data.fromDate,
          toDate: q.data.toDate,
          origin: option!.origin.id,
          originTime: option!.origin.time,
          destination: option!.destination.id,
          returnTime: option!.destination.time,
          pax,
        },
        today(),
      );
      if ('refused' in plan) return reply.code(400).send(error(plan.refused, plan.message));
      const echoToken = tokens.newToken();
      const products = transferOffers(plan, (v) => productBookingCode(echoToken, v.code));
      return wireHeld(tokens.hold({ echoToken, kind: 'TRANSFER', pax, products }));
    });

    app.get<{ Params: { echoToken: string } }>('/availability/:echoToken', async (request, reply) => {
      const found = tokens.lookup(request.params.echoToken);
      if (found.found === 'unknown')
        return reply.code(404).send(error('TOKEN_NOT_FOUND', 'No such echoToken'));
      if (found.found === 'expired')
        return reply.code(410).send(error('TOKEN_EXPIRED', 'The echoToken has expired'));
      return wireHeld(found.token);
    });

    app.post('/bookings', async (request, reply) => {
      const body = ZBookingRequest.safeParse(request.body);
      if (!body.success) return reply.code(400).send(error('INVALID_REQUEST', body.error.message));
      const b = body.data;
      const { clientReference, holders: _holders, ...asked } = b;
      const fingerprint = JSON.stringify(asked);
      const seen = bookings.get(clientReference);
      if (seen)
        return seen.fingerprint === fingerprint ? seen.answer : reply.code(409).send(REFERENCE_CONFLICT);
      const ok = checkBooking(b, tokens.lookup(b.echoToken), slots);
      if ('status' in ok) return reply.code(ok.status).send(error(ok.errorCode, ok.errorMessage));
      const code = bookingCodeOf(clientReference);
      if (ok.seats) {
        slots.take(ok.seats.productCode, ok.seats.date, ok.seats.time, ok.seats.places);
        seatsByCode.set(code, ok.seats);
      }
      const stored = bookings.book(
        { reference: clientReference, fingerprint, code, state: 'confirmed' },
        () => bookingAnswer(code, b, ok),
      );
      return stored.answer;
    });

    app.get<{ Params: { reference: string } }>('/bookings/:reference', async (request, reply) => {
      const b = bookings.get(request.params.reference);
      if (!b) return reply.code(404).send(error('BOOKING_NOT_FOUND', 'No booking with that reference'));
      return stateAnswer(b);
    });

    // a cancellation gives the departure's places back, once
    app.delete<{ Params: { code: string } }>('/bookings/by-code/:code', async (request, reply) => {
      const before = bookings.byCode(request.params.code)?.state;
      const b = bookings.cancel(request.params.code);
      if (!b) return reply.code(404).send(error('BOOKING_NOT_FOUND', 'No booking with that code'));
      const seats = seatsByCode.get(b.code);
      if (before === 'confirmed' && seats)
        slots.give(seats.productCode, seats.date, seats.time, seats.places);
      return stateAnswer(b);
    });
  };
