import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { testConfig } from '../../config';
import { useTestApp, type TestHandle } from '../../test/app';
import { untilSupplierHolds } from '../../test/supplier-booking';
import { adult, stay } from '../hotels/test-kit';
import { bookingBody, newThirdKey, refundable, thirdKit } from './test-kit';

// When the provider refuses, fails or does not answer a booking, and when two agents want the
// last room: nothing lost, nothing half-written, no room oversold (issue 12).
const settleNow = { reconcile: { intervalMs: 0, graceMs: 0, awaitingMs: 60_000 } };
const base = testConfig().suppliers;
const shortTimeout = { suppliers: { ...base, THIRDPROVIDER: { ...base.THIRDPROVIDER, timeoutMs: 600 } } };
const range = stay(50, 3);

async function roomAndBody(t: TestHandle) {
  const kit = thirdKit(t);
  const { hotel, room } = kit.findRoom(await kit.search({ range }), refundable);
  return { kit, room, body: bookingBody(hotel, room, range) };
}

describe('POST /api/hotels/hotelResV2 when the provider refuses', () => {
  const t = useTestApp({}, { THIRDPROVIDER: { bookRefuseRate: 1 } });

  it('answers the spec §8 text, records the row failed and gives the room back', async () => {
    const { kit, room, body } = await roomAndBody(t);
    const key = newThirdKey();
    const res = await kit.book(body, { key });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.hotelBookingError]);
    const rows = await kit.rowsOf(key);
    expect(rows.map((r) => [r.status, r.supplierRef])).toEqual([['failed', null]]);
    const left = await kit.allotment(room, range.checkin);
    expect(left!.remaining).toBe(left!.initial);
    const again = await kit.book(body, { key });
    expect([again.statusCode, again.json().message]).toEqual([502, MESSAGES.hotelBookingError]);
    expect(await kit.rowsOf(key)).toHaveLength(1);
  });
});

describe('POST /api/hotels/hotelResV2 when the provider does not answer in time', () => {
  const t = useTestApp({ ...shortTimeout, ...settleNow }, { THIRDPROVIDER: { bookLatencyMs: 2000 } });

  it('keeps the row unknown with its room taken, then the settler confirms what the provider booked', async () => {
    const { kit, room, body } = await roomAndBody(t);
    const key = newThirdKey();
    const res = await kit.book(body, { key });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.bookingOutcomeUnknown]);
    const [row] = await kit.rowsOf(key);
    expect(row!.status).toBe('unknown');
    const left = await kit.allotment(room, range.checkin);
    expect(left!.remaining).toBe(left!.initial - 1);

    await untilSupplierHolds(t, 'THIRDPROVIDER', row!.id); // the booking the provider made before answering
    expect(await t.app.reconcile()).toBe(1);
    const [settled] = await kit.rowsOf(key);
    expect(settled).toMatchObject({ status: 'confirmed', supplierRef: expect.stringMatching(/^TPX-/) });
    expect((await kit.allotment(room, range.checkin))!.remaining).toBe(left!.initial - 1);
    const again = await kit.book(body, { key });
    expect([again.statusCode, again.json()]).toEqual([
      200,
      { reservationId: String(row!.id), status: 'confirmed', codigoReserva: settled!.supplierRef },
    ]);
  });
});

describe('POST /api/hotels/hotelResV2 when the provider fails before booking', () => {
  const t = useTestApp(settleNow, { THIRDPROVIDER: { bookFailRate: 1 } });

  it('keeps the row unknown, then the settler records it failed, gives the room back and the key answers it', async () => {
    const { kit, room, body } = await roomAndBody(t);
    const key = newThirdKey();
    const res = await kit.book(body, { key });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.bookingOutcomeUnknown]);
    expect((await kit.rowsOf(key))[0]!.status).toBe('unknown');
    expect(await t.app.reconcile()).toBe(1);
    expect((await kit.rowsOf(key))[0]!.status).toBe('failed');
    const left = await kit.allotment(room, range.checkin);
    expect(left!.remaining).toBe(left!.initial);
    const again = await kit.book(body, { key });
    expect([again.statusCode, again.json().message]).toEqual([502, MESSAGES.hotelBookingError]);
  });
});

describe('POST /api/hotels/hotelResV2 when the provider cannot re-price the rate', () => {
  const t = useTestApp(shortTimeout, { THIRDPROVIDER: { failRate: 1 } });

  it('answers 502 with the spec §8 text and writes nothing', async () => {
    const kit = thirdKit(t);
    const body = {
      informacionRsrv: 'tp1.any',
      pasajeros: [adult(0), adult(1)],
      proveedor: 1,
      idUsuarioReservo: 1,
      idUWS: 1,
    };
    const res = await kit.book(body);
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.hotelBookingError]);
    expect(await kit.allRows()).toHaveLength(0);
  });
});

describe('POST /api/hotels/hotelResV2 for the last room', () => {
  const t = useTestApp();

  it('confirms exactly one of four bookings when the agency holds one room', async () => {
    const { kit, room, body } = await roomAndBody(t);
    await kit.holdRooms(room, range, 1);
    const answers = await Promise.all(Array.from({ length: 4 }, () => kit.book(body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(MESSAGES.soldOut);
    const rows = await kit.allRows();
    expect(rows.map((r) => r.status)).toEqual(['confirmed']);
    expect((await kit.allotment(room, range.checkin))!.remaining).toBe(0);
  });
});
