import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { authHeader, TARIFAS, useTestApp, type Headers } from '../../../test/app';
import { entities } from '../../../db/schema';
import { auditLog } from '../../../db/schema-admin';
import { creditKit } from '../../credit/test-kit';
import { entitiesKit } from '../entities/test-kit';

// Issue 32, item 2: staff keep a credit limit per client entity and currency; AS agents read
// the credit of the entities they book for, and the selector shows what is left.
const t = useTestApp();
const kit = creditKit(t);
let id: number;
let tarifas: Headers;
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');
const none = { limite: null, usado: 0, pagos: 0, disponible: null };

beforeAll(async () => {
  tarifas = await authHeader(t.app, TARIFAS);
  const res = await entitiesKit(t).create({
    razonSocial: 'Crédito Prueba Viajes S.A.',
    cuit: '30-50001091-2', // sum 64, 64 mod 11 = 9 → 2 (worked out by hand)
    condicionIva: 'Responsable Inscripto',
    agentes: [t.ids.agente],
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json().idEntidad;
});

describe('GET /api/admin/entidades/:id/credito', () => {
  it('answers both currencies, no limit kept until staff set one', async () => {
    const res = await kit.credit(id);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        idEntidad: id,
        lineas: [
          { moneda: 'USD', ...none },
          { moneda: 'ARS', ...none },
        ],
      },
    ]);
  });

  it('is 404 for an unknown entity, 403 without cuentas.ver', async () => {
    const unknown = await kit.credit(999_999);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.entityNotFound]);
    for (const who of [tarifas, t.agente, t.vendedor])
      expect((await kit.credit(id, who)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/entidades/:id/credito', () => {
  it('sets a limit in one currency, audited with the change', async () => {
    const res = await kit.setLimit(id, { moneda: 'USD', limite: 1000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lineas).toEqual([
      { moneda: 'USD', limite: 1000, usado: 0, pagos: 0, disponible: 1000 },
      { moneda: 'ARS', ...none },
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credito.limite'), eq(auditLog.targetId, String(id))));
    expect(nbsp(entry!.summary)).toBe(
      'Límite de crédito en USD de Crédito Prueba Viajes S.A.: US$ 1.000,00 (antes sin límite)',
    );
    expect([entry!.before, entry!.after]).toEqual([
      { idEntidad: id, moneda: 'USD', limite: null },
      { idEntidad: id, moneda: 'USD', limite: 1000 },
    ]);
  });

  it.each([
    [{ moneda: 'USD', limite: -1 }, MESSAGES.creditLimitAmount],
    [{ moneda: 'USD', limite: 10.005 }, MESSAGES.creditLimitAmount],
    [{ moneda: 'USD', limite: 10_000_000_000 }, MESSAGES.creditLimitAmount],
    [{ moneda: 'USD', limite: '500' }, MESSAGES.creditLimitAmount],
    [{ moneda: 'EUR', limite: 10 }, MESSAGES.creditCurrency],
    [{ moneda: 'USD' }, MESSAGES.creditLimitAmount],
  ])('refuses %j with 400, writing nothing', async (body, message) => {
    const before = await kit.snapshot();
    const res = await kit.setLimit(id, body);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('is 404 for an unknown entity and 403 without creditos.editar, writing nothing', async () => {
    const before = await kit.snapshot();
    const unknown = await kit.setLimit(999_999, { moneda: 'USD', limite: 10 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.entityNotFound]);
    for (const who of [tarifas, t.agente, t.vendedor])
      expect((await kit.setLimit(id, { moneda: 'USD', limite: 1 }, who)).statusCode).toBe(403);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('stops keeping a limit with null (or an empty text), and a save without a change is not logged', async () => {
    await kit.limit(id, 'ARS', 250_000.5);
    const audited = (await kit.snapshot()).audit;
    await kit.limit(id, 'ARS', 250_000.5);
    expect((await kit.snapshot()).audit).toBe(audited);
    expect(await kit.line(id, 'ARS')).toEqual({
      moneda: 'ARS',
      limite: 250_000.5,
      usado: 0,
      pagos: 0,
      disponible: 250_000.5,
    });
    const res = await kit.setLimit(id, { moneda: 'ARS', limite: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await kit.line(id, 'ARS')).toEqual({ moneda: 'ARS', ...none });
    expect((await kit.snapshot()).lines.map((l) => l.currency)).toEqual(['USD']);
  });
});

describe('GET /api/main/entidades/:id/credito (the AS agent) and the selector', () => {
  it('shows the agent the credit of an entity they book for', async () => {
    const res = await kit.agentCredit(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lineas[0]).toEqual({
      moneda: 'USD',
      limite: 1000,
      usado: 0,
      pagos: 0,
      disponible: 1000,
    });
  });

  it('is 404 for any other entity or user', async () => {
    const [other] = await t.db
      .select()
      .from(entities)
      .where(eq(entities.razonSocial, 'Agencia Río de la Plata S.R.L.'));
    for (const [entity, who] of [
      [other!.idEntidad, t.agente],
      [999_999, t.agente],
      [id, t.vendedor],
    ] as const) {
      const res = await kit.agentCredit(entity, who);
      expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.entityNotFound]);
    }
  });

  it('offers the available credit beside each entity that has a limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/main/entidades/Viaj', headers: t.agente });
    const found = res.json() as { razonSocial: string; credito?: unknown }[];
    expect(found.find((e) => e.razonSocial === 'Crédito Prueba Viajes S.A.')).toEqual({
      idEntidad: id,
      razonSocial: 'Crédito Prueba Viajes S.A.',
      credito: [{ moneda: 'USD', disponible: 1000 }],
    });
    // no limit: the answer is the spec's, with nothing more
    expect(found.find((e) => e.razonSocial === 'Viajes del Litoral S.A.')).not.toHaveProperty('credito');
  });
});
