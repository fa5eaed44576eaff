import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { useTestApp, type Headers } from '../../test/app';
import { addMarkup, bookedRow, clearMarkups } from '../markups/test-kit';
import { assistanceKit, trip, voucherBody } from './test-kit';

// issue 32 item 1 (D-25): the agency's markup on the insurer's plans, for one client entity.
// apps/sandbox/README.md: the family of 44, 41, 12 and 7 to Europe for 15 days, UA 30 is
// 56,25 + 56,25 + 45 + 45 = 202,50. 10 % a traveller: 5,63 + 5,63 + 4,50 + 4,50 = 20,26.
const t = useTestApp();
const kit = assistanceKit(t);
const AGES = [44, 41, 12, 7];
const forEntity = (): Headers => ({ ...t.agente, 'x-id-entidad': String(t.ids.entity) });
const ua30 = async (headers: Headers) =>
  (await kit.quote(trip(), headers)).find((p) => p.planCode === 'UA30')!;

describe('assistance with a markup', () => {
  it('quotes and accepts at the sale price for the entity; the plain price for nobody in particular', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'assistance', idEntidad: t.ids.entity, value: '10' });
    expect(await ua30(t.agente)).toMatchObject({ price: 202.5, pricePerPassenger: [56.25, 56.25, 45, 45] });
    const plan = await ua30(forEntity());
    expect(plan).toMatchObject({
      price: 222.76,
      tarifa: { VENTA: 222.76, IVA: 0, TOTAL: 222.76 },
      pricePerPassenger: [61.88, 61.88, 49.5, 49.5],
    });
    expect((await kit.accept(plan.id, forEntity())).price).toBe(222.76);
    // chosen again: the stored quote, at the same sale price
    expect((await kit.accept(plan.id, forEntity())).price).toBe(222.76);
  });

  it('pre-books at the sale price and stores net, markup and sale; the plain total is refused', async () => {
    await clearMarkups(t.db);
    const rule = await addMarkup(t.db, { productLine: 'assistance', idEntidad: t.ids.entity, value: '10' });
    const plan = await ua30(forEntity());
    await kit.accept(plan.id, forEntity());
    const body = (monto: number) =>
      voucherBody(trip(), plan, AGES, { idEntidad: t.ids.entity, monto, idUsuarioReservo: t.ids.agente });
    const before = (await kit.rows()).length;
    const plain = await kit.preBook(plan.id, body(272.5), { headers: t.agente });
    expect([plain.statusCode, plain.json().message]).toEqual([400, MESSAGES.assistanceTotalMismatch]);
    expect(await kit.rows()).toHaveLength(before);
    // 222,76 + 35 + 35
    const res = await kit.preBook(plan.id, body(292.76), { headers: t.agente });
    expect(res.statusCode, res.body).toBe(200);
    const row = await bookedRow(t.db, res);
    expect(row).toMatchObject({
      status: 'pre_booked',
      total: '292.76',
      netTotal: '272.50',
      markupTotal: '20.26',
      markupRuleId: rule,
    });
    await clearMarkups(t.db);
  });
});
