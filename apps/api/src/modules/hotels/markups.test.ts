import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { useTestApp, type Headers } from '../../test/app';
import { addMarkup, clearMarkups } from '../markups/test-kit';
import { adult, entryFor, findRoom, hotelBooking, refundable } from './test-kit';

// issue 32 item 1 (D-25): the agency's markup on the multi-provider hotels, per room, for one
// client entity, in each supplier's spelling. The sandbox's first refundable rooms in Cancún:
// Omnibees 3.082 + VAT 10,5 % 323,61 = 3.440,61 (country taxes 924,60 each, 30 %); Prestige
// '2296.00' + '241.08' = '2572.08'. 10 %: 308,20 (VAT 32,36; country taxes 92,46) and 229,60
// (VAT 24,11; country taxes 68,88).
const t = useTestApp();
const { search, reserve, rowsOf } = hotelBooking(t);
const forEntity = (): Headers => ({ ...t.agente, 'x-id-entidad': String(t.ids.entity) });

describe('multi-provider hotels with a markup', () => {
  it('shows each room 10 % up for the entity, in the supplier’s own spelling', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'hotels', idEntidad: t.ids.entity, value: '10' });
    const plain = await search({}, t.agente);
    expect(findRoom(plain, refundable(1)).room.tarifa).toMatchObject({ VENTA: 3082, IVA: 323.61 });
    const marked = await search({}, forEntity());
    expect(findRoom(marked, refundable(1)).room.tarifa).toEqual({
      VENTA: 3390.2,
      IVA: 355.97,
      TOTAL: 3781.17,
      alicuota: 10.5,
      gastoAdministrativo: 35,
      resolucion4815: 1017.06,
      ImpuestoPais: 1017.06,
      moneda: 'USD',
    });
    expect(findRoom(marked, refundable(2)).room.tarifa).toMatchObject({
      venta: '2525.60',
      iva: '265.19',
      TOTAL: '2825.79',
      gastoAdministrativo: '35.00',
      resolucion4815: '757.68',
    });
  });

  it('books a room at the entity’s sale and stores net, markup and sale; the plain rate is refused', async () => {
    await clearMarkups(t.db);
    const rule = await addMarkup(t.db, { productLine: 'hotels', idEntidad: t.ids.entity, value: '10' });
    const entity = { idEntidad: t.ids.entity, isAgenteAs: true };
    const plain = findRoom(await search({}, t.agente), refundable(1));
    const refused = await reserve(
      [entryFor(plain.hotel, plain.room, [adult(0), adult(1)], entity)],
      t.agente,
    );
    expect([refused.statusCode, refused.json().message]).toEqual([400, MESSAGES.priceChanged]);

    const { hotel, room } = findRoom(await search({}, forEntity()), refundable(1));
    const key = `test-hotel-markup-${Date.now().toString(36)}`;
    const res = await reserve([entryFor(hotel, room, [adult(0), adult(1)], entity)], t.agente, key);
    expect(res.statusCode, res.body).toBe(200);
    // the confirmation shows the room as the agent bought it
    expect(res.json().Omnibees[0].tarifa).toMatchObject({ VENTA: 3390.2, IVA: 355.97, TOTAL: 3781.17 });
    const [row] = await rowsOf(key);
    // 3.390,20 + 355,97 + 35 + the cart's booking fee 35
    expect(row).toMatchObject({
      status: 'confirmed',
      total: '3816.17',
      netTotal: '3507.97',
      markupTotal: '308.20',
      markupRuleId: rule,
    });
    await clearMarkups(t.db);
  });
});
