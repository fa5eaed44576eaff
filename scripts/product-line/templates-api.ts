import type { LineNames } from './names';

// apps/api/src/suppliers/<key>/ (the adapter) and apps/api/src/modules/<key>/ (the module):
// the line books through the one booking path (booking/book-written-row.ts) and is
// declared to the product-line registry in its index.ts.

export const supplierTypes = (n: LineNames) => `import type { T${n.pascal}Offer } from '@portal/domain';

export type ${n.pascal}Query = { date: string; adults: number };
export type ${n.pascal}Booking = ${n.pascal}Query & {
  /** our reference: the supplier books once under it, and answers its state by it */
  reference: string;
  code: string;
  lead: { nombres: string; apellidos: string };
};
export type ${n.pascal}Booked = { confirmationCode: string; total: number };
/** What the supplier holds under one of our references (apps/sandbox bookings.ts). */
export type ${n.pascal}BookingState = { state: string; code?: string; booking?: unknown };

export type ${n.pascal}Supplier = {
  availability: (q: ${n.pascal}Query) => Promise<T${n.pascal}Offer[]>;
  book: (b: ${n.pascal}Booking) => Promise<${n.pascal}Booked>;
  bookingState: (reference: string) => Promise<${n.pascal}BookingState>;
  cancel: (code: string) => Promise<void>;
};
`;

export const supplierAdapter = (n: LineNames) => `import type { T${n.pascal}Offer } from '@portal/domain';
import { bookingStateOf, cancelByCode } from '../booking-calls';
import { SupplierError } from '../core';
import type { SupplierHttp } from '../http';
import type { ${n.pascal}Booked, ${n.pascal}BookingState, ${n.pascal}Supplier } from './types';

// ---- ${n.supplier}'s own spelling, read here and nowhere else
type WireOffer = {
  ProductCode: string;
  Name: string;
  Date: string;
  Adults: number;
  AdultPrice: { Amount: number; Currency: 'USD' };
};
type WireBooked = { ConfirmationCode: string; Total: { Amount: number; Currency: 'USD' } };
type WireError = { message?: string };

const LABEL = '${n.supplier}';

const offerOf = (o: WireOffer): T${n.pascal}Offer => ({
  codigo: o.ProductCode,
  nombre: o.Name,
  fecha: o.Date,
  adultos: o.Adults,
  precio: o.AdultPrice.Amount,
  moneda: o.AdultPrice.Currency,
});

/** ${n.label} over HTTP (SUPPLIER_${n.supplier}_URL, or the simulator's /${n.key}). */
export const createHttp${n.pascal}Supplier = (http: SupplierHttp): ${n.pascal}Supplier => ({
  availability: async ({ date, adults }) => {
    const res = await http.call<{ Offers: WireOffer[] } & WireError>('${n.supplier}', {
      method: 'POST',
      path: '/availability',
      body: { Date: date, Adults: adults },
      idempotent: true,
    });
    if (res.status !== 200) throw new SupplierError(LABEL, 'rejected', res.body.message);
    return res.body.Offers.map(offerOf);
  },
  book: async (b): Promise<${n.pascal}Booked> => {
    const res = await http.call<WireBooked & WireError>('${n.supplier}', {
      method: 'POST',
      path: '/bookings',
      body: {
        Reference: b.reference,
        ProductCode: b.code,
        Date: b.date,
        Adults: b.adults,
        LeadGuest: { GivenName: b.lead.nombres, Surname: b.lead.apellidos },
      },
      // keyed by our reference: a resend books nothing twice
      idempotent: true,
    });
    if (res.status !== 200) throw new SupplierError(LABEL, 'rejected', res.body.message ?? 'HTTP ' + res.status);
    return { confirmationCode: res.body.ConfirmationCode, total: res.body.Total.Amount };
  },
  bookingState: (reference) => bookingStateOf<${n.pascal}BookingState>(http, '${n.supplier}', reference),
  cancel: (code) => cancelByCode(http, '${n.supplier}', LABEL, code),
});
`;

export const supplierIndex = (n: LineNames) => `export type * from './types';
export { createHttp${n.pascal}Supplier } from './http-adapter';
`;

export const moduleDeps = (
  n: LineNames,
) => `import type { ${n.pascal}Supplier } from '../../suppliers/${n.key}';
import type { ModuleDeps } from '../module-deps';

/** What the ${n.label} services need; \`index.ts\` builds it from the app, tests may swap parts. */
export type ${n.pascal}Deps = ModuleDeps & { supplier: ${n.pascal}Supplier };
`;

export const moduleSearch = (
  n: LineNames,
) => `import { ${n.camel}DateOpen, ${n.supplier}_MESSAGES, type T${n.pascal}SearchRequest } from '@portal/domain';
import { badRequest, fromSupplier } from '../../errors';
import { todayOf } from '../module-deps';
import type { ${n.pascal}Deps } from './deps';

/** The supplier's offers for a date and a party, after the line's rules (to fill: its own). */
export async function search${n.pascal}(deps: ${n.pascal}Deps, body: T${n.pascal}SearchRequest) {
  if (!${n.camel}DateOpen(body.fecha, todayOf(deps)))
    throw badRequest(${n.supplier}_MESSAGES.pastDate, [{ field: 'fecha' }]);
  return fromSupplier(
    deps.supplier.availability({ date: body.fecha, adults: body.adultos }),
    ${n.supplier}_MESSAGES.searchError,
  );
}
`;

export const moduleBook = (n: LineNames) => `import {
  breakdownToAmounts,
  buildBreakdown,
  fromCents,
  toCents,
  ${n.supplier}_MESSAGES,
  type T${n.pascal}BookingRequest,
  type T${n.pascal}BookingResponse,
} from '@portal/domain';
import { badRequest } from '../../errors';
import type { StoredAnswer } from '../../lib/reply';
import type { AuthUser } from '../../plugins/auth';
import { bookWrittenRow } from '../booking/book-written-row';
import { withIdempotency } from '../booking/idempotency';
import { insertPendingReservations } from '../reservations/repo';
import type { ${n.pascal}Deps } from './deps';
import { search${n.pascal} } from './search-service';

export const ${n.camel}BookingAnswer = (id: number, confirmId: string): T${n.pascal}BookingResponse => ({
  confirmId,
  reservationId: String(id),
  status: 'confirmed',
});

/** The offer as the supplier prices it now: the server never takes a price from the portal. */
async function priced(deps: ${n.pascal}Deps, body: T${n.pascal}BookingRequest) {
  const offers = await search${n.pascal}(deps, body);
  const offer = offers.find((o) => o.codigo === body.codigo);
  if (!offer) throw badRequest(${n.supplier}_MESSAGES.unknownOffer, [{ field: 'codigo' }]);
  // spec §9's fees on the sale: 35 booking fee and 35 administrative expense
  return { offer, breakdown: buildBreakdown({ tarifa: toCents(offer.precio) * body.adultos }) };
}

/**
 * POST reservar (once per Idempotency-Key): every rule checked, the row written as pending,
 * then the supplier books it under our reference and its answer is recorded.
 */
export function book${n.pascal}(deps: ${n.pascal}Deps, user: AuthUser, body: T${n.pascal}BookingRequest, key: string) {
  const opts = { userId: user.id, key, route: '${n.key}/reservar', body };
  return withIdempotency(deps.db, opts, async ({ markWritten }): Promise<StoredAnswer> => {
    const { offer, breakdown } = await priced(deps, body);
    const [row] = await insertPendingReservations(deps.db, [
      {
        module: '${n.key}',
        supplier: '${n.supplier}',
        userId: user.id,
        idEntidad: null,
        productName: offer.nombre.slice(0, 200),
        checkin: body.fecha,
        checkout: body.fecha,
        currency: offer.moneda,
        breakdown: breakdownToAmounts(breakdown),
        total: fromCents(breakdown.total).toFixed(2),
        passengers: [body.pax],
        request: { codigo: body.codigo, fecha: body.fecha, adultos: body.adultos },
        idempotencyKey: key,
      },
    ]);
    markWritten(); // from here a thrown error keeps the key: a retry can never book twice
    return bookWrittenRow(deps, row!, {
      book: () =>
        deps.supplier.book({
          reference: deps.supplierReference(row!.id),
          code: body.codigo,
          date: body.fecha,
          adults: body.adultos,
          lead: body.pax,
        }),
      codeOf: (booked) => booked.confirmationCode,
      answer: ${n.camel}BookingAnswer,
      failMessage: ${n.supplier}_MESSAGES.bookingError,
    });
  });
}
`;

export const moduleReconcile = (n: LineNames) => `import { ${n.supplier}_MESSAGES } from '@portal/domain';
import { rebuiltRowAnswer, settleWrittenRow } from '../booking/book-written-row';
import type { KeyAnswerer } from '../booking/key-answers';
import type { Reservation } from '../reservations/repo';
import { ${n.camel}BookingAnswer } from './book-service';
import type { ${n.pascal}Deps } from './deps';

const outcome = { answer: ${n.camel}BookingAnswer, failMessage: ${n.supplier}_MESSAGES.bookingError };

/** Settles a booking nobody recorded an answer for, from the supplier's state of our reference. */
export async function settle${n.pascal}Row(deps: ${n.pascal}Deps, row: Reservation) {
  const state = await deps.supplier.bookingState(deps.supplierReference(row.id));
  return settleWrittenRow(deps, row, state, outcome);
}

/** A settled booking's answer, for a key a crash left without one. */
export const ${n.camel}KeyAnswer: KeyAnswerer = async ([row]) => rebuiltRowAnswer(row, outcome);
`;

export const moduleRoutes = (n: LineNames) => `import {
  Z${n.pascal}BookingRequest,
  Z${n.pascal}BookingResponse,
  Z${n.pascal}SearchRequest,
  Z${n.pascal}SearchResponse,
  ZBookingFailureBody,
  ZErrorBody,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '../../lib/reply';
import { idempotencyKeyOf } from '../booking/idempotency';
import { book${n.pascal} } from './book-service';
import type { ${n.pascal}Deps } from './deps';
import { search${n.pascal} } from './search-service';

const common = { tags: ['${n.key}'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 502: ZErrorBody } as const;

/** ${n.label} (/api/${n.key}). */
export const ${n.camel}Routes: FastifyPluginAsyncZod<{ deps: ${n.pascal}Deps }> = async (app, { deps }) => {
  app.post(
    '/search',
    {
      schema: {
        ...common,
        summary: 'Opciones de ${n.label.toLowerCase()} para una fecha y sus adultos',
        body: Z${n.pascal}SearchRequest,
        response: { 200: Z${n.pascal}SearchResponse, ...errors },
      },
    },
    (request) => search${n.pascal}(deps, request.body),
  );

  app.post(
    '/reservar',
    {
      schema: {
        ...common,
        summary: 'Reserva de una opción (requiere Idempotency-Key)',
        body: Z${n.pascal}BookingRequest,
        response: { 200: Z${n.pascal}BookingResponse, ...errors, 409: ZErrorBody, 502: ZBookingFailureBody },
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await book${n.pascal}(deps, request.user, request.body, idempotencyKeyOf(request))),
  );
};
`;

export const moduleIndex = (n: LineNames) => `import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createHttp${n.pascal}Supplier } from '../../suppliers/${n.key}';
import { moduleDepsOf } from '../module-deps';
import { bySupplierCode } from '../reservations/cancel-service';
import type { ${n.pascal}Deps } from './deps';
import { ${n.camel}KeyAnswer, settle${n.pascal}Row } from './reconcile';
import { ${n.camel}Routes } from './routes';

/** ${n.label} (/api/${n.key}): every route needs the bearer token. */
export const ${n.camel}Module: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const deps: ${n.pascal}Deps = { ...moduleDepsOf(app, config), supplier: createHttp${n.pascal}Supplier(app.supplierHttp) };
  app.productLines.register({
    key: '${n.key}',
    settle: async (rows) => {
      for (const row of rows) await settle${n.pascal}Row(deps, row);
    },
    keyAnswer: ${n.camel}KeyAnswer,
    cancel: bySupplierCode((_row, code) => deps.supplier.cancel(code)),
  });
  await app.register(${n.camel}Routes, { deps });
};
`;

export const moduleTestKit = (n: LineNames) => `import { eq } from 'drizzle-orm';
import { addDays } from '@portal/domain';
import { reservations } from '../../db/schema';
import type { Headers, TestHandle } from '../../test/app';
import { testToday } from '../../test/clock';
import { adult } from '../hotels/test-kit';

let keys = 0;
export const new${n.pascal}Key = () => 'test-${n.key}-key-' + Date.now().toString(36) + '-' + ++keys;

/** Two adults, \`daysAhead\` days from the tests' today (the pinned test clock). */
export const trip = (daysAhead = 20) => ({ fecha: addDays(testToday(), daysAhead), adultos: 2 });

export const ${n.camel}Kit = (t: TestHandle) => {
  const post = (url: string, payload: object, headers: Headers = t.vendedor) =>
    t.app.inject({ method: 'POST', url: '/api/${n.key}' + url, headers, payload });
  const book = (code: string, key = new${n.pascal}Key(), daysAhead = 20) =>
    post('/reservar', { ...trip(daysAhead), codigo: code, pax: adult(0) }, { ...t.vendedor, 'idempotency-key': key });
  const rows = () => t.db.select().from(reservations).where(eq(reservations.module, '${n.key}'));
  return { post, book, rows };
};
`;

export const moduleTest = (n: LineNames) => `import { describe, expect, it } from 'vitest';
import { MESSAGES, ${n.supplier}_MESSAGES, Z${n.pascal}SearchResponse } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { untilSupplierHolds } from '../../test/supplier-booking';
import { ${n.camel}Kit, new${n.pascal}Key, trip } from './test-kit';

// ${n.label} (/api/${n.key}), as \`npm run new:product-line\` wrote it: search, a booking once per
// key with the server's price, its cancellation, a refusal and a lost answer settled by reconciliation.
const t = useTestApp();
const kit = ${n.camel}Kit(t);

describe('POST /api/${n.key}/search', () => {
  it('answers the supplier offers, and refuses a past date with 400 in Spanish', async () => {
    const res = await kit.post('/search', trip());
    expect(res.statusCode, res.body).toBe(200);
    expect(Z${n.pascal}SearchResponse.parse(res.json())[0]).toMatchObject({ codigo: '${n.supplier}-001', precio: 1200 });
    const past = await kit.post('/search', trip(-1));
    expect([past.statusCode, past.json().message]).toEqual([400, ${n.supplier}_MESSAGES.pastDate]);
  });
});

describe('POST /api/${n.key}/reservar', () => {
  it('books once per key at the supplier price plus the fees', async () => {
    const key = new${n.pascal}Key();
    const res = await kit.book('${n.supplier}-001', key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', confirmId: expect.stringMatching(/^${n.supplier.slice(0, 3)}-/) });
    expect((await kit.book('${n.supplier}-001', key)).json()).toEqual(res.json());
    const rows = (await kit.rows()).filter((r) => r.idempotencyKey === key);
    // 2 adults × 1200 (the simulator's catalogue) + 35 booking fee + 35 administrative expense
    expect(rows.map((r) => [r.status, r.total])).toEqual([['confirmed', '2470.00']]);
  });

  it('refuses an offer the supplier does not sell with 400, and writes nothing', async () => {
    const before = (await kit.rows()).length;
    const res = await kit.book('NO-SUCH');
    expect([res.statusCode, res.json().message]).toEqual([400, ${n.supplier}_MESSAGES.unknownOffer]);
    expect(await kit.rows()).toHaveLength(before);
  });
});

describe('POST /api/main/reservas/:id/cancelar', () => {
  it('cancels at the supplier, free inside the line window', async () => {
    const booked = await kit.book('${n.supplier}-001');
    const url = '/api/main/reservas/' + booked.json().reservationId + '/cancelar';
    const headers = { ...t.vendedor, 'idempotency-key': new${n.pascal}Key() };
    const res = await t.app.inject({ method: 'POST', url, headers, payload: { penalidad: 0 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', penalidad: 0 });
  });
});

describe('a supplier that refuses every booking', () => {
  const own = useTestApp({}, { ${n.supplier}: { bookRefuseRate: 1 } });
  it('answers 502 with the line message and records the row failed', async () => {
    const k = ${n.camel}Kit(own);
    const res = await k.book('${n.supplier}-001');
    expect([res.statusCode, res.json().message]).toEqual([502, ${n.supplier}_MESSAGES.bookingError]);
    expect((await k.rows()).map((r) => r.status)).toEqual(['failed']);
  });
});

describe('a booking whose answer is lost', () => {
  const own = useTestApp({ reconcile: { intervalMs: 0, graceMs: 0, awaitingMs: 60_000 } }, { ${n.supplier}: { lostAnswerRate: 1 } });
  it('is unknown, then confirmed by reconciliation from the supplier state', async () => {
    const k = ${n.camel}Kit(own);
    const res = await k.book('${n.supplier}-001');
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.bookingOutcomeUnknown]);
    const [row] = await k.rows();
    expect(row!.status).toBe('unknown');
    await untilSupplierHolds(own, '${n.supplier}', row!.id);
    await own.app.reconcile();
    expect((await k.rows())[0]).toMatchObject({ status: 'confirmed', supplierRef: expect.any(String) });
  });
});
`;
