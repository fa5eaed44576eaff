/**
 * Caches a pure function of a string key. Only for keys from the fixed catalogue (hotels,
 * rooms, suppliers) or calendar days, so the cache stays small.
 */
export const memo = <T>(f: (key: string) => T): ((key: string) => T) => {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = f(key);
      cache.set(key, value);
    }
    return value;
  };
};
