import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { failingReservationUpdates } from '../../test/failing-db';
import { bookHotels } from './book-service';
import { ZReservateRequest } from '@portal/domain';
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

// A database fault after a hotel supplier confirmed must not lose the booking (review finding 2).
const t = useTestApp();

const depsWith = (failures: number) => {
  const { db, state } = failingReservationUpdates(t.db, failures);
  const deps = hotelsDepsFor(t, { db });
  const book = vi.fn(deps.suppliers.OMNIBEES.book);
  deps.suppliers.OMNIBEES = { ...deps.suppliers.OMNIBEES, book };
  return { deps, book, error: vi.spyOn(deps.log, 'error'), state };
};

/** A refundable Omnibees room of a fresh search, as the portal sends it. */
const cart = async (daysAhead: number) => {
  const { hotel, room } = findRoom(await searchHotels(t, { stayRange: stay(daysAhead) }), refundable(1));
  return ZReservateRequest.parse({
    reservationsList: [entryFor(hotel, room, [adult(), adult(1)])],
    destino: 'C-CUN',
  });
};
const rowsOf = (key: string) => rowsByKey(t.db, key);

describe('reservate: recording what the hotel supplier answered', () => {
  it('retries a failed update: one booking at the supplier, the row confirmed, the retry answers the same', async () => {
    const { deps, book, state } = depsWith(1);
    const body = await cart(40);
    const key = newKey();
    const first = await bookHotels(deps, t.vendedorUser, body, key);
    expect(state.failed).toBe(1);
    expect(first.statusCode).toBe(200);
    expect(await bookHotels(deps, t.vendedorUser, body, key)).toEqual(first);
    expect(book).toHaveBeenCalledTimes(1);
    const rows = await rowsOf(key);
    expect(rows.map((r) => r.status)).toEqual(['confirmed']);
  });

  it('when the database keeps failing: keeps the row and the key, logs the reference, never books twice', async () => {
    const { deps, book, error } = depsWith(Infinity);
    const body = await cart(41);
    const key = newKey();
    await expect(bookHotels(deps, t.vendedorUser, body, key)).rejects.toThrow(/Connection terminated/);
    expect(book).toHaveBeenCalledTimes(1);
    const { codigoReserva } = await book.mock.results[0]!.value;
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ supplierRef: codigoReserva, status: 'confirmed' }),
      expect.any(String),
    );
    expect((await rowsOf(key)).map((r) => r.status)).toEqual(['pending']); // never failed

    await expect(bookHotels(deps, t.vendedorUser, body, key)).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.bookingInProgress,
    });
    expect(book).toHaveBeenCalledTimes(1);
    expect(await rowsOf(key)).toHaveLength(1);
  });
});
