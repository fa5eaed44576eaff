import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hotelAllotments } from '../../db/schema-hotels';
import { seedHotelAllotments } from '../../seed/hotels-allotments';
import { useTestApp } from '../../test/app';
import { testNow } from '../../test/clock';
import {
  adult,
  entryFor,
  findRoom,
  hotelBooking,
  newKey,
  refundable,
  bookRooms,
  rowsByKey,
  stay,
  type AvailAnswer,
} from './test-kit';

// Rooms the agency holds (hotel_allotments): the last one goes to one booking only, and a
// cart that fails at a supplier gives its rooms back.
const t = useTestApp();
const { search, reserve } = hotelBooking(t);

describe('allotments', () => {
  it('the demo seed leaves one standard room a night at the Contemporary (HBSI)', async () => {
    await seedHotelAllotments(t.db, testNow());
    await seedHotelAllotments(t.db, testNow()); // twice changes nothing
    const over = {
      destino: 'H-ORL-DISNEY-S-CONTEMPORARY-RESORT',
      isOmnibeesDisable: true,
      isPrestigeDisable: true,
      isHBSIDisable: false,
    };
    const codes = (a: AvailAnswer) =>
      a.hotelAvailResponseHBSI.hoteles.flatMap((h) => h.habitaciones.map((r) => r.codigos[2]));
    expect(codes(await search(over))).toContain('STD');
    const two = { roomCriteriaList: [{ adultCount: 2, childCount: 0, roomCount: 2, childAges: [] }] };
    expect(codes(await search({ ...over, ...two }))).not.toContain('STD');
  });

  it('gives the last room to exactly one of two racing bookings, then stops offering it', async () => {
    const range = stay(50, 2);
    const { hotel, room } = findRoom(await search({ stayRange: range }), refundable(1));
    const [supplier, , roomCode] = room.codigos;
    const hotelId = hotel.hotelID;
    expect(supplier).toBe('OMB');
    for (const night of [range.checkin, stay(51).checkin]) {
      await t.db
        .insert(hotelAllotments)
        .values({
          supplier: 'OMNIBEES',
          hotelId: hotelId,
          roomCode: roomCode!,
          night,
          initial: 5,
          remaining: 1,
        })
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
    const entry = entryFor(hotel, room, [adult(), adult(1)]);
    const [a, b] = await Promise.all([
      reserve([entry], t.vendedor),
      reserve([{ ...entry, idEntidad: t.ids.entity }], t.agente),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toMatch(/No quedan habitaciones/);
    const left = await t.db
      .select()
      .from(hotelAllotments)
      .where(
        and(
          eq(hotelAllotments.hotelId, hotelId),
          eq(hotelAllotments.roomCode, roomCode!),
          eq(hotelAllotments.supplier, 'OMNIBEES'),
        ),
      );
    expect(
      left.filter((r) => r.night >= range.checkin && r.night < range.checkout).map((r) => r.remaining),
    ).toEqual([0, 0]);
    const again = await search({ stayRange: range, destino: hotelId });
    const offered = again.hotelAvailResponseOmnibees.hoteles.flatMap((h) =>
      h.habitaciones.map((r) => r.codigos[2]),
    );
    expect(offered).not.toContain(roomCode);
  });
});

describe('POST /api/booking/api/client/hotels/reservate when a supplier fails to book', () => {
  // Omnibees prices rates but refuses every booking (409: a definitive no)
  const faulty = useTestApp({}, { OMNIBEES: { bookRefuseRate: 1 } });

  it('answers 502, marks the rows failed or cancelled and gives the rooms back', async () => {
    // the rates come from the healthy app: informacionRsrv is the same for any server
    const a = await search({ stayRange: stay(60) });
    const omnibees = findRoom(a, refundable(1));
    const prestige = findRoom(a, refundable(2));
    const key = newKey();
    const list = [omnibees, prestige].map(({ hotel, room }, i) =>
      entryFor(hotel, room, [adult(i), adult(i + 1)]),
    );
    const res = await bookRooms(faulty, list, { key });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'Hubo un error en la reserva, por favor contacta a un administrador',
    });
    const rows = await rowsByKey(faulty.db, key);
    expect(rows.map((r) => [r.supplier, r.status]).sort()).toEqual([
      ['OMNIBEES', 'failed'],
      ['PRESTIGE', 'cancelled'],
    ]);
    // only the rows of this cart: the demo seed keeps scarce rooms elsewhere
    const booked = new Set([omnibees, prestige].map(({ hotel }) => String(hotel.hotelID)));
    const allotments = (await faulty.db.select().from(hotelAllotments)).filter((r) => booked.has(r.hotelId));
    expect(allotments.length).toBeGreaterThan(0);
    expect(allotments.every((r) => r.remaining === r.initial)).toBe(true);
    const retry = await bookRooms(faulty, list, { key });
    expect(retry.statusCode).toBe(502);
  });
});
