import type { Database } from '../../db/client';
import { remainingRooms } from './repo';

const MAX_ENTRIES = 500;

/**
 * Reads the rooms left for an availability search. On the embedded PGlite only this process
 * can write the database, so the answer is kept until this process books or gives back
 * rooms (`invalidate`); one query per search costs more there than the rest of the search.
 * On PostgreSQL other API processes book too, so every search reads the database.
 */
export const createRemainingReader = (
  database: Pick<Database, 'db' | 'driver'>,
  /** told whenever this process changed the allotments */
  onChange: () => void = () => {},
) => {
  const cache = new Map<string, Promise<Map<string, number>>>();
  const read = (hotelIds: string[], from: string, to: string) =>
    remainingRooms(database.db, hotelIds, from, to);
  return {
    read: (hotelIds: string[], from: string, to: string): Promise<Map<string, number>> => {
      if (database.driver !== 'pglite') return read(hotelIds, from, to);
      const key = `${from}|${to}|${hotelIds.join(',')}`;
      let hit = cache.get(key);
      if (!hit) {
        if (cache.size >= MAX_ENTRIES) cache.clear();
        hit = read(hotelIds, from, to);
        hit.catch(() => cache.delete(key));
        cache.set(key, hit);
      }
      return hit;
    },
    invalidate: () => {
      cache.clear();
      onChange();
    },
  };
};
export type RemainingReader = ReturnType<typeof createRemainingReader>;
