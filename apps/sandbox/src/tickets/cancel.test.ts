import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { testSandboxConfig } from '../test-clock';

// Cancelling a ticket pre-booking by the code the park answered, as the API's adapter does:
// every park, a dated ticket and a Universal event alike; twice is harmless; a code the park
// never gave is 404; the supplier's shared behaviour (its failure rate) applies to the call.
let app: FastifyInstance;
const random = { next: 0.5 };
beforeAll(async () => {
  const config = testSandboxConfig({ UNIVERSAL: { failRate: 0.4, bookRefuseRate: 0.45 } });
  app = await buildSandbox({ ...config, random: () => random.next });
});
afterAll(() => app.close());

const KEYS = { wdw: 'sandbox-disney', dlr: 'sandbox-disneyland', universal: 'sandbox-universal' };
type Park = keyof typeof KEYS;
const call = (park: Park, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/${park}${url}`, payload, headers: { 'x-api-key': KEYS[park] } });

const preBook = async (park: Park, req: Record<string, unknown>) => {
  const res = await call(park, 'POST', '/prebookings', { adults: 2, children: 0, passengers: [], ...req });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { supplierRef: string; status: string };
};
const cancel = (park: Park, code: string) => call(park, 'DELETE', `/prebookings/by-code/${code}`);

describe('DELETE /prebookings/by-code/{code}', () => {
  it('cancels a Walt Disney World pre-booking; its state says so; again answers the same', async () => {
    const booked = await preBook('wdw', {
      reference: 'c-wdw-1',
      code: 'WDW-BASE-3D',
      date: '2027-09-15',
      total: 656,
    });
    const first = await cancel('wdw', booked.supplierRef);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      reference: 'c-wdw-1',
      code: booked.supplierRef,
      state: 'cancelled',
      booking: { supplierRef: booked.supplierRef, product: 'WDW-BASE-3D', quantity: 2 },
    });
    expect((await call('wdw', 'GET', '/prebookings/c-wdw-1')).json()).toMatchObject({ state: 'cancelled' });
    const again = await cancel('wdw', booked.supplierRef);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
  });

  it('cancels a Disneyland pre-booking and a Universal event, and only the one asked', async () => {
    const dlr = await preBook('dlr', {
      reference: 'c-dlr-1',
      code: 'DLR-1P-2D',
      date: '2027-09-15',
      total: 400,
    });
    expect((await cancel('dlr', dlr.supplierRef)).json()).toMatchObject({ state: 'cancelled' });
    // README: Universal Express has 11 places at 11:00 on 2027-09-15
    const event = { eventDateTime: '2027-09-15T11:00:00', salesProgramId: 'UEXP' };
    const express = { code: 'UOR-EXP-1D', date: '2027-09-15', total: 258, event };
    const kept = await preBook('universal', { ...express, reference: 'c-uor-1' });
    const gone = await preBook('universal', { ...express, reference: 'c-uor-2' });
    const res = await cancel('universal', gone.supplierRef);
    expect(res.json()).toMatchObject({ reference: 'c-uor-2', state: 'cancelled', booking: { event } });
    expect((await call('universal', 'GET', '/prebookings/c-uor-1')).json()).toMatchObject({
      state: 'pre_booked',
      code: kept.supplierRef,
    });
  });

  it("answers 404 for a code the park never gave, another park's included", async () => {
    const booked = await preBook('wdw', {
      reference: 'c-wdw-2',
      code: 'WDW-BASE-1D',
      date: '2027-09-15',
      total: 238,
    });
    const nope = await cancel('wdw', 'WDW-NOPE000');
    expect([nope.statusCode, nope.json().error]).toEqual([404, 'not_found']);
    expect((await cancel('dlr', booked.supplierRef)).statusCode).toBe(404);
    expect((await call('wdw', 'GET', '/prebookings/c-wdw-2')).json()).toMatchObject({ state: 'pre_booked' });
  });

  it("wants the park's key and fails at its failure rate, cancelling nothing; it is not a booking call", async () => {
    random.next = 0.42; // over the failure rate (0.4), under the booking refusal rate (0.45)
    const refused = await call('universal', 'POST', '/prebookings', {
      reference: 'c-uor-3',
      code: 'UOR-1P-1D',
      date: '2027-09-15',
      adults: 1,
      children: 0,
      passengers: [],
      total: 119,
    });
    expect(refused.statusCode).toBe(409); // a booking call: refused at the booking refusal rate
    random.next = 0.9;
    const booked = await preBook('universal', {
      reference: 'c-uor-3',
      code: 'UOR-1P-1D',
      date: '2027-09-15',
      total: 238,
    });
    const url = `/universal/prebookings/by-code/${booked.supplierRef}`;
    const wrongKey = await app.inject({ method: 'DELETE', url, headers: { 'x-api-key': KEYS.wdw } });
    expect(wrongKey.statusCode).toBe(401);
    random.next = 0.3; // under the failure rate: 503, nothing cancelled
    expect((await cancel('universal', booked.supplierRef)).statusCode).toBe(503);
    random.next = 0.9;
    expect((await call('universal', 'GET', '/prebookings/c-uor-3')).json()).toMatchObject({
      state: 'pre_booked',
    });
    random.next = 0.42; // under the booking refusal rate: a cancellation is not refused by it
    expect((await cancel('universal', booked.supplierRef)).json()).toMatchObject({ state: 'cancelled' });
    random.next = 0.5;
  });
});
