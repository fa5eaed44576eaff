import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type TTicketOfferAnswer } from '@portal/domain';
import { reservations } from '../../db/schema';
import { useTestApp, type Headers } from '../../test/app';
import { addMarkup, clearMarkups } from '../markups/test-kit';
import { bookingBody, lowSeasonWeekday } from './test-fixtures';

// issue 32 item 1 (D-25): the agency's markup on Walt Disney World tickets, for one entity.
// WDW-BASE-3D on a low-season weekday is 328 an adult, 315 a minor (test-fixtures.ts); 10 %
// of each is 32,80 and 31,50: 360,80 and 346,50. Two adults and a minor: 1.068,10 against
// 971 net, + 35 + 35.
const t = useTestApp();
const forEntity = (): Headers => ({ ...t.agente, 'x-id-entidad': String(t.ids.entity) });
const date = lowSeasonWeekday('disney');
const api = (url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/tickets/tickets/${url}`, headers, payload });
const offer = async (headers: Headers) =>
  ((await api(`ticket-by-fecha?fecha=${date}&durationDays=3`, headers)).json() as TTicketOfferAnswer[]).find(
    (o) => o.codeAdult === 'WDW-BASE-3D',
  )!;
const availability = async (headers: Headers) =>
  (
    await api(`disponibilidad-ticket?in=${date}&adults=2&childs=1`, headers, {
      codeAdult: 'WDW-BASE-3D',
      codeChild: 'WDW-BASE-3D-C',
      durationDays: 3,
    })
  ).json();

describe('tickets with a markup', () => {
  it('shows per-person prices 10 % up for the entity, and the order’s total', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'tickets', idEntidad: t.ids.entity, value: '10' });
    expect([(await offer(t.agente)).taxAdult.VENTA, (await offer(t.agente)).taxChild.VENTA]).toEqual([
      328, 315,
    ]);
    const marked = await offer(forEntity());
    expect([marked.taxAdult.VENTA, marked.taxAdult.TOTAL, marked.taxChild.VENTA]).toEqual([
      360.8, 360.8, 346.5,
    ]);
    expect(await availability(forEntity())).toMatchObject({
      tarifaAdulto: 360.8,
      tarifaChild: 346.5,
      desglose: { tarifa: 1068.1, gastoReserva: 35, gastoAdmin: 35 },
      total: 1138.1,
    });
  });

  it('adds a fixed amount once to the order, not to each ticket', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'tickets', kind: 'monto', value: '20', currency: 'USD' });
    expect((await offer(t.agente)).taxAdult.VENTA).toBe(328);
    // 971 + 20 once + 35 + 35
    expect(await availability(t.agente)).toMatchObject({
      tarifaAdulto: 328,
      desglose: { tarifa: 991 },
      total: 1061,
    });
    await clearMarkups(t.db);
  });

  it('pre-books at the entity’s sale price and stores net, markup and sale; the plain price is refused', async () => {
    await clearMarkups(t.db);
    const rule = await addMarkup(t.db, { productLine: 'tickets', idEntidad: t.ids.entity, value: '10' });
    const plain = { ...bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date }), idEntidad: t.ids.entity };
    const key = () => ({ ...t.agente, 'idempotency-key': `mk-${Date.now()}-${Math.random()}` });
    const refused = await api('pre-reservar/Disney', key(), plain);
    expect([refused.statusCode, refused.json().message]).toEqual([400, MESSAGES.amountMismatch]);
    const body = { ...plain, monto: 1138.1, tarifaAdulto: 360.8, tarifaChild: 346.5 };
    const res = await api('pre-reservar/Disney', key(), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 1138.1, desglose: { tarifa: 1068.1 } });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, res.json().reservaId));
    expect(row).toMatchObject({
      total: '1138.10',
      netTotal: '1041.00',
      markupTotal: '97.10',
      markupRuleId: rule,
    });
    await clearMarkups(t.db);
  });
});
