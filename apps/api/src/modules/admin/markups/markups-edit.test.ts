import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fmt, MESSAGES } from '@portal/domain';
import type { TMarkupRule } from '@portal/domain/commerce/markup-schemas';
import { useTestApp } from '../../../test/app';
import { reservations } from '../../../db/schema';
import { markupRulesOf } from '../../markups/rules-cache';
import { markupsKit } from './test-kit';

const t = useTestApp();
const kit = markupsKit(t);
let pampa: number;
let rule: TMarkupRule;

const BODY = () => ({ linea: 'cars', idEntidad: pampa, tipo: 'porcentaje', valor: 10 });

beforeAll(async () => {
  pampa = await kit.entity('Pampa Márgenes S.R.L.');
  rule = await kit.created(BODY());
});

describe('PUT /api/admin/margenes/:id', () => {
  it('replaces the whole rule, audits before and after, and the pricing reads it at once', async () => {
    await markupRulesOf(t.app.db);
    const res = await kit.replace(rule.id, {
      ...BODY(),
      proveedor: 'BUDGET',
      prioridad: 5,
      desde: '2026-11-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: rule.id, proveedor: 'BUDGET', prioridad: 5, desde: '2026-11-01' });
    expect((await markupRulesOf(t.app.db)).find((r) => r.id === rule.id)).toMatchObject({ prioridad: 5 });
    // a field left out of a whole replacement goes back to none
    const back = await kit.replace(rule.id, BODY());
    expect(back.json()).toMatchObject({ proveedor: null, prioridad: 0, desde: null });
    const entries = await kit.auditOf(rule.id);
    expect(entries.map((e) => e.action)).toEqual(['margen.crear', 'margen.editar', 'margen.editar']);
    expect(entries[1]).toMatchObject({
      summary: `Edición de la regla de margen N° ${rule.id}: 10 % · Autos · BUDGET · Pampa Márgenes S.R.L. · desde el 01/11/2026`,
      before: { proveedor: null, prioridad: 0 },
      after: { proveedor: 'BUDGET', prioridad: 5 },
    });
  });

  it('logs turning a rule off and on as a deactivation and a reactivation, and forgets it meanwhile', async () => {
    expect((await kit.replace(rule.id, { ...BODY(), activo: false })).json().activo).toBe(false);
    expect((await markupRulesOf(t.app.db)).map((r) => r.id)).not.toContain(rule.id);
    expect((await kit.replace(rule.id, { ...BODY(), activo: true })).json().activo).toBe(true);
    expect((await markupRulesOf(t.app.db)).map((r) => r.id)).toContain(rule.id);
    const entries = await kit.auditOf(rule.id);
    expect(entries.slice(-2).map((e) => [e.action, e.summary])).toEqual([
      [
        'margen.desactivar',
        `Desactivación de la regla de margen N° ${rule.id}: 10 % · Autos · Pampa Márgenes S.R.L.`,
      ],
      [
        'margen.reactivar',
        `Reactivación de la regla de margen N° ${rule.id}: 10 % · Autos · Pampa Márgenes S.R.L.`,
      ],
    ]);
  });

  it('writes nothing when nothing changes', async () => {
    const before = await kit.snapshot();
    const res = await kit.replace(rule.id, { ...BODY(), proveedor: '', destino: null });
    expect(res.statusCode).toBe(200);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses to reactivate a rule another active one repeats (409), and a bad rule (400), writing nothing', async () => {
    const twin = await kit.created({ ...BODY(), valor: 15, activo: false });
    const before = await kit.snapshot();
    const clash = await kit.replace(twin.id, { ...BODY(), valor: 15 });
    expect([clash.statusCode, clash.json().message]).toEqual([409, fmt('markupDuplicada', { id: rule.id })]);
    const bad = await kit.replace(rule.id, { ...BODY(), tipo: 'monto', valor: 5 });
    expect([bad.statusCode, bad.json().message]).toEqual([400, MESSAGES.markupMonedaRequerida]);
    const gone = await kit.replace(rule.id, { ...BODY(), idEntidad: 999_999 });
    expect([gone.statusCode, gone.json().message]).toEqual([
      400,
      fmt('markupEntityNotFound', { id: 999_999 }),
    ]);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('answers 404 for a rule that does not exist, and 403 to agents', async () => {
    const res = await kit.replace(999_999, BODY());
    expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.markupNotFound]);
    const before = await kit.snapshot();
    for (const headers of [t.agente, t.vendedor])
      expect((await kit.replace(rule.id, { ...BODY(), valor: 50 }, headers)).statusCode).toBe(403);
    expect(await kit.snapshot()).toEqual(before);
  });
});

describe('DELETE /api/admin/margenes/:id', () => {
  it('removes the rule and audits it; a booking sold with it keeps its markup and rule id', async () => {
    const doomed = await kit.created({
      linea: 'cars',
      idEntidad: pampa,
      destino: 'Miami',
      tipo: 'porcentaje',
      valor: 8,
    });
    const [booking] = await t.db
      .insert(reservations)
      .values({
        module: 'cars',
        supplier: 'AVIS',
        status: 'confirmed',
        userId: t.ids.agente,
        idEntidad: pampa,
        productName: 'Auto con margen',
        checkin: '2026-12-10',
        currency: 'USD',
        breakdown: {},
        // 8 % of 200,00 = 16,00
        netTotal: '200.00',
        markupTotal: '16.00',
        total: '216.00',
        markupRuleId: doomed.id,
        passengers: [],
        request: {},
      })
      .returning();
    for (const headers of [t.agente, t.vendedor])
      expect((await kit.remove(doomed.id, headers)).statusCode).toBe(403);

    await markupRulesOf(t.app.db);
    const res = await kit.remove(doomed.id);
    expect(res.statusCode, res.body).toBe(204);
    expect((await markupRulesOf(t.app.db)).map((r) => r.id)).not.toContain(doomed.id);
    expect((await kit.snapshot()).rules.map((r) => r.id)).not.toContain(doomed.id);
    const [kept] = await t.db.select().from(reservations).where(eq(reservations.id, booking!.id));
    expect(kept).toMatchObject({
      netTotal: '200.00',
      markupTotal: '16.00',
      total: '216.00',
      markupRuleId: doomed.id,
    });
    expect((await kit.auditOf(doomed.id)).at(-1)).toMatchObject({
      action: 'margen.eliminar',
      summary: `Baja de la regla de margen N° ${doomed.id}: 8 % · Autos · Pampa Márgenes S.R.L. · Miami`,
      before: { id: doomed.id, valor: 8 },
      after: null,
    });
    const again = await kit.remove(doomed.id);
    expect([again.statusCode, again.json().message]).toEqual([404, MESSAGES.markupNotFound]);
  });
});
