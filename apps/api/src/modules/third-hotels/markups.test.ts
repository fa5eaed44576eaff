import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { useTestApp, type Headers } from '../../test/app';
import { stay } from '../hotels/test-kit';
import { addMarkup, bookedRow, clearMarkups } from '../markups/test-kit';
import { bookingBody, thirdKit } from './test-kit';

// issue 32 item 1 (D-25): the agency's markup on the third provider's rooms, for one entity.
// The sandbox's Fontainebleau Miami Beach, first double for 3 nights: 1.259,61 + VAT 13 %
// 163,75 + 35 = 1.458,36. 10 % is 125,96; its VAT 16,37: 1.385,57 + 180,12 + 35 = 1.600,69.
const t = useTestApp();
const kit = thirdKit(t);
const range = stay(30, 3);
const forEntity = (): Headers => ({ ...t.agente, 'x-id-entidad': String(t.ids.entity) });
const firstRoom = async (headers: Headers) => {
  const [hotel] = await kit.search({ range }, headers);
  return { hotel: hotel!, room: hotel!.habitaciones[0]! };
};

describe('third-provider hotels with a markup', () => {
  it('shows the room’s rate 10 % up for the entity, VAT on the sale, the fee as it was', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'third-hotels', idEntidad: t.ids.entity, value: '10' });
    expect((await firstRoom(t.agente)).room.tarifa).toMatchObject({
      venta: 1259.61,
      iva: 163.75,
      total: 1458.36,
    });
    expect((await firstRoom(forEntity())).room.tarifa).toMatchObject({
      venta: 1385.57,
      iva: 180.12,
      gastoAdministrativo: 35,
      alicuota: 13,
      total: 1600.69,
    });
  });

  it('books the entity’s rate and stores net, markup and sale; the plain rate is refused', async () => {
    await clearMarkups(t.db);
    const rule = await addMarkup(t.db, { productLine: 'third-hotels', idEntidad: t.ids.entity, value: '10' });
    const entity = { idEntidad: t.ids.entity, isAgenteAS: true };
    const plain = await firstRoom(t.agente);
    const refused = await kit.book(bookingBody(plain.hotel, plain.room, range, { over: entity }), {
      headers: t.agente,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, MESSAGES.priceChanged]);
    const marked = await firstRoom(forEntity());
    const res = await kit.book(bookingBody(marked.hotel, marked.room, range, { over: entity }), {
      headers: t.agente,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await bookedRow(t.db, res);
    // 1.600,69 + the booking fee 35; the markup 125,96 (its VAT is the state's, not the agency's)
    expect(row).toMatchObject({
      status: 'confirmed',
      total: '1635.69',
      netTotal: '1509.73',
      markupTotal: '125.96',
      markupRuleId: rule,
    });
    expect(row!.breakdown).toMatchObject({ tarifa: 1385.57, iva: 180.12 });
    await clearMarkups(t.db);
  });
});
