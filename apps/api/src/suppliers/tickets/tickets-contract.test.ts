import { addDays } from '@portal/domain';
import { startSandbox } from '@portal/sandbox';
import { UNIVERSAL_CATALOGUE } from '@portal/sandbox/tickets/index';
import { isSoldOut } from '@portal/sandbox/tickets/sold-out';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, type SupplierConfig } from '../../config';
import { testSandboxConfig, testToday } from '../../test/clock';
import { SupplierError } from '../core';
import { createSupplierHttp, type SupplierHttp } from '../http';
import { createHttpTicketSupplier } from './http-adapter';
import { createTicketSuppliers } from '.';

// The ticket adapters' cancellation against the run's simulator (src/test/global-setup.ts): a
// pre-booking cancelled by its code at every park, twice harmlessly; the park's refusals and
// malformed answers as SupplierError, from a throw-away server and a failing simulator.
const http = createSupplierHttp(testConfig().suppliers);
const clients: SupplierHttp[] = [http];
const servers: { close: () => Promise<unknown> }[] = [];
afterAll(async () => {
  for (const c of clients) await c.close();
  for (const s of servers) await s.close();
});
const parks = createTicketSuppliers(http);

/** Universal's adapter over the park at `url` (the supplier's base: …/universal). */
const universalAt = (url: string, over: Partial<SupplierConfig> = {}) => {
  const suppliers = testConfig().suppliers;
  const client = createSupplierHttp({
    ...suppliers,
    UNIVERSAL: { ...suppliers.UNIVERSAL, url, timeoutMs: 2000, ...over },
  });
  clients.push(client);
  return createHttpTicketSupplier('universal', client);
};
/** A throw-away server at /universal (a park that refuses, or answers nonsense). */
const serve = async (register: (app: FastifyInstance) => Promise<void>) => {
  const app = Fastify();
  await app.register(register, { prefix: '/universal' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  return `${url}/universal`;
};

/** 40 days ahead or the first date after it that no park has sold out (the simulator's data). */
let date = addDays(testToday(), 40);
while ((['disney', 'disneyland', 'universal'] as const).some((p) => isSoldOut(p, date)))
  date = addDays(date, 1);
const run = Date.now().toString(36);
const req = (reference: string, code: string) => ({
  reference: `contract-${run}-${reference}`,
  code,
  date,
  adults: 2,
  children: 0,
  passengers: [],
  totalCents: 50_000,
});

describe('ticket suppliers over HTTP: cancel', () => {
  it('cancels a pre-booking at each park by its code; twice is harmless', async () => {
    for (const [park, code] of [
      ['disney', 'WDW-BASE-2D'],
      ['disneyland', 'DLR-1P-2D'],
      ['universal', 'UOR-1P-1D'],
    ] as const) {
      const r = req(park, code);
      const booked = await parks[park].preBook(r);
      expect(await parks[park].bookingState(r.reference)).toMatchObject({ state: 'pre_booked' });
      await parks[park].cancel(booked.supplierRef);
      expect(await parks[park].bookingState(r.reference)).toEqual(
        expect.objectContaining({ state: 'cancelled', code: booked.supplierRef }),
      );
      await parks[park].cancel(booked.supplierRef); // already cancelled: done
    }
  });

  it('cancels only the Universal event booking it names', async () => {
    // an Express slot with room for two, from the simulator's data
    let day = date;
    const roomy = () => UNIVERSAL_CATALOGUE.events('UOR-EXP-1D', day).find((e) => e.available >= 2);
    while (isSoldOut('universal', day) || !roomy()) day = addDays(day, 1);
    const event = { eventDateTime: roomy()!.eventDateTime, salesProgramId: 'UEXP' };
    const kept = { ...req('event-kept', 'UOR-EXP-1D'), date: day, adults: 1, event };
    const gone = { ...req('event-gone', 'UOR-EXP-1D'), date: day, adults: 1, event };
    await parks.universal.preBook(kept);
    const booked = await parks.universal.preBook(gone);
    await parks.universal.cancel(booked.supplierRef);
    expect(await parks.universal.bookingState(gone.reference)).toMatchObject({ state: 'cancelled' });
    expect(await parks.universal.bookingState(kept.reference)).toMatchObject({ state: 'pre_booked' });
  });

  it('takes a code the park does not hold as nothing to cancel', async () => {
    await parks.universal.cancel('UOR-NOPE000');
    const r = req('other-park', 'WDW-BASE-1D');
    const booked = await parks.disney.preBook(r);
    await parks.universal.cancel(booked.supplierRef); // Universal holds no WDW code
    expect(await parks.disney.bookingState(r.reference)).toMatchObject({ state: 'pre_booked' });
  });

  it('turns a refusal, a malformed answer, a missing call or an outage into a SupplierError', async () => {
    const base = await serve(async (app) => {
      app.delete('/prebookings/by-code/REFUSED', async (_, reply) =>
        reply.code(409).send({ error: 'too_late', message: 'the event has started' }),
      );
      app.delete('/prebookings/by-code/ODD', async () => ({ code: 'ODD', state: 'pre_booked' }));
      app.delete('/prebookings/by-code/OTHER', async () => ({ code: 'ANOTHER', state: 'cancelled' }));
    });
    const broken = universalAt(base);
    const refused = await broken.cancel('REFUSED').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SupplierError);
    expect(refused).toMatchObject({ supplier: 'UNIVERSAL', fault: 'rejected' });
    expect((refused as Error).message).toMatch(/the event has started/);
    await expect(broken.cancel('ODD')).rejects.toMatchObject({ fault: 'unavailable' });
    await expect(broken.cancel('OTHER')).rejects.toMatchObject({ fault: 'unavailable' });
    // Fastify's own 404 (the park has no such call): nothing was cancelled
    await expect(broken.cancel('MISSING')).rejects.toMatchObject({ fault: 'rejected' });

    const down = await startSandbox(testSandboxConfig({ UNIVERSAL: { failRate: 1 } }));
    servers.push(down);
    await expect(universalAt(`${down.url}/universal`).cancel('UOR-0000000')).rejects.toMatchObject({
      fault: 'unavailable',
    });
  });
});
