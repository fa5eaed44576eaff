import { beforeAll, describe, expect, it } from 'vitest';
import { fmt, MESSAGES } from '@portal/domain';
import { useTestApp } from '../../../test/app';
import { markupRulesOf } from '../../markups/rules-cache';
import { markupsKit } from './test-kit';

const t = useTestApp();
const kit = markupsKit(t);
let andinos: number;

beforeAll(async () => {
  andinos = await kit.entity('Viajes Andinos Márgenes S.A.');
});

const TEN_ON_CARS = () => ({ linea: 'cars', idEntidad: andinos, tipo: 'porcentaje', valor: 10 });

describe('POST /api/admin/margenes', () => {
  it('creates a rule with its entity’s name, audits it, and the pricing reads it at once', async () => {
    // the pricing's cache is filled before the change: the change must forget it
    const before = await markupRulesOf(t.app.db);
    const res = await kit.create({ ...TEN_ON_CARS(), proveedor: 'avis', destino: ' Miami ', prioridad: '' });
    expect(res.statusCode, res.body).toBe(201);
    const rule = res.json();
    expect(rule).toMatchObject({
      linea: 'cars',
      proveedor: 'AVIS',
      idEntidad: andinos,
      razonSocial: 'Viajes Andinos Márgenes S.A.',
      destino: 'Miami',
      desde: null,
      hasta: null,
      tipo: 'porcentaje',
      valor: 10,
      moneda: null,
      prioridad: 0,
      activo: true,
    });
    const after = await markupRulesOf(t.app.db);
    expect(after.map((r) => r.id)).toEqual([...before.map((r) => r.id), rule.id]);
    const [entry] = await kit.auditOf(rule.id);
    expect(entry).toMatchObject({
      action: 'margen.crear',
      actorName: 'Administración Mundo Travel',
      summary: `Alta de la regla de margen N° ${rule.id}: 10 % · Autos · AVIS · Viajes Andinos Márgenes S.A. · Miami`,
      before: null,
      after: { id: rule.id, valor: 10, proveedor: 'AVIS' },
    });
  });

  it('creates an amount per booking in its currency, with dates and a priority', async () => {
    const res = await kit.create({
      linea: 'hotels',
      desde: '2026-12-01',
      hasta: '2026-12-31',
      tipo: 'monto',
      valor: 25.5,
      moneda: 'USD',
      prioridad: 7,
      activo: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      linea: 'hotels',
      idEntidad: null,
      razonSocial: null,
      desde: '2026-12-01',
      hasta: '2026-12-31',
      tipo: 'monto',
      valor: 25.5,
      moneda: 'USD',
      prioridad: 7,
      activo: false,
    });
  });

  it.each([
    [{ valor: 0 }, MESSAGES.markupPorcentaje],
    [{ valor: 100.5 }, MESSAGES.markupPorcentaje],
    [{ tipo: 'monto', valor: 25 }, MESSAGES.markupMonedaRequerida],
    [{ moneda: 'USD' }, MESSAGES.markupMonedaPorcentaje],
    [{ tipo: 'monto', valor: 1_000_001, moneda: 'ARS' }, MESSAGES.markupMonto],
    [{ linea: 'trenes' }, MESSAGES.markupLinea],
    // a message with the request's words in it is no catalogue sentence: it names its field
    [{ proveedor: 'OMNIBEES' }, 'proveedor: El proveedor OMNIBEES no vende Autos: elija uno de AVIS, BUDGET'],
    [{ desde: '2026-12-31', hasta: '2026-12-01' }, MESSAGES.markupFechas],
    [{ desde: '2026-13-01' }, MESSAGES.markupDesde],
    [{ prioridad: 1001 }, MESSAGES.markupPrioridad],
    [{ idEntidad: 'x' }, MESSAGES.markupEntidad],
    [{ idEntidad: 999_999 }, fmt('markupEntityNotFound', { id: 999_999 })],
    [{ tipo: undefined }, MESSAGES.markupTipo],
  ])('refuses %j with 400 in Spanish and writes nothing', async (change, message) => {
    const before = await kit.snapshot();
    const res = await kit.create({ ...TEN_ON_CARS(), linea: 'cars', prioridad: 3, ...change });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses a second active rule for the same prices with 409 naming the first', async () => {
    const first = await kit.created({ ...TEN_ON_CARS(), destino: 'Cancún' });
    const before = await kit.snapshot();
    // the same criteria: the destination in another case, an amount that a percentage meets
    for (const clash of [
      { ...TEN_ON_CARS(), destino: 'CANCÚN', valor: 12 },
      { ...TEN_ON_CARS(), destino: 'cancún', tipo: 'monto', valor: 30, moneda: 'ARS', prioridad: 9 },
    ]) {
      const res = await kit.create(clash);
      expect([res.statusCode, res.json().message]).toEqual([409, fmt('markupDuplicada', { id: first.id })]);
    }
    expect(fmt('markupDuplicada', { id: 1 })).toContain('dependería solo de la prioridad');
    expect(await kit.snapshot()).toEqual(before);
  });

  it('takes rules that differ in a criterion, in the amount’s currency, or that are inactive', async () => {
    const base = { ...TEN_ON_CARS(), destino: 'Orlando', tipo: 'monto', valor: 20, moneda: 'USD' };
    await kit.created(base);
    for (const other of [
      { ...base, moneda: 'ARS' },
      { ...base, hasta: '2026-12-31' },
      { ...base, proveedor: 'BUDGET' },
      { ...base, activo: false },
    ])
      expect((await kit.create(other)).statusCode).toBe(201);
  });

  it('is for administrators only', async () => {
    const before = await kit.snapshot();
    for (const headers of [t.agente, t.vendedor]) {
      const res = await kit.create(TEN_ON_CARS(), headers);
      expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.forbidden]);
    }
    expect(await kit.snapshot()).toEqual(before);
  });
});
