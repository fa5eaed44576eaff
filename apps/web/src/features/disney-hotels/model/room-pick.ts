import {
  ZDisneyHotel,
  ZDisneyRoom,
  type TDisneyHotel,
  type TDisneyRoom,
} from '@portal/domain/hotels/multi-hotel-dispo';
import { z } from 'zod';
import { userScopedStorage } from '@/shared/user-storage';
import {
  disneySearchParams,
  isCompleteDisneySearch,
  readDisneySearch,
  type TCompleteDisneySearch,
} from './search-params';

// The room picked on hotel-results while its ticket is chosen on ticket-disney (spec §4). Kept
// per user in localStorage (user-storage), so a reload or a new login keeps it; read back
// through its schema, so stale or edited data sends the agent back to the search.

type TPickedHotel = Pick<TDisneyHotel, 'id' | 'name' | 'currency'>;
export type TDisneyPick = { search: TCompleteDisneySearch; hotel: TPickedHotel; room: TDisneyRoom };

const KEY = 'disney-room-pick';
const ZStored = z.object({
  query: z.string().max(2000),
  hotel: ZDisneyHotel.pick({ id: true, name: true, currency: true }),
  room: ZDisneyRoom,
});

export const saveRoomPick = ({ search, hotel, room }: TDisneyPick) =>
  userScopedStorage.setItem(
    KEY,
    JSON.stringify({
      query: disneySearchParams(search),
      hotel: { id: hotel.id, name: hotel.name, currency: hotel.currency },
      room,
    }),
  );

export const readRoomPick = (): TDisneyPick | null => {
  let raw: unknown;
  try {
    raw = JSON.parse(String(userScopedStorage.getItem(KEY)));
  } catch {
    return null;
  }
  const stored = ZStored.safeParse(raw);
  if (!stored.success) return null;
  const search = readDisneySearch(new URLSearchParams(stored.data.query));
  return isCompleteDisneySearch(search) ? { search, hotel: stored.data.hotel, room: stored.data.room } : null;
};
