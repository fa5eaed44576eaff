import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import type { TMarkupRule } from '@portal/domain/commerce/markup-schemas';
import { useTestApp } from '../../../test/app';
import { markupsKit } from './test-kit';

const t = useTestApp();
const kit = markupsKit(t);
let andes: number;
let sur: number;
const ids: Record<string, number> = {};

// Rules of two entities of the test's own; their specificity worked out by hand from the
// weights entity 16, supplier 8, destination 4, line 2, dates 1.
beforeAll(async () => {
  andes = await kit.entity('Andes Lista Márgenes S.A.');
  sur = await kit.entity('Sur Lista Márgenes S.A.');
  const pct = (valor: number, o: object) =>
    kit.created({ idEntidad: andes, tipo: 'porcentaje', valor, ...o });
  ids.entityOnly = (await pct(5, {})).id; // 16
  ids.dates = (await pct(6, { desde: '2026-12-01' })).id; // 17
  ids.line = (await pct(7, { linea: 'hotels' })).id; // 18
  ids.lineHigh = (await pct(8, { linea: 'cars', prioridad: 50 })).id; // 18, priority 50
  ids.destination = (await pct(9, { destino: 'Bariloche', activo: false })).id; // 20
  ids.supplier = (await pct(11, { proveedor: 'PRESTIGE' })).id; // 24
  ids.sur = (
    await kit.created({ idEntidad: sur, linea: 'cars', tipo: 'monto', valor: 30, moneda: 'ARS' })
  ).id;
});

const page = async (query: string) => {
  const res = await kit.list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: TMarkupRule[]; total: number; page: number; perPage: number };
};
const idsOf = (items: TMarkupRule[]) => items.map((r) => r.id);

describe('GET /api/admin/margenes', () => {
  it('lists an entity’s rules in the order they win: specificity, then priority', async () => {
    const { items, total } = await page(`idEntidad=${andes}`);
    expect(total).toBe(6);
    expect(idsOf(items)).toEqual([
      ids.supplier,
      ids.destination,
      ids.lineHigh,
      ids.line,
      ids.dates,
      ids.entityOnly,
    ]);
    expect(items[0]).toMatchObject({
      razonSocial: 'Andes Lista Márgenes S.A.',
      proveedor: 'PRESTIGE',
      valor: 11,
    });
  });

  it('filters by line, entity and state, and searches supplier, destination and entity', async () => {
    expect(idsOf((await page(`linea=cars&idEntidad=${andes}`)).items)).toEqual([ids.lineHigh]);
    expect(idsOf((await page(`idEntidad=${andes}&activo=false`)).items)).toEqual([ids.destination]);
    expect((await page(`idEntidad=${andes}&activo=true`)).total).toBe(5);
    expect(idsOf((await page('q=barilo')).items)).toEqual([ids.destination]);
    expect(idsOf((await page('q=prestige')).items)).toEqual([ids.supplier]);
    expect(idsOf((await page('q=sur lista')).items)).toEqual([ids.sur]);
    // '%' is looked for as itself, not as a wildcard
    expect((await page('q=%25')).total).toBe(0);
  });

  it('pages and sorts on request', async () => {
    const first = await page(`idEntidad=${andes}&perPage=10&page=1&sort=valor&dir=desc`);
    expect(first.items.map((r) => r.valor)).toEqual([11, 9, 8, 7, 6, 5]);
    const second = await page(`idEntidad=${andes}&perPage=10&page=2`);
    expect([second.items, second.total, second.page]).toEqual([[], 6, 2]);
    const byPriority = await page(`idEntidad=${andes}&sort=prioridad&dir=desc`);
    expect(byPriority.items[0]!.id).toBe(ids.lineHigh);
  });

  it('refuses a bad filter with 400 in Spanish', async () => {
    const res = await kit.list('linea=trenes');
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.markupLinea]);
  });

  it('is for administrators only', async () => {
    for (const headers of [t.agente, t.vendedor]) {
      const res = await kit.list('', headers);
      expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.forbidden]);
    }
  });
});
