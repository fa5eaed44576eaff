import type { LineNames } from './names';

// apps/sandbox/src/<key>/: the simulated supplier, in its own English spelling, with the
// booking store every simulated supplier shares (a resend under one reference books once).

export const sandboxCatalogue = (
  n: LineNames,
) => `// What the simulated ${n.supplier} sells (to fill: the line's real catalogue and prices).
export type ${n.pascal}Product = { code: string; name: string; adultPrice: number };

export const ${n.supplier}_CATALOGUE: ${n.pascal}Product[] = [
  { code: '${n.supplier}-001', name: '${n.label} - opción clásica', adultPrice: 1200 },
  { code: '${n.supplier}-002', name: '${n.label} - opción superior', adultPrice: 1850 },
  { code: '${n.supplier}-003', name: '${n.label} - opción premium', adultPrice: 2600 },
];
`;

export const sandboxRoutes = (n: LineNames) => `import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isValidIsoDate } from '@portal/domain';
import { bookingStateRoutes, createBookingStore, REFERENCE_CONFLICT } from '../bookings';
import { hash32 } from '../random';
import { ${n.supplier}_CATALOGUE } from './catalogue';

const ZDate = z.string().refine(isValidIsoDate, 'a date YYYY-MM-DD');
const ZAvailability = z.object({ Date: ZDate, Adults: z.number().int().min(1).max(9) });
const ZBooking = ZAvailability.extend({
  Reference: z.string().min(1).max(80),
  ProductCode: z.string().min(1),
  LeadGuest: z.object({ GivenName: z.string().min(1), Surname: z.string().min(1) }),
});

const error = (code: string, message: string) => ({ error: code, message });
const offerOf = (p: (typeof ${n.supplier}_CATALOGUE)[number], date: string, adults: number) => ({
  ProductCode: p.code,
  Name: p.name,
  Date: date,
  Adults: adults,
  AdultPrice: { Amount: p.adultPrice, Currency: 'USD' },
});

/** ${n.supplier}: availability for a date, bookings under the caller's reference, their state and cancellation. */
export const ${n.camel}Routes = async (app: FastifyInstance) => {
  const bookings = createBookingStore<{ ConfirmationCode: string; Total: { Amount: number; Currency: 'USD' } }>();

  app.post('/availability', async (request, reply) => {
    const q = ZAvailability.safeParse(request.body);
    if (!q.success) return reply.code(400).send(error('invalid_request', q.error.message));
    return { Offers: ${n.supplier}_CATALOGUE.map((p) => offerOf(p, q.data.Date, q.data.Adults)) };
  });

  app.post('/bookings', async (request, reply) => {
    const b = ZBooking.safeParse(request.body);
    if (!b.success) return reply.code(400).send(error('invalid_request', b.error.message));
    const product = ${n.supplier}_CATALOGUE.find((p) => p.code === b.data.ProductCode);
    if (!product) return reply.code(422).send(error('unknown_product', 'no such product'));
    const { Reference, ProductCode, Date, Adults } = b.data;
    const fingerprint = [ProductCode, Date, Adults].join('|');
    const code = '${n.supplier.slice(0, 3)}-' + hash32(Reference).toString(36).toUpperCase();
    const stored = bookings.book({ reference: Reference, fingerprint, code, state: 'confirmed' }, () => ({
      ConfirmationCode: code,
      Total: { Amount: product.adultPrice * Adults, Currency: 'USD' as const },
    }));
    if (stored.fingerprint !== fingerprint) return reply.code(409).send(REFERENCE_CONFLICT);
    return stored.answer;
  });

  bookingStateRoutes(app, bookings);
};
`;

export const sandboxRoutesTest = (n: LineNames) => `import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { defaultApiKey, quietSandboxConfig } from '../config';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox(quietSandboxConfig());
});
afterAll(() => app.close());
const headers = { 'x-api-key': defaultApiKey('${n.supplier}') };
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: '/${n.key}' + url, headers, payload });
const booking = { Reference: 'T-1', ProductCode: '${n.supplier}-001', Date: '2026-03-20', Adults: 2 };
const lead = { LeadGuest: { GivenName: 'Lucía', Surname: 'Fernández' } };

describe('the simulated ${n.supplier}', () => {
  it('answers availability with its catalogue priced per adult', async () => {
    const res = await post('/availability', { Date: '2026-03-20', Adults: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().Offers[0]).toMatchObject({ ProductCode: '${n.supplier}-001', AdultPrice: { Amount: 1200 } });
  });

  it('books once per reference and tells its state', async () => {
    const first = await post('/bookings', { ...booking, ...lead });
    expect(first.json()).toMatchObject({ Total: { Amount: 2400, Currency: 'USD' } });
    expect((await post('/bookings', { ...booking, ...lead })).json()).toEqual(first.json());
    expect((await post('/bookings', { ...booking, Adults: 3, ...lead })).statusCode).toBe(409);
    const state = await app.inject({ method: 'GET', url: '/${n.key}/bookings/T-1', headers });
    expect(state.json()).toMatchObject({ state: 'confirmed', code: first.json().ConfirmationCode });
  });
});
`;
