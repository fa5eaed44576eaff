import { describe, expect, it } from 'vitest';
import { MESSAGES, type TDisneyRoom } from '@portal/domain';
import { useTestApp, type Headers } from '../../test/app';
import { stay } from '../hotels/test-kit';
import { addMarkup, bookedRow, clearMarkups } from '../markups/test-kit';
import { bookingBody, disneyKit } from './test-kit';

// issue 32 item 1 (D-25): the agency's markup on Disney's rooms, for one client entity. The
// sandbox's All-Star Movies standard room, room only, 4 nights: 610 + tax 76,25 (12,5 %) + 35.
// 10 % is 61; its tax 7,63 (12,5 % of 61 = 7,625): 671 + 83,88 + 35 = 789,88.
const t = useTestApp();
const kit = disneyKit(t);
const range = stay(40, 4);
const forEntity = (): Headers => ({ ...t.agente, 'x-id-entidad': String(t.ids.entity) });
const roomOnly = (r: TDisneyRoom) =>
  !r.requiredTicket && !r.politicaCancelacion?.nonRefundable && r.promotion === null;
const room = async (headers: Headers) => kit.findRoom(await kit.search({ range, headers }), roomOnly);

describe('Disney hotels with a markup', () => {
  it('shows the room 10 % up for the entity, its tax at Disney’s rate, the plain room to others', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'disney-hotels', idEntidad: t.ids.entity, value: '10' });
    expect((await room(t.agente)).tarifa).toMatchObject({ venta: 610, iva: 76.25, total: 721.25 });
    const marked = await room(forEntity());
    expect(marked.tarifa).toMatchObject({ venta: 671, iva: 83.88, gastoAdministrativo: 35, total: 789.88 });
    expect(marked.tax).toMatchObject({ iva: 83.88 });
  });

  it('books the entity’s room and stores net, markup and sale; the plain total is refused', async () => {
    await clearMarkups(t.db);
    const rule = await addMarkup(t.db, {
      productLine: 'disney-hotels',
      idEntidad: t.ids.entity,
      value: '10',
    });
    const marked = await room(forEntity());
    const body = (monto: number) =>
      bookingBody(marked, range, undefined, { isAgenteAS: true, idEntidad: t.ids.entity, monto });
    // 721,25 + 35 of the plain room
    const refused = await kit.book(body(756.25), { headers: t.agente });
    expect([refused.statusCode, refused.json().message]).toEqual([400, MESSAGES.disneyTotalMismatch]);
    // 789,88 + 35
    const res = await kit.book(body(824.88), { headers: t.agente });
    expect(res.statusCode, res.body).toBe(200);
    const row = await bookedRow(t.db, res);
    expect(row).toMatchObject({
      status: 'confirmed',
      total: '824.88',
      netTotal: '763.88',
      markupTotal: '61.00',
      markupRuleId: rule,
    });
    await clearMarkups(t.db);
  });
});
