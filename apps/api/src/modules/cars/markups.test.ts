import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type TVehicle } from '@portal/domain';
import { reservations } from '../../db/schema';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../test/app';
import { addMarkup, changeMarkup, clearMarkups } from '../markups/test-kit';
import { pdfText } from '../reservations/voucher/test-pdf-text';
import { carBody, carsKit, rental } from './test-kit';

// issue 32 item 1 (D-25): the agency's markup on cars, for one client entity.
const t = useTestApp();
const kit = carsKit(t);
const forEntity = (): Headers => ({ ...t.agente, 'x-id-entidad': String(t.ids.entity) });
const r = rental();
const first = (cars: TVehicle[]) => cars.find((c) => c.codigoCategoria === 'ICAR')!;

describe('POST /api/cars/search-availability/ with a markup', () => {
  it('answers the rate 10 % up for the entity named in X-Id-Entidad, the plain rate without it', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'cars', idEntidad: t.ids.entity, value: '10' });
    const plain = first(await kit.search(r, t.agente));
    const marked = first(await kit.search(r, forEntity()));
    // the sandbox's AVIS ICAR one-way for 5 days is 310,52: 10 % is 31,05
    expect(plain.tarifas[0]!.tarifa).toBe(310.52);
    expect(marked.tarifas[0]!.tarifa).toBe(341.57);
    // a child seat per day, a part of the booking: 10 % of 14
    expect(plain.specialEquipment.find((e) => e.equipmentGDSCode === 'CSI')!.monto).toBe(14);
    expect(marked.specialEquipment.find((e) => e.equipmentGDSCode === 'CSI')!.monto).toBe(15.4);
    // the one-way fee included in the rate goes up with it; the airport fee paid at the counter does not
    const charges = (v: TVehicle) => v.tarifas[0]!.vehicleCharges.map((c) => [c.purpose, c.monto]);
    expect(charges(plain)).toEqual([
      ['ONE_WAY', 35],
      ['AIRPORT', 30.61],
      ['TAX', 23.88],
    ]);
    expect(charges(marked)).toEqual([
      ['ONE_WAY', 38.5],
      ['AIRPORT', 30.61],
      ['TAX', 23.88],
    ]);
    // the vendedor, with no rule of his own, sees the brand's rate
    expect(first(await kit.search(r)).tarifas[0]!.tarifa).toBe(310.52);
  });

  it('refuses an entity the user may not book for', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cars/search-availability/',
      headers: { ...t.agente, 'x-id-entidad': String(t.ids.notMine) },
      payload: r,
    });
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.clientEntityNotAllowed]);
  });
});

describe('POST /api/cars/reservar/ with a markup', () => {
  const rowOf = async (id: string) =>
    (
      await t.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, Number(id)))
    )[0]!;

  it('books at the sale price and stores net, markup and sale; a rule’s change leaves it as booked', async () => {
    await clearMarkups(t.db);
    const rule = await addMarkup(t.db, { productLine: 'cars', idEntidad: t.ids.entity, value: '10' });
    const car = first(await kit.search(r, forEntity()));
    const body = carBody(r, car, { CSI: 1 }, { isAgenteAS: true, idEntidad: t.ids.entity });
    // 341,57 + 5 days × 15,40 = 418,57 sale; the brand's 310,52 + 5 × 14 = 380,52 net
    expect(body.monto).toBe(418.57);
    const res = await kit.book(body, { headers: t.agente });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().reservationId as string;
    const expected = { total: '488.57', netTotal: '450.52', markupTotal: '38.05', markupRuleId: rule };
    expect(await rowOf(id)).toMatchObject({ status: 'confirmed', ...expected });

    await changeMarkup(t.db, rule, { value: '20' });
    // 20 % of 310,52 = 62,10
    expect(first(await kit.search(r, forEntity())).tarifas[0]!.tarifa).toBe(372.62);
    expect(await rowOf(id)).toMatchObject(expected);

    // what the agent reads: Mis reservas and the voucher carry the sale total
    const list = await t.app.inject({ url: '/api/main/reservas?module=cars', headers: t.agente });
    expect(list.json().items.find((i: { id: number }) => String(i.id) === id)).toMatchObject({
      total: 488.57,
    });
    const pdf = await t.app.inject({ url: `/api/main/reservas/${id}/voucher.pdf`, headers: t.agente });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Total US$ 488,57');
    expect(text).toContain('Tarifa US$ 418,57');
    expect(text).not.toContain('380,52');

    // the agent sees the sale only; staff who see margins see net and markup, of anyone's booking
    const detail = async (headers: Headers) =>
      (await t.app.inject({ url: `/api/main/reservas/${id}`, headers })).json();
    const mine = await detail(t.agente);
    expect(mine.total).toBe(488.57);
    expect(mine).not.toHaveProperty('neto');
    expect(mine).not.toHaveProperty('margen');
    expect(await detail(await authHeader(t.app, ADMIN))).toMatchObject({
      total: 488.57,
      neto: 450.52,
      margen: 38.05,
    });
    expect((await t.app.inject({ url: `/api/main/reservas/${id}`, headers: t.vendedor })).statusCode).toBe(
      404,
    );
    await clearMarkups(t.db);
  });

  it('refuses a price shown for another entity as a changed rate, writing nothing', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'cars', idEntidad: t.ids.entity, value: '10' });
    const plain = first(await kit.search(r, t.agente));
    const before = (await kit.carRows()).length;
    const res = await kit.book(carBody(r, plain, {}, { isAgenteAS: true, idEntidad: t.ids.entity }), {
      headers: t.agente,
    });
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.carRateChanged]);
    expect(await kit.carRows()).toHaveLength(before);
    await clearMarkups(t.db);
  });

  it('adds a fixed amount once per booking, not per extra', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'cars', kind: 'monto', value: '15', currency: 'USD' });
    const car = first(await kit.search(r));
    expect(car.tarifas[0]!.tarifa).toBe(325.52);
    expect(car.specialEquipment.find((e) => e.equipmentGDSCode === 'CSI')!.monto).toBe(14);
    const res = await kit.book(carBody(r, car, { CSI: 2 }));
    expect(res.statusCode, res.body).toBe(200);
    // 325,52 + 2 × 5 × 14 = 465,52 sale, + 70 of fees; markup 15
    expect(await rowOf(res.json().reservationId)).toMatchObject({
      total: '535.52',
      netTotal: '520.52',
      markupTotal: '15.00',
    });
    await clearMarkups(t.db);
  });
});
