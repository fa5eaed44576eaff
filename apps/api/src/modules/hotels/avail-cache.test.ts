import { describe, expect, it, vi } from 'vitest';
import type { HotelSupplier, HotelSuppliers, SearchQuery } from '../../suppliers/hotels';
import { cachedSearches } from './avail-cache';

const query = (checkin = '2027-05-10'): SearchQuery => ({
  hotelIds: ['H-1', 'H-2'],
  checkin,
  checkout: '2027-05-12',
  criteria: [{ adults: 2, childAges: [], roomCount: 1 }],
});

const setup = (opts: { ttlMs?: number; maxEntries?: number } = {}) => {
  let clock = 1_000;
  const search = vi.fn(async (q: SearchQuery) => [{ hotelId: q.checkin, shown: {}, offers: [] }]);
  const supplier = { search } as unknown as HotelSupplier;
  const suppliers = { OMNIBEES: supplier, PRESTIGE: supplier, HBSI: supplier } as HotelSuppliers;
  const cached = cachedSearches(suppliers, { ttlMs: 30_000, now: () => clock, ...opts });
  return { ...cached, search, tick: (ms: number) => (clock += ms) };
};

describe('the availability cache', () => {
  it('asks a supplier once for the same search, within its time, and per supplier', async () => {
    const { suppliers, search, tick } = setup();
    const [a, b] = await Promise.all([
      suppliers.OMNIBEES.search(query()),
      suppliers.OMNIBEES.search(query()),
    ]);
    expect(a).toBe(b);
    tick(30_000); // still fresh at its time, past it no longer
    await suppliers.OMNIBEES.search(query());
    expect(search).toHaveBeenCalledTimes(1);
    await suppliers.HBSI.search(query());
    await suppliers.OMNIBEES.search(query('2027-05-11'));
    expect(search).toHaveBeenCalledTimes(3);
    tick(1);
    await suppliers.OMNIBEES.search(query());
    expect(search).toHaveBeenCalledTimes(4);
  });

  it('keeps no failure, forgets everything when cleared, and holds a bounded number of answers', async () => {
    const { suppliers, search, cache } = setup({ maxEntries: 2 });
    search.mockRejectedValueOnce(new Error('down'));
    await expect(suppliers.OMNIBEES.search(query())).rejects.toThrow('down');
    await suppliers.OMNIBEES.search(query());
    expect(search).toHaveBeenCalledTimes(2);
    cache.clear();
    await suppliers.OMNIBEES.search(query());
    expect(search).toHaveBeenCalledTimes(3);
    await suppliers.OMNIBEES.search(query('2027-05-11'));
    await suppliers.OMNIBEES.search(query('2027-05-12')); // the first answer goes
    await suppliers.OMNIBEES.search(query('2027-05-12'));
    expect(search).toHaveBeenCalledTimes(5);
    await suppliers.OMNIBEES.search(query());
    expect(search).toHaveBeenCalledTimes(6);
  });

  it('is off with a time of 0', async () => {
    const { suppliers, search } = setup({ ttlMs: 0 });
    await suppliers.OMNIBEES.search(query());
    await suppliers.OMNIBEES.search(query());
    expect(search).toHaveBeenCalledTimes(2);
  });
});
