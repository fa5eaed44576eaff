import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, MESSAGES, type TFlightQuotaBlock } from '@portal/domain';
import { flightSegments } from '../../db/schema-flights';
import { useTestApp, type Headers } from '../../test/app';
import { testToday } from '../../test/clock';
import { addMarkup, bookedRow, clearMarkups } from '../markups/test-kit';
import { flightBody, flightsKit } from './test-kit';

// issue 32 item 1 (D-25): the agency's markup on its seat quotas, for one client entity. The
// trip's fares are set by hand: out 400 + 50 of tax = 450, back 300 + 50 = 350 (800 a person).
// 10 % a leg: 45 and 35, so 880 a person; two adults 1.760 + 35 = 1.795, + 2,2 % (39,49) =
// 1.834,49. The markup is 160; the net, everything else: 1.674,49.
const t = useTestApp();
const kit = flightsKit(t);
const forEntity = (): Headers => ({ ...t.agente, 'x-id-entidad': String(t.ids.entity) });
const from = addDays(testToday(), 20);
const fares = { ida: { venta: '400.00', tasa: '50.00' }, vuelta: { venta: '300.00', tasa: '50.00' } };

const trip = async (headers: Headers) => {
  const [first] = await kit.search({ destino: 'PUJ', from, ocupacion: 2 }, headers);
  return first!;
};
const setFares = async () => {
  const { ida, vuelta } = await trip(t.agente);
  for (const [id, f] of [
    [ida.idTramo, fares.ida],
    [vuelta!.idTramo, fares.vuelta],
  ] as const)
    await t.db
      .update(flightSegments)
      .set({ ...f, iva: '0.00' })
      .where(eq(flightSegments.id, id));
};

describe('flights with a markup', () => {
  it('shows each leg’s fare 10 % up for the entity, and the quota page’s too', async () => {
    await clearMarkups(t.db);
    await setFares();
    await addMarkup(t.db, { productLine: 'flights', idEntidad: t.ids.entity, value: '10' });
    const plain = await trip(t.agente);
    expect([plain.ida.tarifas.sumaTotal, plain.vuelta!.tarifas.sumaTotal]).toEqual([450, 350]);
    const marked = await trip(forEntity());
    expect([marked.ida.tarifas.sumaTotal, marked.ida.tarifas.venta, marked.ida.tarifas.tasa]).toEqual([
      495, 445, 50,
    ]);
    expect(marked.vuelta!.tarifas.sumaTotal).toBe(385);
    const blocks = (await kit.get(`/api/aereos/cupos`, forEntity())).json() as TFlightQuotaBlock[];
    expect(blocks.find((b) => b.comparador === marked.ida.comparador)?.tarifa).toBe(880);
  });

  it('books at the entity’s fare and stores net, markup and sale; the plain fare is refused', async () => {
    await clearMarkups(t.db);
    await setFares();
    const rule = await addMarkup(t.db, { productLine: 'flights', idEntidad: t.ids.entity, value: '10' });
    const extra = { idEntidad: t.ids.entity, isAgenteAS: true };
    const refused = await kit.book(flightBody(await trip(t.agente), 2, extra), { headers: t.agente });
    expect([refused.statusCode, refused.json().message]).toEqual([400, MESSAGES.priceChanged]);
    const body = flightBody(await trip(forEntity()), 2, extra);
    expect(body.monto).toBe(1834.49);
    const res = await kit.book(body, { headers: t.agente });
    expect(res.statusCode, res.body).toBe(200);
    const row = await bookedRow(t.db, res);
    expect(row).toMatchObject({
      status: 'confirmed',
      total: '1834.49',
      netTotal: '1674.49',
      markupTotal: '160.00',
      markupRuleId: rule,
    });
    await clearMarkups(t.db);
  });
});
