import type { WrittenRowCall } from '../booking/book-written-row';
import { bookWrittenRoom, writeRoomRow, type RoomBookingDeps } from './room-booking';

type RoomCall<B> = Omit<WrittenRowCall<B>, 'book' | 'giveBack' | 'afterGiveBack' | 'failMessage'> & {
  /** the supplier's booking call, under our reference */
  book: (reference: string) => Promise<B>;
  /** the idempotency key's: called once the row is written */
  markWritten: () => void;
};

/**
 * One room booking once its rules passed (Disney's reserva-disney/, the third provider's
 * hotelResV2): the row and its rooms written, then the supplier asked under our reference.
 */
export async function bookRoom<B>(
  deps: RoomBookingDeps,
  { row, markWritten, book, ...call }: RoomCall<B> & { row: Parameters<typeof writeRoomRow>[1] },
) {
  const written = await writeRoomRow(deps, row);
  markWritten(); // from here a thrown error keeps the key: a retry can never book twice
  return bookWrittenRoom(deps, written, { ...call, book: () => book(deps.supplierReference(written.id)) });
}
