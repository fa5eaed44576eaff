import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, toCents, type TVehicle } from '@portal/domain';
import { testToday } from '../../test/clock';
import { idempotencyKeys, reservations } from '../../db/schema';
import { useTestApp, type Headers, type TestHandle } from '../../test/app';
import { carBody, carsKit, newCarKey, rental } from '../cars/test-kit';
import { cancelKit } from '../reservations/cancel-test-kit';
import { bookingBody, lowSeasonWeekday, newKey } from '../tickets/test-fixtures';
import { bookingCalls, esAr, refusal } from './booking-test-kit';
import { creditKit } from './test-kit';

// Issue 32, item 2: a booking for an entity is refused when it would pass the available
// credit, with nothing written and nothing asked of the supplier; a failed row gives the
// credit back, a cancelled one all but its penalty. Tickets write their row in the booking's
// transaction, cars with the plain database: both paths are here.
const t = useTestApp();
const kit = creditKit(t);
const cars = carsKit(t);
// a WDW 3-day ticket for one adult on a low-season weekday: USD 328 + 35 + 35 (test-fixtures.ts)
const TICKET = 398;
const ticket = bookingBody({
  park: 'disney',
  code: 'WDW-BASE-3D',
  date: lowSeasonWeekday('disney'),
  adults: 1,
  children: 0,
});
let entity: number;
let car: TVehicle;
const r = rental();

const preBook = (key = newKey(), headers: Headers = t.agente) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tickets/tickets/pre-reservar/Disney',
    headers: { ...headers, 'idempotency-key': key },
    payload: { ...ticket, idEntidad: entity },
  });
const bookCar = (key = newCarKey()) =>
  cars.book(carBody(r, car, {}, { isAgenteAS: true, idEntidad: entity }), { headers: t.agente, key });
const entityRows = () => t.db.select().from(reservations).where(eq(reservations.idEntidad, entity));
const keyRow = async (key: string) =>
  (
    await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, t.ids.agente), eq(idempotencyKeys.key, key)))
  )[0];

beforeAll(async () => {
  entity = t.ids.entity;
  [car] = (await cars.search(r, t.agente)) as [TVehicle];
});

describe('a booking for a client entity and its credit', () => {
  it('is not limited while staff keep no limit', async () => {
    const res = await preBook();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(TICKET);
    expect(await kit.line(entity, 'USD')).toEqual({
      moneda: 'USD',
      limite: null,
      usado: 398,
      pagos: 0,
      disponible: null,
    });
  });

  it('is refused a cent past the available credit: 400, nothing written, no supplier booking, key released', async () => {
    await kit.limit(entity, 'USD', 795.99); // 398 used: 397.99 left for a 398 booking
    const rows = await entityRows();
    const key = newKey();
    const { calls, result } = await bookingCalls(t, () => preBook(key));
    expect([result.statusCode, refusal(result)]).toEqual([400, `US$ ${esAr(39_799)}`]);
    expect(result.json().message.replace(/\u00a0/g, ' ')).toBe(
      'La entidad no tiene crédito disponible para esta reserva (disponible US$ 397,99)',
    );
    expect(calls).toEqual([]);
    expect(await entityRows()).toEqual(rows);
    expect(await keyRow(key)).toBeUndefined();

    // a cent more of credit: the same key books, using the credit to the cent
    await kit.limit(entity, 'USD', 796);
    const again = await preBook(key);
    expect(again.statusCode, again.body).toBe(200);
    expect(await kit.line(entity, 'USD')).toMatchObject({ limite: 796, usado: 796, disponible: 0 });
  });

  it('is refused on the cars line too (its own transaction), until a payment frees credit', async () => {
    const rows = await entityRows();
    const { calls, result } = await bookingCalls(t, () => bookCar());
    expect([result.statusCode, refusal(result)]).toEqual([400, 'US$ 0,00']);
    expect(calls).toEqual([]);
    expect(await entityRows()).toEqual(rows);

    const paid = await kit.pay(entity, {
      fecha: addDays(testToday(), -9),
      monto: 5000,
      moneda: 'USD',
      medio: 'Efectivo',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const { calls: made, result: booked } = await bookingCalls(t, () => bookCar());
    expect(booked.statusCode, booked.body).toBe(200);
    expect(made).toEqual(['AVIS /bookings']); // what the refusals above did not do
    const row = (await entityRows()).find((x) => x.module === 'cars')!;
    const carCents = toCents(Number(row.total));
    expect(carCents).toBeGreaterThan(0);
    // 796 + the car − 5000 paid; 796 + 5000 − 796 − the car left
    expect(await kit.line(entity, 'USD')).toEqual({
      moneda: 'USD',
      limite: 796,
      usado: (79_600 + carCents - 500_000) / 100,
      pagos: 5000,
      disponible: (500_000 - carCents) / 100,
    });
  });

  it('gives back all but the penalty when a booking is cancelled', async () => {
    const before = toCents((await kit.line(entity, 'USD')).usado);
    const { bookActivity, cancel } = cancelKit(t);
    const id = await bookActivity(1, t.agente); // past the free window: the penalty is the rate, 2 × 45
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.idEntidad).toBe(entity);
    expect(toCents((await kit.line(entity, 'USD')).usado)).toBe(before + toCents(Number(row!.total)));
    expect((await cancel(id, 90, { headers: t.agente })).statusCode).toBe(200);
    expect(toCents((await kit.line(entity, 'USD')).usado)).toBe(before + 9_000);
  });
});

describe('a booking the supplier refuses', () => {
  const refused: TestHandle = useTestApp({}, { AVIS: { bookRefuseRate: 1 } });
  const refusedKit = creditKit(refused);

  it('gives its credit back: a failed row charges nothing', async () => {
    const id = refused.ids.entity;
    await refusedKit.limit(id, 'USD', 10_000);
    const rk = carsKit(refused);
    const [c] = await rk.search(r, refused.agente);
    const key = newCarKey();
    const res = await rk.book(carBody(r, c!, {}, { isAgenteAS: true, idEntidad: id }), {
      headers: refused.agente,
      key,
    });
    expect(res.statusCode).toBe(502);
    const [row] = await refused.db.select().from(reservations).where(eq(reservations.idempotencyKey, key));
    expect(row).toMatchObject({ status: 'failed', idEntidad: id });
    expect(await refusedKit.line(id, 'USD')).toEqual({
      moneda: 'USD',
      limite: 10_000,
      usado: 0,
      pagos: 0,
      disponible: 10_000,
    });
  });
});
