import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZReservateRequest } from '@portal/domain';
import { hotelAllotments } from '../../db/schema-hotels';
import { SupplierError } from '../../suppliers/core';
import { useTestApp } from '../../test/app';
import { bookHotels } from './book-service';
import {
  adult,
  entryFor,
  findRoom,
  newKey,
  refundable,
  rowsByKey,
  searchHotels,
  stay,
  hotelsDepsFor,
} from './test-kit';

// A cart fails at one supplier after another booked its room: the booked room is cancelled,
// retrying a refused cancel; while the supplier may still hold it, the row is never
// 'cancelled' and its room is never put back on sale (issue 10, finding 3).
const t = useTestApp();

const depsWhereCancelFails = (failures: number) => {
  const deps = hotelsDepsFor(t);
  const { suppliers } = deps;
  const refused = () => Promise.reject(new SupplierError('Omnibees', 'rejected', 'booking refused'));
  suppliers.OMNIBEES = { ...suppliers.OMNIBEES, book: refused };
  let calls = 0;
  const cancel = vi.fn(async () => {
    if (++calls <= failures) throw new SupplierError('Prestige', 'unavailable', 'cancel refused');
  });
  suppliers.PRESTIGE = { ...suppliers.PRESTIGE, cancel };
  return { deps, cancel, error: vi.spyOn(deps.log, 'error') };
};

/** An Omnibees and a Prestige room of one search, and the allotment row of the Prestige one's first night. */
const cartOf = async (daysAhead: number) => {
  const answer = await searchHotels(t, { stayRange: stay(daysAhead) });
  const rooms = [findRoom(answer, refundable(1)), findRoom(answer, refundable(2))];
  const body = ZReservateRequest.parse({
    reservationsList: rooms.map(({ hotel, room }, i) => entryFor(hotel, room, [adult(i), adult(i + 1)])),
    destino: 'C-CUN',
  });
  const prestige = rooms[1]!;
  const nightOf = (roomCode: string) =>
    t.db
      .select()
      .from(hotelAllotments)
      .where(
        and(
          eq(hotelAllotments.supplier, 'PRESTIGE'),
          eq(hotelAllotments.hotelId, String(prestige.hotel.hotelID)),
          eq(hotelAllotments.roomCode, roomCode),
          eq(hotelAllotments.night, stay(daysAhead).checkin),
        ),
      );
  return { body, prestigeNight: () => nightOf(prestige.room.codigos[2]!) };
};

describe('reservate: a failed cart undoes the rooms another supplier booked', () => {
  it('retries a refused cancel: the room ends cancelled (after confirmed) and back on sale', async () => {
    const { deps, cancel } = depsWhereCancelFails(2);
    const { body, prestigeNight } = await cartOf(70);
    const key = newKey();
    expect((await bookHotels(deps, t.vendedorUser, body, key)).statusCode).toBe(502);
    expect(cancel).toHaveBeenCalledTimes(3);
    const rows = await rowsByKey(t.db, key);
    expect(rows.map((r) => [r.supplier, r.status]).sort()).toEqual([
      ['OMNIBEES', 'failed'],
      ['PRESTIGE', 'cancelled'],
    ]);
    const [night] = await prestigeNight();
    expect(night!.remaining).toBe(night!.initial);
  });

  it('when the supplier keeps refusing: the row stays confirmed, the room stays sold, an administrator is told', async () => {
    const { deps, cancel, error } = depsWhereCancelFails(Infinity);
    const { body, prestigeNight } = await cartOf(71);
    const key = newKey();
    expect((await bookHotels(deps, t.vendedorUser, body, key)).statusCode).toBe(502);
    expect(cancel).toHaveBeenCalledTimes(3);
    const rows = await rowsByKey(t.db, key);
    const prestige = rows.find((r) => r.supplier === 'PRESTIGE')!;
    expect([prestige.status, rows.find((r) => r.supplier === 'OMNIBEES')!.status]).toEqual([
      'confirmed',
      'failed',
    ]);
    const [night] = await prestigeNight();
    expect(night!.remaining).toBe(night!.initial - 1);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ reservationId: prestige.id, supplierRef: prestige.supplierRef }),
      expect.stringContaining('reconcile'),
    );
  });
});
