import { beforeAll, describe, expect, it } from 'vitest';
import { addYears, MESSAGES, type THotel, type THotelRoom } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { adult, minor, stay } from '../hotels/test-kit';
import { testToday } from '../../test/clock';
import { bookingBody, nonRefundable, refundable, thirdKit, type Range } from './test-kit';

// spec §4, §5, §6, §9: every rule of POST hotelResV2 broken once is a 400 in Spanish that
// writes nothing (issue 12).
const t = useTestApp();
const kit = thirdKit(t);
const range = stay(45, 3);
const family = { adults: 2, childAges: [6] };

type Chosen = { hotel: THotel; room: THotelRoom; range: Range };
let couple: Chosen;
let withMinor: Chosen;
let noRefund: Chosen;
let soon: Chosen;

beforeAll(async () => {
  couple = { ...kit.findRoom(await kit.search({ range }), refundable), range };
  withMinor = { ...kit.findRoom(await kit.search({ range, parties: [family] }), refundable), range };
  noRefund = { ...kit.findRoom(await kit.search({ range }, t.agente), nonRefundable), range };
  // an AS agent may search next week; a vendedor may not book it
  const near = stay(3, 2);
  soon = { ...kit.findRoom(await kit.search({ range: near }, t.agente), refundable), range: near };
});

const body = (p: Chosen, over: Record<string, unknown> = {}, party?: typeof family) =>
  bookingBody(p.hotel, p.room, p.range, { over, party });

type Case = { body: () => Record<string, unknown>; agent?: boolean; message: string };
const cases: [string, Case][] = [
  [
    'an informacionRsrv the provider never issued',
    { body: () => body(couple, { informacionRsrv: 'tp1.bogus' }), message: MESSAGES.rateUnavailable },
  ],
  [
    'an informacionRsrv that is not a rate key',
    { body: () => body(couple, { informacionRsrv: { rate: 1 } }), message: MESSAGES.rateUnavailable },
  ],
  [
    'a rate cheaper than the provider sells it',
    {
      body: () => body(couple, { tarifa: { ...couple.room.tarifa, venta: 1 } }),
      message: MESSAGES.priceChanged,
    },
  ],
  ['another hotel’s id', { body: () => body(couple, { hotelID: 'NYC01' }), message: MESSAGES.rateMismatch }],
  ['a vendedor’s stay less than 9 days ahead', { body: () => body(soon), message: MESSAGES.leadTimeNonAS }],
  [
    'a non-refundable rate for a vendedor',
    { body: () => body(noRefund), message: MESSAGES.nonRefundableOnlyAS },
  ],
  [
    'one passenger short',
    {
      body: () => body(withMinor, { pasajeros: [adult(0), adult(1)] }),
      message: MESSAGES.passengerCountMismatch,
    },
  ],
  [
    'a lead passenger under 18',
    {
      body: () =>
        body(couple, {
          pasajeros: [adult(0, { nacimiento: addYears(testToday(), -16), edad: 16 }), adult(1)],
        }),
      message: MESSAGES.leadAdultBirthDate,
    },
  ],
  [
    'a minor born for another age than the search’s',
    {
      body: () => body(withMinor, { pasajeros: [adult(0), adult(1), minor(12, range.checkin)] }),
      message: MESSAGES.minorBirthDateOutOfRange,
    },
  ],
  [
    'an AS agent without his client',
    { body: () => body(couple), agent: true, message: MESSAGES.clientEntityRequired },
  ],
  [
    'an AS agent for a client not his',
    {
      body: () => body(couple, { idEntidad: t.ids.notMine }),
      agent: true,
      message: MESSAGES.clientEntityNotAllowed,
    },
  ],
  [
    'a vendedor naming a client entity',
    { body: () => body(couple, { idEntidad: t.ids.entity }), message: MESSAGES.clientEntityNotAllowed },
  ],
];

describe('POST /api/hotels/hotelResV2 refuses', () => {
  it.each(cases)('%s with 400 in Spanish and writes nothing', async (_, c) => {
    const before = (await kit.allRows()).length;
    const left = (await kit.allotment(couple.room, range.checkin))?.remaining;
    const res = await kit.book(c.body(), { headers: c.agent ? t.agente : t.vendedor });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(c.message);
    expect(await kit.allRows()).toHaveLength(before);
    expect((await kit.allotment(couple.room, range.checkin))?.remaining).toBe(left);
  });

  it('a body without pasajeros or with another proveedor, by its schema', async () => {
    const { pasajeros: _p, ...noPax } = body(couple);
    expect((await kit.book(noPax)).statusCode).toBe(400);
    expect((await kit.book(body(couple, { proveedor: 2 }))).statusCode).toBe(400);
    expect(await kit.allRows()).toHaveLength(0);
  });
});
