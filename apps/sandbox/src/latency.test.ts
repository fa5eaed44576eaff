import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { buildSandbox } from './app';
import { CATALOGUE } from './hotels/catalogue';
import { carries } from './hotels/offers';
import { testSandboxConfig } from './test-clock';

// A supplier's latency (README "Behaviour"): a read is answered at it, from the call; a call
// that changes something waits it first, so a caller that gave up before has changed nothing.
const config = testSandboxConfig();
const app = await buildSandbox({ ...config, random: () => 0.9 });
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
  config.suppliers.PRESTIGE.latencyMs = 0;
});

const hotel = CATALOGUE.hotels.find((h) => carries('PRESTIGE', h) && h.idCiudad === 'C-ORL')!;
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/prestige${url}`, payload, headers: { 'x-api-key': 'sandbox-prestige' } });
const search = () =>
  call('POST', '/availability', {
    hotelIds: [hotel.id],
    checkin: '2027-05-10',
    checkout: '2027-05-12',
    rooms: [{ adults: 2, childAges: [], roomCount: 1 }],
  });

/** Starts the call with the supplier at 5 s and tells whether it has settled 1 ms before, and at 5 s. */
const settledAt5s = async <T>(call: () => Promise<T>, before?: () => Promise<void>) => {
  config.suppliers.PRESTIGE.latencyMs = 5_000;
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  let done = false;
  const pending = call().then((answer) => ((done = true), answer));
  for (let turn = 0; turn < 1_000 && vi.getTimerCount() === 0; turn++)
    await new Promise((resolve) => setImmediate(resolve));
  await vi.advanceTimersByTimeAsync(4_999);
  const early = done;
  config.suppliers.PRESTIGE.latencyMs = 0;
  await before?.();
  await vi.advanceTimersByTimeAsync(1);
  return { early, answer: await pending };
};

it('answers a search at its latency from the call', async () => {
  const { early, answer } = await settledAt5s(search);
  expect(early).toBe(false);
  expect(answer.json().hoteles[0]).toMatchObject({ hotelID: hotel.id });
});

it('books only after its latency, so a caller that gave up before booked nothing', async () => {
  const token = (await search()).json().hoteles[0].habitaciones[0].informacionRsrv;
  const { early, answer } = await settledAt5s(
    () => call('POST', '/bookings', { reference: 'lat-1', token }),
    async () => expect((await call('GET', '/bookings/lat-1')).statusCode).toBe(404),
  );
  expect(early).toBe(false);
  expect(answer.json()).toMatchObject({ estado: 'CONFIRMADA' });
  expect((await call('GET', '/bookings/lat-1')).json()).toMatchObject({ state: 'confirmed' });
});
