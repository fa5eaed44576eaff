import { describe, expect, it } from 'vitest';
import { disneySearchParams, readDisneySearch } from './search-params';
import { disneySearch } from './test-data';

const read = (query: string) => readDisneySearch(new URLSearchParams(query));

describe('Disney hotel search in the URL', () => {
  it('round-trips a whole search', () => {
    const s = disneySearch({
      destino: 'disneyland',
      categoria: 'VILLA DE LUJO',
      adults: 3,
      childAges: [5, 12],
      rooms: 2,
      ticketEntryDate: '2030-05-11',
    });
    const query = disneySearchParams(s);
    expect(query).toContain('provider=disneyland');
    expect(read(query)).toEqual(s);
  });

  it('falls back to the defaults for bad values (2 adults, no minors, 1 room)', () => {
    expect(
      read(
        'provider=epcot&checkin=2030-05-14&checkout=2030-05-10&adultos=11&edades=4,18&habitaciones=4&categoria=X',
      ),
    ).toEqual({
      destino: 'disney',
      categoria: null,
      checkin: null,
      checkout: null,
      adults: 2,
      childAges: [],
      rooms: 1,
      ticketEntryDate: null,
    });
  });

  it('drops a ticket entry date outside the stay', () => {
    expect(read('checkin=2030-05-10&checkout=2030-05-14&entrada=2030-05-15').ticketEntryDate).toBeNull();
    expect(read('checkin=2030-05-10&checkout=2030-05-14&entrada=2030-05-14').ticketEntryDate).toBe(
      '2030-05-14',
    );
  });
});
