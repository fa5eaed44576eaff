import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, MESSAGES } from '@portal/domain';
import type { TPayment } from '@portal/domain/commerce/payments';
import { authHeader, TARIFAS, useTestApp } from '../../../test/app';
import { testToday } from '../../../test/clock';
import { auditLog } from '../../../db/schema-admin';
import { entityPayments } from '../../../db/schema-commerce';
import { creditKit } from '../../credit/test-kit';

// Issue 32, item 3: staff record a client's payment; it frees credit; it is never edited, only
// reversed by another entry (the same amount and currency, once; a reversal never).
const t = useTestApp();
const kit = creditKit(t);
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');
let id: number;
let other: number;
const paid = (over: object = {}) => ({
  fecha: testToday(),
  monto: 250.5,
  moneda: 'USD',
  medio: 'Transferencia',
  referencia: 'TRF-0001',
  ...over,
});
const recorded = async (entity: number, body: object) => {
  const res = await kit.pay(entity, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TPayment;
};

beforeAll(async () => {
  [id, other] = [t.ids.entity, t.ids.entity + 1];
  await kit.limit(id, 'USD', 1000);
});

describe('POST /api/admin/entidades/:id/pagos', () => {
  it('records a payment that frees credit, audited', async () => {
    const p = await recorded(id, paid());
    expect(p).toMatchObject({
      idEntidad: id,
      fecha: testToday(),
      monto: 250.5,
      moneda: 'USD',
      medio: 'Transferencia',
      referencia: 'TRF-0001',
      revierte: null,
      revertidoPor: null,
      usuario: 'Administración Mundo Travel',
    });
    // 0 charged − 250.50 paid: used −250.50, available 1000 + 250.50
    expect(await kit.line(id, 'USD')).toEqual({
      moneda: 'USD',
      limite: 1000,
      usado: -250.5,
      pagos: 250.5,
      disponible: 1250.5,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pago.registrar'), eq(auditLog.targetId, String(p.id))));
    expect(nbsp(entry!.summary)).toMatch(/^Pago de .+: US\$ 250,50 \(Transferencia, TRF-0001\)$/);
  });

  it.each([
    [{ fecha: addDays(testToday(), 1) }, MESSAGES.paymentDateFuture],
    [{ fecha: '2026-02-30' }, MESSAGES.invalidDate],
    [{ fecha: undefined }, MESSAGES.paymentDateRequired],
    [{ monto: 0 }, MESSAGES.paymentAmount],
    [{ monto: -5 }, MESSAGES.paymentAmount],
    [{ monto: 1.005 }, MESSAGES.paymentAmount],
    [{ moneda: 'EUR' }, MESSAGES.creditCurrency],
    [{ medio: 'Bitcoin' }, MESSAGES.paymentMethod],
    [{ referencia: 'x'.repeat(101) }, MESSAGES.paymentReference],
  ])('refuses %j with 400, writing nothing', async (over, message) => {
    const before = await kit.snapshot();
    const res = await kit.pay(id, paid(over));
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('takes a reference absent, null or empty as none', async () => {
    for (const referencia of [undefined, null, '', '   '])
      expect(
        (await recorded(other, paid({ monto: 10, medio: 'Efectivo', referencia }))).referencia,
      ).toBeNull();
  });

  it('is 404 for an unknown entity and 403 without creditos.editar, writing nothing', async () => {
    const before = await kit.snapshot();
    const unknown = await kit.pay(999_999, paid());
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.entityNotFound]);
    for (const who of [await authHeader(t.app, TARIFAS), t.agente, t.vendedor])
      expect((await kit.pay(id, paid(), who)).statusCode).toBe(403);
    expect(await kit.snapshot()).toEqual(before);
  });
});

describe('reversing a payment', () => {
  it('takes the same amount and currency, once; never a reversal, never another entity’s', async () => {
    const p = await recorded(id, paid({ monto: 400, medio: 'Cheque', referencia: 'CH 1234' }));
    const theirs = await recorded(other, paid({ monto: 400 }));
    const refusals = [
      [{ monto: 399.99 }, 'La reversión debe ser por el mismo monto y moneda del pago (US$ 400,00)'],
      [{ moneda: 'ARS' }, 'La reversión debe ser por el mismo monto y moneda del pago (US$ 400,00)'],
      [{ revierte: theirs.id }, MESSAGES.paymentReversedNotFound],
      [{ revierte: 987_654 }, MESSAGES.paymentReversedNotFound],
    ] as const;
    for (const [over, message] of refusals) {
      const before = await kit.snapshot();
      const res = await kit.pay(id, paid({ monto: 400, revierte: p.id, ...over }));
      expect([res.statusCode, nbsp(res.json().message)]).toEqual([400, message]);
      expect(await kit.snapshot()).toEqual(before);
    }
    const usedBefore = (await kit.line(id, 'USD')).usado;
    const reversal = await recorded(id, paid({ monto: 400, revierte: p.id, referencia: 'cheque rechazado' }));
    expect(reversal).toMatchObject({ monto: -400, moneda: 'USD', revierte: p.id, revertidoPor: null });
    // the credit the payment freed is taken again: used + 400
    expect((await kit.line(id, 'USD')).usado).toBe(usedBefore + 400);

    const again = await kit.pay(id, paid({ monto: 400, revierte: p.id }));
    expect([again.statusCode, again.json().message]).toEqual([400, MESSAGES.paymentAlreadyReversed]);
    const ofReversal = await kit.pay(id, paid({ monto: 400, revierte: reversal.id }));
    expect([ofReversal.statusCode, ofReversal.json().message]).toEqual([
      400,
      MESSAGES.paymentReversalOfReversal,
    ]);
  });

  it('is never edited nor removed: the database refuses it', async () => {
    const update = t.db.update(entityPayments).set({ amount: '1.00' });
    await expect(update).rejects.toThrow();
    await expect(t.db.execute(sql`delete from entity_payments`)).rejects.toThrow();
  });
});

describe('GET /api/admin/entidades/:id/pagos', () => {
  it('lists the newest first, each reversed one with its reversal, by currency and page', async () => {
    const res = await kit.payments(id, 'perPage=10');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: TPayment[]; total: number };
    expect(page.total).toBe(3);
    expect(page.items.map((p) => [p.monto, p.medio])).toEqual([
      [-400, 'Transferencia'],
      [400, 'Cheque'],
      [250.5, 'Transferencia'],
    ]);
    expect(page.items[1]!.revertidoPor).toBe(page.items[0]!.id);
    expect((await kit.payments(id, 'moneda=ARS')).json()).toMatchObject({ items: [], total: 0 });
    expect((await kit.payments(999_999)).statusCode).toBe(404);
    expect((await kit.payments(id, '', t.agente)).statusCode).toBe(403);
  });
});
