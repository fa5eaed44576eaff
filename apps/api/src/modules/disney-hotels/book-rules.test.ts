import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, MESSAGES, type TDisneyRoom } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { adult, minor, stay } from '../hotels/test-kit';
import { bookingBody, disneyKit, type Ticket } from './test-kit';

// spec §4, §5, §6, §9: every rule of POST reserva-disney/ broken once is a 400 in Spanish
// that writes nothing (issue 12).
const t = useTestApp();
const kit = disneyKit(t);
const range = stay(45, 3);

type Case = { body: () => Record<string, unknown>; headers?: () => Record<string, string>; message: string };

let roomOnly: TDisneyRoom;
let pkg: TDisneyRoom;
let ticket: Ticket;
let entry: string;

const addon = (code: string, quantity: number, amountAfterTax: number, age: string, date = entry) => ({
  code,
  type: 'TICKET',
  date,
  quantity,
  rate: { amountAfterTax, currency: 'USD', ageQualifyingType: age },
});
const withTicket = (over: { ticket?: Partial<Ticket>; date?: string; adults?: number } = {}) => {
  const tk = { ...ticket, ...over.ticket };
  return bookingBody(pkg, range, undefined, {
    requiredTicket: tk,
    productAddons: [
      addon(tk.code, over.adults ?? 2, tk.amountAfterTax, '10', over.date),
      addon(tk.codeChild, 1, tk.amountAfterTaxChild, '8', over.date),
    ],
  });
};

beforeAll(async () => {
  const hoteles = await kit.search({ range });
  roomOnly = kit.findRoom(hoteles, (r) => !r.requiredTicket && !r.politicaCancelacion?.nonRefundable);
  pkg = kit.findRoom(hoteles, (r) => r.requiredTicket && !r.politicaCancelacion?.nonRefundable);
  for (let d = 0; !ticket; d++) {
    entry = addDays(range.checkin, d);
    const offered = (await kit.tickets(pkg, entry)).find((x) => x.durationDays === 3)!;
    if (await kit.ticketAvailable(pkg, offered.code, entry)) ticket = offered;
  }
});

/**
 * A stay that starts on a date Disney has sold a ticket out on (a tenth of ticket-days are), its
 * package room and that ticket. Looked for from 45 days ahead on, so the test holds whatever
 * today is: a fixed window can hold no sold-out ticket at all (2 % of windows of 4 days).
 */
async function stayWithSoldOutTicket() {
  for (let d = 45; d < 45 + 60; d++) {
    const date = stay(d, 3).checkin;
    for (const tk of await kit.tickets(pkg, date)) {
      if (await kit.ticketAvailable(pkg, tk.code, date)) continue;
      const soldOutStay = stay(d, 3);
      const hoteles = await kit.search({ range: soldOutStay });
      const room = kit.findRoom(hoteles, (r) => r.requiredTicket && !r.politicaCancelacion?.nonRefundable);
      return { tk, date, soldOutStay, room };
    }
  }
  throw new Error('no sold-out ticket in 60 days of entry dates');
}

const cases: [string, Case][] = [
  [
    'a reserveCode Disney never issued',
    {
      body: () => bookingBody(roomOnly, range, undefined, { reservaCodigo: 'dh1.bogus' }),
      message: MESSAGES.rateUnavailable,
    },
  ],
  [
    'a stay other than the rate’s',
    { body: () => bookingBody(roomOnly, stay(45, 4)), message: MESSAGES.rateMismatch },
  ],
  [
    'one passenger short',
    {
      body: () => ({ ...bookingBody(roomOnly, range), pasajeros: [adult(0), adult(1)] }),
      message: MESSAGES.passengerCountMismatch,
    },
  ],
  [
    'a minor born for another age than the search’s',
    {
      body: () => ({
        ...bookingBody(roomOnly, range),
        pasajeros: [adult(0), adult(1), minor(12, range.checkin)],
      }),
      message: MESSAGES.minorBirthDateOutOfRange,
    },
  ],
  [
    'a package rate without its ticket',
    { body: () => bookingBody(pkg, range), message: MESSAGES.disneyTicketRequired },
  ],
  [
    'a ticket on a rate that includes none',
    {
      body: () => ({ ...withTicket(), reservaCodigo: roomOnly.reserveCode }),
      message: MESSAGES.disneyTicketNotIncluded,
    },
  ],
  [
    'a ticket entry date after the stay',
    {
      body: () => withTicket({ date: addDays(range.checkout, 1) }),
      message: MESSAGES.ticketEntryOutsideStay,
    },
  ],
  [
    'a ticket cheaper than Disney sells it',
    { body: () => withTicket({ ticket: { amountAfterTax: 1 } }), message: MESSAGES.priceChanged },
  ],
  [
    'fewer adult tickets than adults',
    { body: () => withTicket({ adults: 1 }), message: MESSAGES.disneyTicketMismatch },
  ],
  [
    'an AS agent without his client',
    {
      body: () => bookingBody(roomOnly, range, undefined, { isAgenteAS: true }),
      headers: () => t.agente,
      message: MESSAGES.clientEntityRequired,
    },
  ],
  [
    'an AS agent for a client not his',
    {
      body: () => bookingBody(roomOnly, range, undefined, { isAgenteAS: true, idEntidad: t.ids.notMine }),
      headers: () => t.agente,
      message: MESSAGES.clientEntityNotAllowed,
    },
  ],
];

describe('POST /api/hotels/reserva-disney/ refuses', () => {
  it.each(cases)('%s with 400 in Spanish and writes nothing', async (_, c) => {
    const before = (await kit.allRows()).length;
    const res = await kit.book(c.body(), { headers: c.headers?.() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(c.message);
    expect(await kit.allRows()).toHaveLength(before);
  });

  it('a vendedor’s stay less than 9 days ahead (spec §6), priced for an AS agent', async () => {
    const near = stay(3, 2);
    const room = kit.findRoom(await kit.search({ range: near, headers: t.agente }), (r) => !r.requiredTicket);
    const res = await kit.book(bookingBody(room, near));
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.leadTimeNonAS]);
  });

  it('a non-refundable rate for a vendedor (spec §6)', async () => {
    const far = stay(60, 3);
    const rooms = await kit.search({ range: far, headers: t.agente });
    const room = kit.findRoom(rooms, (r) => !!r.politicaCancelacion?.nonRefundable);
    const res = await kit.book(bookingBody(room, far));
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.nonRefundableOnlyAS]);
  });

  it('a ticket sold out on its entry date', async () => {
    const { tk, date, soldOutStay, room } = await stayWithSoldOutTicket();
    const before = (await kit.allRows()).length;
    const body = bookingBody(room, soldOutStay, undefined, {
      requiredTicket: tk,
      productAddons: [
        addon(tk.code, 2, tk.amountAfterTax, '10', date),
        addon(tk.codeChild, 1, tk.amountAfterTaxChild, '8', date),
      ],
    });
    const res = await kit.book(body);
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.selectedTicketUnavailable]);
    expect(await kit.allRows()).toHaveLength(before);
  });
});
