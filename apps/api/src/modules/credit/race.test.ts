import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { toCents, type TVehicle } from '@portal/domain';
import { testConfig } from '../../config';
import { reservations, userEntities } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { carBody, carsKit, rental } from '../cars/test-kit';
import { refusal } from './booking-test-kit';
import { creditKit } from './test-kit';

// Issue 32, item 2 "Proven": 100 bookings at once for one entity, each costing X, against
// credit for exactly 10 of them, through the real car booking route (no inventory of ours, so
// nothing but the credit line's lock serialises them). Exactly 10 must be booked and 90
// refused, and the credit never overspent. On PostgreSQL (DATABASE_URL) the requests really
// run in parallel; without `for update` on the credit line they overspend there.
// a hundred bookings at the simulator at once, beside every other suite's calls: no timeouts
const base = testConfig().suppliers;
const t = useTestApp({ suppliers: { ...base, AVIS: { ...base.AVIS, timeoutMs: 60_000 } } });
const kit = creditKit(t);
const cars = carsKit(t);
const r = rental();
let car: TVehicle;
let probe: number; // an entity of the agent's with no limit: prices one booking
let entity: number;

const bookFor = (idEntidad: number) =>
  cars.book(carBody(r, car, {}, { isAgenteAS: true, idEntidad }), { headers: t.agente });
const rowsOf = (idEntidad: number) =>
  t.db.select().from(reservations).where(eq(reservations.idEntidad, idEntidad));

/**
 * Runs `run` with every car rate check (the last supplier call before a booking's row is
 * written) held until `n` have been answered: the bookings then reach their credit check
 * together, not spread out by the supplier's answers, so only the lock can keep them in turn.
 */
async function allAtOnce<T>(n: number, run: () => Promise<T>): Promise<T> {
  const http = t.app.supplierHttp;
  const real = http.call;
  let arrived = 0;
  let release = () => {};
  const together = new Promise<void>((resolve) => (release = resolve));
  const timeout = setTimeout(release, 30_000); // never hang on a booking refused before it
  http.call = (async (name, call) => {
    const answer = await real(name, call);
    if (call.path === '/rates/check') {
      if (++arrived === n) release();
      await together;
    }
    return answer;
  }) as typeof real;
  try {
    return await run();
  } finally {
    clearTimeout(timeout);
    http.call = real;
  }
}

beforeAll(async () => {
  [car] = (await cars.search(r, t.agente)) as [TVehicle];
  const links = await t.db.select().from(userEntities).where(eq(userEntities.userId, t.ids.agente));
  [probe, entity] = links.map((l) => l.idEntidad).sort((a, b) => a - b) as [number, number];
});

describe('POST /api/cars/reservar/ ×100 at once against credit for 10', () => {
  it('books exactly 10, refuses 90 with the message, and never overspends', async () => {
    const priced = await bookFor(probe);
    expect(priced.statusCode, priced.body).toBe(200);
    const [probeRow] = await rowsOf(probe);
    const x = toCents(Number(probeRow!.total));
    expect(x).toBeGreaterThan(0);
    await kit.limit(entity, 'USD', (10 * x) / 100);

    const answers = await allAtOnce(100, () =>
      Promise.all(Array.from({ length: 100 }, () => bookFor(entity))),
    );

    const booked = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 400).map((a) => a.body)).toEqual(
      [],
    );
    expect([booked.length, refused.length]).toEqual([10, 90]);
    // each refusal came once the 10 had taken everything
    expect(new Set(refused.map(refusal))).toEqual(new Set(['US$ 0,00']));

    const rows = await rowsOf(entity);
    expect(rows.map((row) => row.status)).toEqual(Array(10).fill('confirmed'));
    expect(rows.map((row) => toCents(Number(row.total)))).toEqual(Array(10).fill(x));
    expect(await kit.line(entity, 'USD')).toEqual({
      moneda: 'USD',
      limite: (10 * x) / 100,
      usado: (10 * x) / 100,
      pagos: 0,
      disponible: 0,
    });
    // the ids answered are the rows written: nothing booked that the credit did not count
    const ids = booked.map((a) => Number(a.json().reservationId));
    const written = await t.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.idEntidad, entity), inArray(reservations.id, ids)));
    expect(written).toHaveLength(10);
  }, 240_000);
});
