import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { users } from '../../../db/schema';
import { ADMIN, authHeader, TARIFAS, useTestApp, type Headers } from '../../../test/app';
import { at, createEntity, day, insertBooking, insertPayment } from './test-kit';

// GET /api/main/cuenta-corriente/{idEntidad} (issue 32, item 4), on rows written by hand.
// The period is the last 30 days of the tests' today; every balance below is worked out on paper.
const t = useTestApp();
let admin: Headers;
let tarifas: Headers;
let entity: number;
let other: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  [admin, tarifas] = [await authHeader(t.app, ADMIN), await authHeader(t.app, TARIFAS)];
  const [adminUser] = await t.db.select().from(users).where(eq(users.username, ADMIN.username));
  const userId = t.ids.agente;
  entity = await createEntity(t.db, 'Cuenta Test SA', [userId]);
  other = await createEntity(t.db, 'Otra Entidad SRL');
  const b = (total: string, created: Date, more = {}) =>
    insertBooking(t.db, { idEntidad: entity, userId, total, created, ...more });
  const pay = (amount: string, paidOn: string, more = {}) =>
    insertPayment(t.db, { idEntidad: entity, userId: adminUser!.id, amount, paidOn, ...more });
  // before the period: 135 + 80 (cancelled inside it) + 10 − 100 paid = 125.00 owed
  ids.r1 = await b('135.00', at(-40));
  ids.r7 = await b('80.00', at(-45), { status: 'cancelled', penalty: '0', cancelled: at(-12) });
  ids.r8 = await b('10.00', at(-30, '02:00:00')); // 23:00 of the day before in Buenos Aires
  ids.p0 = await pay('100.00', day(-35));
  // the period
  ids.r2 = await b('250.50', at(-20));
  ids.r3 = await b('999.00', at(-18), { status: 'failed' });
  ids.r4 = await b('400.00', at(-15), { status: 'cancelled', penalty: '60.00', cancelled: at(-10) });
  ids.p1 = await pay('300.00', day(-8), { reference: 'TR-77' });
  ids.p2 = await pay('-300.00', day(-5), { reverses: ids.p1, reference: 'TR-77' });
  ids.p3 = await pay('50.25', day(-2), { method: 'Efectivo' });
  ids.r5 = await b('20.00', at(-1), { status: 'pending' });
  ids.r6 = await b('1000.00', at(-3), { currency: 'ARS' });
});

const get = (headers: Headers | undefined, query = '', id: number | string = entity) =>
  t.app.inject({ method: 'GET', url: `/api/main/cuenta-corriente/${id}${query}`, headers: headers ?? {} });
const period = () => `?desde=${day(-30)}&hasta=${day(0)}`;

describe('GET /api/main/cuenta-corriente/:idEntidad', () => {
  it('lists the period with the opening and running balances, failed bookings and other currencies left out', async () => {
    const res = await get(admin, period());
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      idEntidad: entity,
      razonSocial: 'Cuenta Test SA',
      moneda: 'USD',
      desde: day(-30),
      hasta: day(0),
    });
    expect(s.saldoInicial).toBe(125);
    expect(
      s.entries.map((e: Record<string, unknown>) => [
        e.fecha,
        e.tipo,
        e.idReserva ?? e.idPago,
        e.debe,
        e.haber,
        e.saldo,
      ]),
    ).toEqual([
      [day(-20), 'reserva', ids.r2, 250.5, 0, 375.5],
      [day(-15), 'reserva', ids.r4, 400, 0, 775.5],
      [day(-12), 'cancelacion', ids.r7, 0, 80, 695.5],
      [day(-10), 'cancelacion', ids.r4, 0, 400, 295.5],
      [day(-10), 'penalidad', ids.r4, 60, 0, 355.5],
      [day(-8), 'pago', ids.p1, 0, 300, 55.5],
      [day(-5), 'reversion', ids.p2, 300, 0, 355.5],
      [day(-2), 'pago', ids.p3, 0, 50.25, 305.25],
      [day(-1), 'reserva', ids.r5, 20, 0, 325.25],
    ]);
    expect(s.totales).toEqual({ debe: 1030.5, haber: 830.25 });
    expect(s.saldoFinal).toBe(325.25);
    expect(s.entries[0]).toMatchObject({
      linea: 'Autos',
      producto: 'Chevrolet Onix o similar',
      pasajero: 'Pérez Núñez, Ana María',
      estado: 'confirmed',
    });
    expect(s.entries[5]).toMatchObject({ medio: 'Transferencia', referencia: 'TR-77' });
  });

  it("closes a period ending today at the credit line's balance: charges − payments", async () => {
    // charges: 135 + 10 + 250.50 + 20 (not failed, not cancelled) + 60 + 0 (penalties) = 475.50;
    // payments: 100 + 300 − 300 + 50.25 = 150.25; the last 90 days hold every row: 6 bookings,
    // 2 cancellations, 1 penalty (the other was 0), 3 payments and 1 reversal
    const s = (await get(admin)).json();
    expect(s).toMatchObject({ desde: day(-89), hasta: day(0), saldoInicial: 0, saldoFinal: 325.25 });
    expect(s.entries).toHaveLength(13);
    // and the back office's credit line of the entity says the same
    const credit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/entidades/${entity}/credito`,
      headers: admin,
    });
    expect(credit.json().lineas).toContainEqual(expect.objectContaining({ moneda: 'USD', usado: 325.25 }));
  });

  it('keeps each currency apart', async () => {
    const s = (await get(admin, `${period()}&moneda=ARS`)).json();
    expect(s).toMatchObject({
      moneda: 'ARS',
      saldoInicial: 0,
      totales: { debe: 1000, haber: 0 },
      saldoFinal: 1000,
    });
    expect(s.entries.map((e: { idReserva: number }) => e.idReserva)).toEqual([ids.r6]);
  });

  it('an AS agent reads the entities they book for', async () => {
    const res = await get(t.agente, period());
    expect(res.statusCode).toBe(200);
    expect(res.json().saldoFinal).toBe(325.25);
  });

  it('answers 404 to anybody else and for an unknown entity, alike', async () => {
    const cases = [
      await get(t.agente, '', other), // not one of the agent's
      await get(t.vendedor), // a seller
      await get(tarifas), // staff without cuentas.ver
      await get(admin, '', 999_999), // nobody's
    ];
    for (const res of cases)
      expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.statementNotFound]);
    expect((await get(admin, '', other)).json()).toMatchObject({
      razonSocial: 'Otra Entidad SRL',
      entries: [],
      saldoFinal: 0,
    });
  });

  it('asks for a session', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
  });

  it('takes null and empty optional fields as not given', async () => {
    const res = await get(admin, '?desde=&hasta=&moneda=&formato=');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ desde: day(-89), hasta: day(0), moneda: 'USD' });
  });

  it.each([
    [`?desde=${day(1)}&hasta=${day(0)}`, MESSAGES.statementRangeOrder],
    [`?desde=${day(-800)}&hasta=${day(0)}`, MESSAGES.statementRangeTooLong],
    [`?desde=${day(1)}`, MESSAGES.statementRangeOrder], // hasta defaults to today
    ['?desde=2026-02-30', MESSAGES.statementDesde],
    ['?hasta=10-03-2026', MESSAGES.statementHasta],
    ['?moneda=EUR', MESSAGES.statementCurrency],
    ['?formato=csv', MESSAGES.statementFormat],
  ])('refuses %s with 400 in Spanish', async (query, message) => {
    const res = await get(admin, query);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('refuses an entity that is not a number', async () => {
    const res = await get(admin, '', 'abc');
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.statementEntity]);
  });
});
