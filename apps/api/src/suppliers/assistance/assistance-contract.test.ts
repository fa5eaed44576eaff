import { addDays, addYears, ZAssistanceInclude } from '@portal/domain';
import { startSandbox } from '@portal/sandbox';
import { assistanceRoutes } from '@portal/sandbox/assistance/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type SupplierConfig } from '../../config';
import { testNow, testSandboxConfig, testToday } from '../../test/clock';
import { SupplierError } from '../core';
import { createSupplierHttp, type SupplierHttp } from '../http';
import { createAssistanceSupplier, type AssistanceSupplier, type AssistanceTrip } from '.';

// The adapter against a simulator of its own (its tariff is revised here, which the run's shared
// one must not see): the insurer's spelling read into our shapes, its refusals as answers, its
// faults as SupplierError. Expected prices are the sandbox README's tariff worked by hand.
const start = addDays(testToday(), 45);
const family: AssistanceTrip = {
  destination: 'EUROPA',
  startDate: start,
  endDate: addDays(start, 14), // 15 days: the 16-day module
  ages: [44, 41, 12, 7],
};
const solo: AssistanceTrip = {
  destination: 'CENTROAMERICA',
  startDate: start,
  endDate: addDays(start, 4),
  ages: [35],
};
const person = (age: number, n: number) => ({
  givenName: `Ana${n}`,
  surname: 'Paz',
  document: `3011122${n}`,
  documentType: 'DNI',
  birthDate: addYears(start, -age),
  nationality: 'Argentina',
});

const clients: SupplierHttp[] = [];
const servers: { close: () => Promise<unknown> }[] = [];
/** The adapter over the insurer at `url` (the supplier's base: …/uassistance). */
const adapterAt = (url: string, over: Partial<SupplierConfig> = {}): AssistanceSupplier => {
  const suppliers = testConfig().suppliers;
  const http = createSupplierHttp({
    ...suppliers,
    UASSISTANCE: { ...suppliers.UASSISTANCE, url, timeoutMs: 2000, ...over },
  });
  clients.push(http);
  return createAssistanceSupplier(http);
};
/** A throw-away server at /uassistance (a moved clock, a broken insurer). */
const serve = async (register: (app: FastifyInstance) => Promise<void>) => {
  const app = Fastify();
  await app.register(register, { prefix: '/uassistance' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  return `${url}/uassistance`;
};

let ua: AssistanceSupplier;
let base: string;
beforeAll(async () => {
  const sandbox = await startSandbox(testSandboxConfig());
  servers.push(sandbox);
  base = `${sandbox.url}/uassistance`;
  ua = adapterAt(base);
});
afterAll(async () => {
  for (const c of clients) await c.close();
  for (const s of servers) await s.close();
});

describe('UAssistance over HTTP', () => {
  it('quotes every plan in our shape: categories, shares in the order of the ages, covers', async () => {
    const plans = await ua.quote(family);
    const price = Object.fromEntries(plans.map((p) => [p.name, p.price]));
    expect(price).toMatchObject({
      'UA 30': 202.5,
      'UA 60': 237.16,
      'UA 150': 321.3,
      'UA 250 Premium': 439.88,
    });
    const ua60 = plans.find((p) => p.planCode === 'UA60')!;
    expect(ua60).toMatchObject({
      category: 'Por Días',
      currency: 'USD',
      pricePerPassenger: [65.88, 65.88, 52.7, 52.7],
    });
    expect(ua60.maxTripDays).toBeUndefined();
    expect(ua60.includes).toContainEqual({
      name: 'MED',
      nameToShow: 'Asistencia médica por accidente o enfermedad',
      currency: 'USD',
      price: 60000,
    });
    for (const p of plans) for (const i of p.includes) ZAssistanceInclude.parse(i);
    const annual = plans.filter((p) => p.category === 'Anuales');
    expect(annual.map((p) => [p.name, p.maxTripDays, p.price])).toEqual([
      ['UA Anual 60', 30, 1260], // 350 × 2 + 280 × 2
      ['UA Anual 150', 30, 1620],
      ['UA Anual 150 - 60 días', 60, 2115],
    ]);
    expect(new Set(plans.map((p) => p.quoteId)).size).toBe(plans.length);
    expect(Date.parse(ua60.expiresAt)).toBeGreaterThan(testNow().getTime() + 29 * 60_000);
  });

  it('accepts a quote at its price; unknown, or priced before a tariff revision, is an answer', async () => {
    const [plan] = await ua.quote(solo); // UA 30: 20
    const ok = await ua.accept(plan!.quoteId);
    expect(ok).toMatchObject({ accepted: true, quoteId: plan!.quoteId, price: 20, currency: 'USD' });
    expect(await ua.accept('UAQ-NOPE')).toEqual({ accepted: false, reason: 'not_found' });
    const [before] = await ua.quote(solo);
    const res = await fetch(`${base}/admin/tariff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'sandbox-uassistance' },
      body: JSON.stringify({ revisionPercent: 10 }),
    });
    expect(res.status).toBe(200);
    expect(await ua.accept(before!.quoteId)).toEqual({ accepted: false, reason: 'price_changed', price: 22 });
    expect((await ua.quote(solo))[0]?.price).toBe(22);
  });

  it('answers an expired quote as expired', async () => {
    let clock = testNow().getTime();
    const url = await serve(assistanceRoutes({ now: () => clock }));
    const insurer = adapterAt(url);
    const [plan] = await insurer.quote(solo);
    clock += 30 * 60_000 + 1;
    expect(await insurer.accept(plan!.quoteId)).toEqual({ accepted: false, reason: 'expired' });
  });

  it('issues a voucher once per reference, tells its state, cancels it; refusals are rejected', async () => {
    const plans = await ua.quote({ ...solo, ages: [40, 10] });
    const plan = plans.find((p) => p.planCode === 'UA150')!; // (38 + 38 × 80 %) × 110 %
    const req = {
      reference: `contract-${Date.now().toString(36)}`,
      quoteId: plan.quoteId,
      travellers: [person(40, 1), { ...person(10, 2), email: 'x@y.com' }],
      leadIndex: 0,
      validFrom: solo.startDate,
      validTo: solo.endDate,
    };
    const refused = await ua.issue(req).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SupplierError);
    expect((refused as SupplierError).fault).toBe('rejected');
    expect((refused as Error).message).toMatch(/not accepted/);
    expect((await ua.accept(plan.quoteId)).accepted).toBe(true);
    const voucher = await ua.issue(req);
    expect(voucher).toEqual({
      voucherCode: expect.stringMatching(/^UA-[0-9A-Z]{8}$/),
      total: 75.24,
      currency: 'USD',
    });
    expect(await ua.issue(req)).toEqual(voucher);
    await expect(ua.issue({ ...req, reference: `${req.reference}-b` })).rejects.toThrow(/already issued/);
    expect(await ua.bookingState(req.reference)).toEqual({
      state: 'confirmed',
      code: voucher.voucherCode,
      booking: voucher,
    });
    await ua.cancel(voucher.voucherCode);
    expect(await ua.bookingState(req.reference)).toMatchObject({ state: 'cancelled' });
    expect(await ua.bookingState(`${req.reference}-none`)).toEqual({ state: 'none' });
    await ua.cancel('UA-NOPE0000'); // nothing to cancel: done
  });

  it('turns a malformed answer, an outage or a slow insurer into a SupplierError', async () => {
    const broken = adapterAt(
      await serve(async (app) => {
        app.post('/quotes', async () => ({ Quotes: [{ QuoteId: 7, TotalPremium: 'cheap' }] }));
        app.post('/quotes/:id/accept', async (_, reply) => reply.code(409).send({ ErrorCode: 'OTHER' }));
      }),
    );
    await expect(broken.quote(solo)).rejects.toMatchObject({ fault: 'unavailable' });
    await expect(broken.accept('Q')).rejects.toMatchObject({ fault: 'rejected' });
    const down = await startSandbox(testSandboxConfig({ UASSISTANCE: { failRate: 1 } }));
    servers.push(down);
    await expect(adapterAt(`${down.url}/uassistance`).quote(solo)).rejects.toMatchObject({
      fault: 'unavailable',
    });
    const slow = await startSandbox(testSandboxConfig({ UASSISTANCE: { latencyMs: 400 } }));
    servers.push(slow);
    const impatient = adapterAt(`${slow.url}/uassistance`, { timeoutMs: 100 });
    await expect(impatient.quote(solo)).rejects.toMatchObject({ fault: 'timeout' });
  });
});
