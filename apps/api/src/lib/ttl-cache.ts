/**
 * A short cache of answers that are slow to get and the same for everybody for a while (a
 * supplier's availability for one stay and rooming): concurrent identical asks share one call,
 * a failed call is not kept, the least recently used go first past `maxEntries`, and a time of
 * 0 turns it off.
 */
export function createTtlCache<T>(opts: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const { ttlMs, maxEntries = 300, now = () => Date.now() } = opts;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get: (key: string, load: () => Promise<T>): Promise<T> => {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) {
        entries.delete(key); // most recently used last: the oldest go first when full
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear: () => entries.clear(),
  };
}
export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;
