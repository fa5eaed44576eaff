import { createTtlCache } from '../../lib/ttl-cache';
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
  const cache = createTtlCache<SupplierHotel[]>(opts);
  const keyOf = (supplier: string, q: SearchQuery) =>
    JSON.stringify([supplier, q.checkin, q.checkout, q.criteria, q.hotelIds]);
  const search = (supplier: string, load: (q: SearchQuery) => Promise<SupplierHotel[]>) => (q: SearchQuery) =>
    cache.get(keyOf(supplier, q), () => load(q));

  const wrapped = Object.fromEntries(
    Object.entries(suppliers).map(([k, s]) => [k, { ...s, search: search(k, s.search) }]),
  ) as HotelSuppliers;
  return { suppliers: wrapped, cache: { clear: cache.clear } };
}
