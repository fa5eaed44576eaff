import { LRUCache } from 'lru-cache';

/**
 * Caches a pure function of a string key. Keys are catalogue ids or calendar days, but a
 * caller may ask for any day, so the cache keeps the most recently used `max` and no more.
 */
export const memo = <T extends NonNullable<unknown>>(
  f: (key: string) => T,
  max = 20_000,
): ((key: string) => T) => {
  const cache = new LRUCache<string, T>({ max });
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = f(key);
      cache.set(key, value);
    }
    return value;
  };
};
