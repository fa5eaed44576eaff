import { describe, expect, it } from 'vitest';
import { addDays, MESSAGES, ZDisneyBookingResponse, type TDisneyRoom } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { stay } from '../hotels/test-kit';
import { bookingBody, disneyKit, newDisneyKey, type Ticket } from './test-kit';

// spec §7 POST reserva-disney/ (issue 12): a Walt Disney World room with or without the
// ticket its package rate requires, booked once, priced by the server.
const t = useTestApp();
const kit = disneyKit(t);
const range = stay(40, 4);

const roomOnly = (r: TDisneyRoom) =>
  !r.requiredTicket && !r.politicaCancelacion?.nonRefundable && r.promotion === null;
const packageRate = (r: TDisneyRoom) => r.requiredTicket && !r.politicaCancelacion?.nonRefundable;
const money = (n: unknown) => Number(n);

/** The 4-day ticket for 2 adults and a 6-year-old, entering the day after check-in, where it is on sale. */
async function ticketParts(room: TDisneyRoom) {
  for (let d = 0; d <= 4; d++) {
    const date = addDays(range.checkin, d);
    const ticket = (await kit.tickets(room, date)).find((x) => x.durationDays === 4)!;
    if (!(await kit.ticketAvailable(room, ticket.code, date))) continue;
    return { ticket, date, parts: ticketBody(ticket, date) };
  }
  throw new Error('the 4-day ticket is sold out all stay');
}
const ticketBody = (ticket: Ticket, date: string, adults = 2, children = 1) => ({
  requiredTicket: ticket,
  productAddons: [
    {
      code: ticket.code,
      type: ticket.type,
      date,
      quantity: adults,
      rate: { amountAfterTax: ticket.amountAfterTax, currency: 'USD', ageQualifyingType: '10' },
    },
    {
      code: ticket.codeChild,
      type: ticket.type,
      date,
      quantity: children,
      rate: { amountAfterTax: ticket.amountAfterTaxChild, currency: 'USD', ageQualifyingType: '8' },
    },
  ],
});

describe('POST /api/hotels/reserva-disney/', () => {
  it('books a room without a ticket: confirmed once, room + tax + 35 admin + 35 booking fee', async () => {
    const room = kit.findRoom(await kit.search({ range }), roomOnly);
    const key = newDisneyKey();
    const res = await kit.book(bookingBody(room, range), { key });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZDisneyBookingResponse.parse(res.json());
    const [row] = await kit.rowsOf(key);
    expect(row).toMatchObject({
      id: Number(answer.reservationId),
      module: 'disney-hotels',
      status: 'confirmed',
      supplierRef: answer.reservationIds.supplierResId,
      checkin: range.checkin,
      checkout: range.checkout,
    });
    expect(money(row!.total)).toBeCloseTo(money(room.tarifa.total) + 35, 2);
    expect(row!.passengers).toHaveLength(3);

    const again = await kit.book(bookingBody(room, range), { key });
    expect(again.json()).toEqual(res.json());
    expect(await kit.rowsOf(key)).toHaveLength(1);
  });

  it('books two rooms alike: two rooms taken every night, fees per room, booking fee once', async () => {
    const party = { adults: 2, childAges: [], rooms: 2 };
    const room = kit.findRoom(await kit.search({ range, party }), roomOnly);
    const before = (await kit.remaining(room, range.checkin))?.remaining;
    const key = newDisneyKey();
    const res = await kit.book(bookingBody(room, range, party), { key });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await kit.rowsOf(key);
    expect(money(row!.total)).toBeCloseTo(2 * money(room.tarifa.total) + 35, 2);
    const after = await kit.remaining(room, range.checkin);
    expect(after!.remaining).toBe((before ?? after!.initial) - 2);
  });

  it('books a package room with its ticket for an AS agent and his client, tickets priced per person', async () => {
    const room = kit.findRoom(await kit.search({ range, headers: t.agente }), packageRate);
    const { ticket, parts } = await ticketParts(room);
    const key = newDisneyKey();
    const body = bookingBody(room, range, undefined, { ...parts, isAgenteAS: true, idEntidad: t.ids.entity });
    const res = await kit.book(body, { headers: t.agente, key });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await kit.rowsOf(key);
    const tickets = 2 * ticket.amountAfterTax + ticket.amountAfterTaxChild;
    expect(money(row!.total)).toBeCloseTo(money(room.tarifa.total) + 35 + tickets, 2);
    expect(row).toMatchObject({ idEntidad: t.ids.entity, userId: t.ids.agente, status: 'confirmed' });
  });

  it('takes the spec §3 payload alone: the stay comes from the reserveCode', async () => {
    const room = kit.findRoom(await kit.search({ range }), roomOnly);
    const { stayRange: _stay, ...specOnly } = bookingBody(room, range);
    const key = newDisneyKey();
    const res = await kit.book(specOnly, { key });
    expect(res.statusCode, res.body).toBe(200);
    expect((await kit.rowsOf(key))[0]).toMatchObject({ checkin: range.checkin, checkout: range.checkout });
  });

  it('takes the total the agent was shown and refuses another one', async () => {
    const room = kit.findRoom(await kit.search({ range }), roomOnly);
    const right = money(room.tarifa.total) + 35;
    const ok = await kit.book(bookingBody(room, range, undefined, { monto: right }));
    expect(ok.statusCode, ok.body).toBe(200);
    const wrong = await kit.book(bookingBody(room, range, undefined, { monto: right - 10 }));
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, MESSAGES.disneyTotalMismatch]);
  });
});
