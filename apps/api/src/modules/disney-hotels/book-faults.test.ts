import { describe, expect, it } from 'vitest';
import { MESSAGES, stayNights, type TDisneyRoom } from '@portal/domain';
import { testConfig } from '../../config';
import { hotelAllotments } from '../../db/schema-hotels';
import { useTestApp, type TestHandle } from '../../test/app';
import { untilSupplierHolds } from '../../test/supplier-booking';
import { stay } from '../hotels/test-kit';
import { bookingBody, disneyKit, newDisneyKey } from './test-kit';

// When Disney refuses, fails or does not answer a booking, and when two agents want the last
// room: nothing is lost, nothing half-written, no room oversold (issue 12).
const settleNow = { reconcile: { intervalMs: 0, graceMs: 0, awaitingMs: 60_000 } };
const base = testConfig().suppliers;
const shortTimeout = { suppliers: { ...base, DISNEYHOTELS: { ...base.DISNEYHOTELS, timeoutMs: 600 } } };
const range = stay(50, 3);
const roomOnly = (r: TDisneyRoom) => !r.requiredTicket && !r.politicaCancelacion?.nonRefundable;

async function roomAndBody(t: TestHandle) {
  const kit = disneyKit(t);
  const room = kit.findRoom(await kit.search({ range }), roomOnly);
  return { kit, room, body: bookingBody(room, range) };
}

describe('POST /api/hotels/reserva-disney/ when Disney refuses', () => {
  const t = useTestApp({}, { DISNEYHOTELS: { bookRefuseRate: 1 } });

  it('answers the spec §8 text, records the row failed and gives the room back', async () => {
    const { kit, room, body } = await roomAndBody(t);
    const key = newDisneyKey();
    const res = await kit.book(body, { key });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.hotelBookingError]);
    const [row] = await kit.rowsOf(key);
    expect(row!.status).toBe('failed');
    const left = await kit.remaining(room, range.checkin);
    expect(left!.remaining).toBe(left!.initial);
  });
});

describe('POST /api/hotels/reserva-disney/ when Disney does not answer in time', () => {
  const t = useTestApp({ ...shortTimeout, ...settleNow }, { DISNEYHOTELS: { bookLatencyMs: 2000 } });

  it('keeps the row unknown with its room taken, then reconciliation confirms what Disney booked', async () => {
    const { kit, room, body } = await roomAndBody(t);
    const key = newDisneyKey();
    const res = await kit.book(body, { key });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.bookingOutcomeUnknown]);
    const [row] = await kit.rowsOf(key);
    expect(row!.status).toBe('unknown');
    const left = await kit.remaining(room, range.checkin);
    expect(left!.remaining).toBe(left!.initial - 1);

    await untilSupplierHolds(t, 'DISNEYHOTELS', row!.id); // the booking Disney made before answering
    expect(await t.app.reconcile()).toBe(1);
    const [settled] = await kit.rowsOf(key);
    expect(settled).toMatchObject({ status: 'confirmed', supplierRef: expect.stringMatching(/^WDW-/) });
    const again = await kit.book(body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      reservationId: String(row!.id),
      reservationIds: { supplierResId: settled!.supplierRef },
    });
  });
});

describe('POST /api/hotels/reserva-disney/ when Disney fails before booking', () => {
  const t = useTestApp(settleNow, { DISNEYHOTELS: { bookFailRate: 1 } });

  it('settles the unknown row failed, gives the room back, and the key answers the failure', async () => {
    const { kit, room, body } = await roomAndBody(t);
    const key = newDisneyKey();
    expect((await kit.book(body, { key })).statusCode).toBe(502);
    expect((await kit.rowsOf(key))[0]!.status).toBe('unknown');
    await t.app.reconcile();
    expect((await kit.rowsOf(key))[0]!.status).toBe('failed');
    const left = await kit.remaining(room, range.checkin);
    expect(left!.remaining).toBe(left!.initial);
    const again = await kit.book(body, { key });
    expect([again.statusCode, again.json().message]).toEqual([502, MESSAGES.hotelBookingError]);
  });
});

describe('POST /api/hotels/reserva-disney/ for the last room', () => {
  const t = useTestApp();

  it('confirms exactly as many bookings as rooms are left', async () => {
    const { kit, room, body } = await roomAndBody(t);
    // the agency holds one room of this type on every night of the stay
    for (const night of stayNights(range.checkin, range.checkout)) {
      const row = {
        supplier: 'DISNEYHOTELS',
        hotelId: String(room.hotelId),
        roomCode: String(room.id),
        night,
      };
      await t.db
        .insert(hotelAllotments)
        .values({ ...row, initial: 5, remaining: 1 })
        .onConflictDoUpdate({
          target: [
            hotelAllotments.supplier,
            hotelAllotments.hotelId,
            hotelAllotments.roomCode,
            hotelAllotments.night,
          ],
          set: { remaining: 1 },
        });
    }
    const answers = await Promise.all(Array.from({ length: 4 }, () => kit.book(body)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(MESSAGES.soldOut);
    const confirmed = (await kit.allRows()).filter((r) => r.status === 'confirmed');
    expect(confirmed).toHaveLength(1);
    expect((await kit.remaining(room, range.checkin))!.remaining).toBe(0);
  });
});
