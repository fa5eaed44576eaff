import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type TDisneyRoom } from '@portal/domain';
import { reservations } from '../../db/schema';
import { useTestApp, type TestHandle } from '../../test/app';
import { adult, entryFor, findRoom, hotelBooking, refundable, stay } from '../hotels/test-kit';
import { bookingBody as disneyBody, disneyKit, newDisneyKey } from '../disney-hotels/test-kit';
import {
  bookingBody as thirdBody,
  newThirdKey,
  refundable as thirdRefundable,
  thirdKit,
} from '../third-hotels/test-kit';
import { bookingBody as ticketBody, newKey as newTicketKey, openDate } from '../tickets/test-fixtures';

// issue 29, item 4: a supplier that booked but whose answer was lost. Every hotel line and
// tickets answer 'verificando, no la repita' with the reservation ids (not a failure), the
// rows stay unknown, and a retry with the same key books nothing more.
const t = useTestApp(
  { reconcile: { intervalMs: 0, graceMs: 60_000, awaitingMs: 60_000 } },
  {
    OMNIBEES: { lostAnswerRate: 1 },
    DISNEYHOTELS: { lostAnswerRate: 1 },
    THIRDPROVIDER: { lostAnswerRate: 1 },
    DISNEY: { lostAnswerRate: 1 },
  },
);

const statusOf = async (t: TestHandle, id: number) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.status;

/** The answer every line gives: 502, the 'no la repita' text, the ids, each row unknown. */
async function expectUnknown(res: { statusCode: number; json: () => unknown }, count = 1) {
  const body = res.json() as { message: string; status: string; reservaId: number; reservaIds: number[] };
  expect([res.statusCode, body.message, body.status]).toEqual([
    502,
    MESSAGES.bookingOutcomeUnknown,
    'unknown',
  ]);
  expect(body.reservaIds).toHaveLength(count);
  expect(body.reservaId).toBe(body.reservaIds[0]);
  for (const id of body.reservaIds) expect(await statusOf(t, id)).toBe('unknown');
  return body;
}

describe('POST /api/booking/api/client/hotels/reservate when Omnibees loses its answers', () => {
  it('answers unknown with the ids of every room of the cart, and the same to a retry', async () => {
    const { search, reserve, rowsOf } = hotelBooking(t);
    const found = await search({ stayRange: stay(40) });
    const first = findRoom(found, refundable(1));
    const second = findRoom(found, (r, h) => refundable(1)(r) && h.hotelID !== first.hotel.hotelID);
    const list = [first, second].map(({ hotel, room }, i) =>
      entryFor(hotel, room, [adult(2 * i), adult(2 * i + 1)]),
    );
    const key = `lost-${Date.now()}`;
    const body = await expectUnknown(await reserve(list, undefined, key), 2);
    expect((await rowsOf(key)).map((r) => r.id).sort()).toEqual([...body.reservaIds].sort());
    const again = await reserve(list, undefined, key);
    expect(again.json()).toEqual(body);
    expect(await rowsOf(key)).toHaveLength(2);
  });
});

describe('POST /api/hotels/reserva-disney/ when Disney loses its answer', () => {
  it('answers unknown with the reservation id', async () => {
    const kit = disneyKit(t);
    const range = stay(50, 3);
    const roomOnly = (r: TDisneyRoom) => !r.requiredTicket && !r.politicaCancelacion?.nonRefundable;
    const room = kit.findRoom(await kit.search({ range }), roomOnly);
    const key = newDisneyKey();
    const body = await expectUnknown(await kit.book(disneyBody(room, range), { key }));
    expect((await kit.rowsOf(key)).map((r) => r.id)).toEqual([body.reservaId]);
  });
});

describe('POST /api/hotels/hotelResV2 when the third provider loses its answer', () => {
  it('answers unknown with the reservation id', async () => {
    const kit = thirdKit(t);
    const range = stay(50, 3);
    const { hotel, room } = kit.findRoom(await kit.search({ range }), thirdRefundable);
    const key = newThirdKey();
    const body = await expectUnknown(await kit.book(thirdBody(hotel, room, range), { key }));
    expect((await kit.rowsOf(key)).map((r) => r.id)).toEqual([body.reservaId]);
  });
});

describe('POST /api/tickets/tickets/pre-reservar/Disney when Walt Disney World loses its answer', () => {
  it('answers unknown with the reservation id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/tickets/pre-reservar/Disney',
      headers: { ...t.vendedor, 'idempotency-key': newTicketKey() },
      payload: ticketBody({ park: 'disney', code: 'WDW-BASE-3D', date: openDate('disney') }),
    });
    await expectUnknown(res);
  });
});
