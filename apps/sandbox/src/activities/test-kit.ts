import { addDays, agencyToday } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { testClock } from '../test-clock';

// DESTSERVICES as a caller sees it, for the simulator's tests: its calls with its key, dates
// some weeks from the tests' today, parties in its occupation spelling.

export const KEY = 'sandbox-destservices';
export const TODAY = agencyToday(new Date(testClock()));
export const DAY = addDays(TODAY, 30);
/** The first date on or after `from` that falls on `weekday` (0 Sunday). */
export const nextWeekday = (from: string, weekday: number) => {
  const d = new Date(`${from}T00:00:00Z`).getUTCDay();
  return addDays(from, (weekday - d + 7) % 7);
};

export const party = (adults: number, ...childAges: number[]) => [
  ...Array.from({ length: adults }, () => ({ type: 'ADL' })),
  ...childAges.map((age) => ({ type: 'CHL', age })),
];

export const holder = { name: 'Ana', surname: 'Paz', documentNumber: '30111222', nationality: 'Argentina' };

export type WireConcept = {
  conceptName: string;
  conceptBookingCode: string;
  conceptDate: string;
  detalles: { detailName: string; total: number }[];
  total: number;
  sessions?: { time: string; placesLeft: number }[];
  transfer?: { direction: string; pickUpTime: string; distanceKm: number };
};
export type WireProduct = {
  productCode: string;
  productBookingCode: string;
  price: number;
  priceFrom: number;
  concepts: WireConcept[];
  transferInfo?: { privateService: boolean; meetAndGreet: boolean; maxPax: number; luggagePerPax: number };
};

export type WireAvailability = {
  echoToken: string;
  tokenExpiresAt: string;
  locations: { locationCode: string }[];
  availabilityV2Products: WireProduct[];
};

export const caller = (app: FastifyInstance) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/dest-services${url}`, payload, headers: { 'x-api-key': KEY } });
  const activity = async (productCode: string, occupation: object[], fromDate = DAY, toDate = fromDate) => {
    const res = await call('POST', '/availability/v2/activities', {
      productCode,
      fromDate,
      toDate,
      availRequestV2Occupation: occupation,
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    const body = res.json() as WireAvailability;
    return { ...body, product: body.availabilityV2Products[0]! };
  };
  const book = (over: Record<string, unknown>) =>
    call('POST', '/bookings', { clientReference: `ref-${Math.random()}`, holders: [holder], ...over });
  /** Books `concept` at `time` for the party the token priced. */
  const bookActivity = async (
    a: { echoToken: string; product: WireProduct },
    occupation: object[],
    time: string,
    concept = a.product.concepts[0]!,
    reference?: string,
  ) =>
    book({
      ...(reference ? { clientReference: reference } : {}),
      echoToken: a.echoToken,
      productBookingCode: a.product.productBookingCode,
      conceptBookingCodes: [concept.conceptBookingCode],
      timeSlot: time,
      availRequestV2Occupation: occupation,
    });
  const transfer = async (over: Record<string, unknown>) =>
    call('POST', '/availability/v2/transfers', {
      fromDate: DAY,
      toDate: DAY,
      availRequestV2Occupation: party(2),
      ...over,
    });
  return { call, activity, book, bookActivity, transfer };
};
