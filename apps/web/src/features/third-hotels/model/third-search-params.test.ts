import { describe, expect, it } from 'vitest';
import { thirdSearch } from './test-data';
import { readThirdSearch, thirdSearchParams } from './third-search-params';

describe('third-provider search in the URL', () => {
  it('round-trips the rooms one by one, with their minors’ ages', () => {
    const s = thirdSearch({
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [5, 8] },
      ],
      stars: 4,
    });
    const query = thirdSearchParams(s);
    expect(query).toContain('provider=tercero');
    expect(query).toContain('hab=2&hab=1-5-8');
    expect(readThirdSearch(new URLSearchParams(query))).toEqual(s);
  });

  it('falls back to one room of 2 adults, every category and no IATA code for bad values', () => {
    const s = readThirdSearch(new URLSearchParams('provider=tercero&iata=cancun&hab=0&estrellas=9'));
    expect(s).toMatchObject({ iata: null, rooms: [{ adults: 2, childAges: [] }], stars: 0, checkin: null });
  });
});
