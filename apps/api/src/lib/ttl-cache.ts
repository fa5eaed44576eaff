import { LRUCache } from 'lru-cache';

/**
 * A short cache of answers that are slow to get and the same for everybody for a while (a
 * supplier's availability for one stay and rooming), kept by lru-cache (its `ttl` and `max`):
 * concurrent identical asks share one call (the pending promise is what is kept), a failed
 * call is not kept, the least recently used go first past `maxEntries`, and a time of 0 turns
 * it off. An answer is fresh for `ttlMs` counted from its ask. `now` is for tests.
 */
export function createTtlCache<T>(opts: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const { ttlMs, maxEntries = 300, now } = opts;
  const entries = new LRUCache<string, Promise<T>>({
    max: maxEntries,
    ttl: Math.max(ttlMs, 0),
    // read the clock on every ask: lru-cache otherwise keeps a reading for 1 ms of real time,
    // which a test's own clock would not move
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  return {
    get: (key: string, load: () => Promise<T>): Promise<T> => {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit) return hit;
      const value = load();
      entries.set(key, value);
      value.catch(() => entries.peek(key) === value && entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
