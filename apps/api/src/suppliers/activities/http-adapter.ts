import type { z } from 'zod';
import type { HeldBooking } from '@portal/domain/supplier-wire/bookings';
import { bookingStateOf, cancelByCode } from '../booking-calls';
import { SupplierError } from '../core';
import type { SupplierAnswer, SupplierHttp } from '../http';
import type {
  DestServicesActivityOffer,
  DestServicesBooking,
  DestServicesBookingOutcome,
  DestServicesPax,
  DestServicesSupplier,
  DestServicesTransferOffer,
} from './types';
import {
  ZActivityHeld,
  ZBooking,
  ZDestinations,
  ZStaticProducts,
  ZTransferHeld,
  ZTransferLocations,
  type WireActivityProduct,
  type WireBooking,
  type WireOccupation,
  type WireTransferProduct,
} from './wire';

// The provider's spelling (wire.ts) read into our shapes (types.ts): a 4xx is an answer of
// its own per call, a 5xx, a timeout or a malformed answer a SupplierError.
const NAME = 'DESTSERVICES';
type WireError = { errorCode?: string; errorMessage?: string; message?: string } | undefined;

/** The provider's answer in its shape, or a SupplierError: a malformed answer is a fault, not a crash. */
const read = <S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> => {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SupplierError(NAME, 'unavailable', `malformed ${what} answer`);
  return parsed.data;
};
const why = ({ status, body }: SupplierAnswer<unknown>) =>
  (body as WireError)?.errorMessage ?? (body as WireError)?.message ?? `HTTP ${status}`;
/** The body of a 200; any other answer is a refusal of a call that should not be refused. */
const bodyOf = (res: SupplierAnswer<unknown>) => {
  if (res.status !== 200) throw new SupplierError(NAME, 'rejected', why(res));
  return res.body;
};

const occupation = (pax: DestServicesPax) => [
  ...Array.from({ length: pax.adults }, () => ({ type: 'ADL' })),
  ...pax.childAges.map((age) => ({ type: 'CHL', age })),
];
const paxOf = (o: WireOccupation): DestServicesPax => ({
  adults: o.filter((p) => p.type === 'ADL').length,
  childAges: o.flatMap((p) => (p.type === 'CHL' && p.age !== undefined ? [p.age] : [])),
});

const activityOfferOf = (p: WireActivityProduct): DestServicesActivityOffer => {
  const { productLanguages, productImage, concepts, ...same } = p;
  return {
    ...same,
    languages: productLanguages,
    image: productImage,
    concepts: concepts.map(({ conceptDate, sessions, ...c }) => ({
      ...c,
      date: conceptDate,
      timeSlots: sessions.map((s) => s.time),
    })),
  };
};
const transferOfferOf = (p: WireTransferProduct): DestServicesTransferOffer => {
  const { transferInfo: t, concepts, ...same } = p;
  return {
    ...same,
    privado: t.privateService,
    meetAndGreet: t.meetAndGreet,
    luggagePerPax: t.luggagePerPax,
    maxPax: t.maxPax,
    concepts: concepts.map(({ conceptDate, transfer, contents, ...c }) => ({
      ...c,
      date: conceptDate,
      pickUpTime: transfer.pickUpTime,
      fullContent: contents.fullContent,
    })),
  };
};
const bookingOf = (b: WireBooking): DestServicesBooking => ({
  bookingCode: b.bookingCode,
  total: b.totalAmount,
  currency: b.currencyCode,
});

const activityHeld = (body: unknown) => {
  const a = read(ZActivityHeld, body, 'activity availability');
  const offers = a.availabilityV2Products.map(activityOfferOf);
  const held = {
    echoToken: a.echoToken,
    expiresAt: a.tokenExpiresAt,
    pax: paxOf(a.availRequestV2Occupation),
  };
  return { ...held, offers, locations: a.locations ?? [] };
};
const transferHeld = (body: unknown) => {
  const t = read(ZTransferHeld, body, 'transfer availability');
  const offers = t.availabilityV2Products.map(transferOfferOf);
  return {
    echoToken: t.echoToken,
    expiresAt: t.tokenExpiresAt,
    pax: paxOf(t.availRequestV2Occupation),
    offers,
  };
};

/** DESTSERVICES over HTTP (the simulator's /dest-services, or the real one by SUPPLIER_DESTSERVICES_URL). */
export function createHttpDestServicesSupplier(http: SupplierHttp): DestServicesSupplier {
  // every call reads, prices under a fresh token, or books under our reference: all may be resent
  const get = (path: string, query?: Record<string, string>) =>
    http.call<unknown>(NAME, { method: 'GET', path, query, idempotent: true });
  const post = (path: string, body: unknown) =>
    http.call<unknown>(NAME, { method: 'POST', path, body, idempotent: true });
  return {
    destinations: async (keyFilter) => {
      const body = bodyOf(await get('/static-data/v2/destinations', { keyFilter }));
      return read(ZDestinations, body, 'destinations').destinations.map((d) => ({
        destinationCode: d.destinationCode,
        destinationName: d.destinationName,
        countryCode: d.countryIsoCode,
        countryName: d.countryName,
      }));
    },
    activities: async (destinationCode) => {
      const body = bodyOf(await get('/static-data/v2/products', { destinationCode }));
      return read(ZStaticProducts, body, 'static data').products.staticDataResponseV2Product.map(
        ({ productDescription, productLanguages, productImage, childAgeFrom, childAgeTo, ...same }) => ({
          ...same,
          description: productDescription,
          languages: productLanguages,
          image: productImage,
          minChildAge: childAgeFrom,
          maxChildAge: childAgeTo,
        }),
      );
    },
    activityAvailability: async (q) => {
      const res = await post('/availability/v2/activities', {
        productCode: q.productCode,
        fromDate: q.fromDate,
        toDate: q.toDate,
        availRequestV2Occupation: occupation(q.pax),
      });
      // a product the provider does not sell (any more): nothing to offer, not a fault
      if (res.status === 404)
        return { echoToken: '', expiresAt: new Date().toISOString(), locations: [], offers: [] };
      const { echoToken, expiresAt, locations, offers } = activityHeld(bodyOf(res));
      return { echoToken, expiresAt, locations, offers };
    },
    transferLocations: async (destinationCode) =>
      read(
        ZTransferLocations,
        bodyOf(await get('/static-data/v2/transfer-locations', { destinationCode })),
        'transfer locations',
      ).locations,
    transferAvailability: async (q) => {
      // a 400 (an unknown point, points of two destinations) is a rejected request
      const res = await post('/availability/v2/transfers', {
        ...(q.destinationCode ? { destinationCode: q.destinationCode } : {}),
        fromDate: q.fromDate,
        toDate: q.category === 'TWOWAY' ? q.toDate : q.fromDate,
        availRequestV2Occupation: occupation(q.pax),
        transferOptions: [
          {
            type: q.category,
            origin: { id: q.originCode, time: q.originTime },
            destination: { id: q.destinationCode2, ...(q.returnTime ? { time: q.returnTime } : {}) },
          },
        ],
      });
      const { echoToken, expiresAt, offers } = transferHeld(bodyOf(res));
      return { echoToken, expiresAt, offers };
    },
    held: async (echoToken) => {
      const res = await get(`/availability/${encodeURIComponent(echoToken)}`);
      if (res.status === 404 || res.status === 410) return undefined;
      const body = bodyOf(res);
      if ((body as { serviceType?: string }).serviceType === 'TRANSFER')
        return { kind: 'transfer', ...transferHeld(body) };
      const { locations: _where, ...held } = activityHeld(body);
      return { kind: 'activity', ...held };
    },
    book: async (req): Promise<DestServicesBookingOutcome> => {
      const res = await post('/bookings', {
        clientReference: req.reference,
        echoToken: req.echoToken,
        productBookingCode: req.productBookingCode,
        conceptBookingCodes: req.conceptBookingCodes,
        ...(req.timeSlot ? { timeSlot: req.timeSlot } : {}),
        availRequestV2Occupation: occupation(req.pax),
        holders: req.holders.map((h) => ({
          name: h.givenName,
          surname: h.surname,
          documentNumber: h.document,
          nationality: h.nationality,
          ...(h.birthDate ? { birthDate: h.birthDate } : {}),
          ...(h.email ? { email: h.email } : {}),
        })),
      });
      if (res.status === 200) return { ok: true, booking: bookingOf(read(ZBooking, res.body, 'booking')) };
      if (res.status === 410) return { ok: false, reason: 'token_expired', message: why(res) };
      const slotFull = res.status === 409 && (res.body as WireError)?.errorCode === 'SLOT_FULL';
      return { ok: false, reason: slotFull ? 'slot_full' : 'invalid', message: why(res) };
    },
    bookingState: async (reference) => {
      const s = await bookingStateOf<HeldBooking>(http, NAME, reference);
      if (s.state === 'none') return s;
      // the provider confirms on the spot: anything but a cancellation is confirmed
      const state = s.state === 'cancelled' ? 'cancelled' : 'confirmed';
      return { state, code: s.code, booking: bookingOf(read(ZBooking, s.booking, 'booking state')) };
    },
    cancel: (bookingCode) => cancelByCode(http, NAME, NAME, bookingCode),
  };
}
