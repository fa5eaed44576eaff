import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type TActivityAvailabilityResponse,
  type TTransferAvailabilityResponse,
} from '@portal/domain';
import { reservations } from '../../db/schema';
import { useTestApp, type Headers } from '../../test/app';
import { addMarkup, clearMarkups } from '../markups/test-kit';
import { serviceDay, transferSearch, utilitiesKit } from './test-kit';

// issue 32 item 1 (D-25): the agency's markup on activities and transfers, for one client entity.
// Prices from apps/sandbox/README.md: the Everglades for 2 adults, a 7- and a 2-year-old is
// 90 + 35 + 0 = 125; a van AP-CUN ⇄ HT-CUN-01 for 2 adults, 7 and 1 years is 91 a leg.
const t = useTestApp();
const EVERGLADES = { adults: 2, childAges: [7, 2] };
const VAN_PARTY = { adults: 2, childAges: [7, 1] };
const forEntity = (): Headers => ({ ...t.agente, 'x-id-entidad': String(t.ids.entity) });
const asEntity = { isAgenteAS: true };
const rowOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, Number(id)))
  )[0]!;

describe('activities with a markup', () => {
  const everglades = async (headers = forEntity()) => {
    const kit = utilitiesKit(t);
    const res = await kit.searchActivity('MCO-EVG01', serviceDay(23), EVERGLADES, headers);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as TActivityAvailabilityResponse;
    const offer = answer.products.availResponseV2Product[0]!;
    const concept = offer.concepts.find((c) => c.horarios.length > 0)!;
    return { answer, offer, concept, slot: concept.horarios[0]! };
  };

  it('shows each line and the option 10 % up for the entity, and books at that price', async () => {
    await clearMarkups(t.db);
    const rule = await addMarkup(t.db, { productLine: 'activities', idEntidad: t.ids.entity, value: '10' });
    const plain = await everglades(t.agente);
    expect([plain.concept.detalles.map((d) => d.total), plain.concept.total]).toEqual([[90, 35, 0], 125]);
    const marked = await everglades();
    expect([marked.concept.detalles.map((d) => d.total), marked.concept.total]).toEqual([
      [99, 38.5, 0],
      137.5,
    ]);
    const kit = utilitiesKit(t);
    const body = { ...kit.activityBooking(marked, EVERGLADES), idEntidad: t.ids.entity, ...asEntity };
    const res = await kit.book('actividades', body, { headers: t.agente });
    expect(res.statusCode, res.body).toBe(200);
    // 137,50 + 35 + 35
    expect(res.json().total).toBe(207.5);
    expect(await rowOf(res.json().reservationId)).toMatchObject({
      total: '207.50',
      netTotal: '195.00',
      markupTotal: '12.50',
      markupRuleId: rule,
    });
  });

  it('refuses the plain price for the entity as a changed price, writing nothing', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'activities', idEntidad: t.ids.entity, value: '10' });
    const kit = utilitiesKit(t);
    const plain = await everglades(t.agente);
    const before = (await kit.rows('activities')).length;
    const body = { ...kit.activityBooking(plain, EVERGLADES), idEntidad: t.ids.entity, ...asEntity };
    const res = await kit.book('actividades', body, { headers: t.agente });
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.utilityPriceChanged]);
    expect(await kit.rows('activities')).toHaveLength(before);
  });
});

describe('transfers with a markup', () => {
  const van = async (headers = forEntity()) => {
    const kit = utilitiesKit(t);
    const search = transferSearch({
      from: 'AP-CUN',
      to: 'HT-CUN-01',
      date: serviceDay(24),
      back: serviceDay(30),
      party: VAN_PARTY,
    });
    const res = await kit.post('/traslados/disponibilidad', search, headers);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as TTransferAvailabilityResponse;
    return { answer, product: answer.products.availResponseV2Product.find((p) => p.maxPasajeros === 7)! };
  };

  it('marks every leg by the percentage and adds a fixed amount once to the transfer', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'transfers', idEntidad: t.ids.entity, value: '10' });
    const plain = await van(t.agente);
    expect([plain.product.price, plain.product.concepts.map((c) => c.total)]).toEqual([182, [91, 91]]);
    const marked = await van();
    expect([marked.product.price, marked.product.concepts.map((c) => c.total)]).toEqual([
      200.2,
      [100.1, 100.1],
    ]);

    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'transfers', kind: 'monto', value: '15', currency: 'USD' });
    const fixed = await van();
    expect([fixed.product.price, fixed.product.concepts.map((c) => c.total)]).toEqual([197, [91, 91]]);
  });

  it('books the entity’s price and stores net, markup and sale', async () => {
    await clearMarkups(t.db);
    const rule = await addMarkup(t.db, { productLine: 'transfers', idEntidad: t.ids.entity, value: '10' });
    const kit = utilitiesKit(t);
    const { answer, product } = await van();
    const body = { ...kit.transferBooking(answer, product, VAN_PARTY), idEntidad: t.ids.entity, ...asEntity };
    const res = await kit.book('traslados', body, { headers: t.agente });
    expect(res.statusCode, res.body).toBe(200);
    // 200,20 + 35 + 35; net 182 + 70
    expect(await rowOf(res.json().reservationId)).toMatchObject({
      total: '270.20',
      netTotal: '252.00',
      markupTotal: '18.20',
      markupRuleId: rule,
    });
    await clearMarkups(t.db);
  });
});
