import type { HotelSuppliers, SearchQuery, SupplierHotel } from '../../suppliers/hotels';

/**
 * A short cache of the suppliers' availability answers, per supplier, hotels, stay and
 * rooming: ten agents searching the same week ask each supplier once. Concurrent identical
 * searches share one call; a failed call is not kept. What the agency has left of its
 * allotment is applied after it, on every search (avail-service), so a booking never shows a
 * sold room; the cache is still emptied when we book or give rooms back, since a real
 * supplier's answer may change with our bookings. Prices are checked again at booking.
 */
export type AvailabilityCache = { clear: () => void };

export function cachedSearches(
  suppliers: HotelSuppliers,
  opts: { ttlMs: number; maxEntries?: number; now?: () => number },
): { suppliers: HotelSuppliers; cache: AvailabilityCache } {
  const { ttlMs, maxEntries = 300, now = () => Date.now() } = opts;
  const entries = new Map<string, { at: number; value: Promise<SupplierHotel[]> }>();
  const keyOf = (supplier: string, q: SearchQuery) =>
    JSON.stringify([supplier, q.checkin, q.checkout, q.criteria, q.hotelIds]);

  const search =
    (supplier: string, load: (q: SearchQuery) => Promise<SupplierHotel[]>) => (q: SearchQuery) => {
      if (ttlMs <= 0) return load(q);
      const key = keyOf(supplier, q);
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) {
        entries.delete(key); // most recently used last: the oldest go first when full
        entries.set(key, hit);
        return hit.value;
      }
      const value = load(q);
      entries.set(key, { at: now(), value });
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    };

  const wrapped = Object.fromEntries(
    Object.entries(suppliers).map(([k, s]) => [k, { ...s, search: search(k, s.search) }]),
  ) as HotelSuppliers;
  return { suppliers: wrapped, cache: { clear: () => entries.clear() } };
}
