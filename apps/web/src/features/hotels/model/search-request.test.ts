import { MAIN_SEARCH_FLAGS, ORLANDO_SEARCH } from '@portal/domain/hotels/hotel-avail';
import { describe, expect, it } from 'vitest';
import { destinationOfHotel, toCartItem } from './cart-item';
import { buildAvailRequest, valuesOfRequest, type SearchFormValues } from './search-request';
import { testHotel, testRoom } from './test-rooms';

const user = { idUser: 7, idUWS: 1001, isAgenteAS: true };
const values = (over: Partial<SearchFormValues> = {}): SearchFormValues => ({
  destino: 'C-MIA',
  stayRange: { checkin: '2030-03-10', checkout: '2030-03-13' },
  rooming: [
    { adults: 2, childAges: [6] },
    { adults: 2, childAges: [6] },
  ],
  categoriaHotel: 4,
  ...over,
});

describe('hotel search request (spec §3, §9)', () => {
  it('main search: Omnibees and Prestige on, category and one age per minor', () => {
    const r = buildAvailRequest(values(), user, 'main');
    expect(r).toMatchObject({
      destino: 'C-MIA',
      categoriaHotel: 4,
      idUWS: 1001,
      idUsuarioReservo: 7,
      ...MAIN_SEARCH_FLAGS,
    });
    expect(r.roomCriteriaList).toEqual([
      { adultCount: 2, childCount: 1, roomCount: 2, childAges: [6], adultAges: [0] },
    ]);
  });

  it('asks 4 adults in 2 rooms as 2 + 2, one entry per distinct room (issue 11, item 1)', () => {
    const rooming = [
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [5] },
      { adults: 2, childAges: [] },
    ];
    expect(buildAvailRequest(values({ rooming }), user, 'main').roomCriteriaList).toEqual([
      { adultCount: 2, childCount: 0, roomCount: 2, childAges: [0], adultAges: [0] },
      { adultCount: 1, childCount: 1, roomCount: 1, childAges: [5], adultAges: [0] },
    ]);
  });

  it('Orlando: destination Orlando, only HBSI, 5 stars, whatever the form held', () => {
    const r = buildAvailRequest(values({ destino: null, categoriaHotel: 0 }), user, 'orlando');
    expect(r).toMatchObject({ destino: 'Orlando', starQuantity: 5, ...ORLANDO_SEARCH.flags });
  });

  it('restores the form from a stored request', () => {
    const r = buildAvailRequest(values(), user, 'main');
    expect(valuesOfRequest(r)).toEqual(values());
    const distinct = values({
      rooming: [
        { adults: 3, childAges: [] },
        { adults: 1, childAges: [2, 9] },
      ],
    });
    expect(valuesOfRequest(buildAvailRequest(distinct, user, 'main'))).toEqual(distinct);
  });
});

describe('cart item (spec §3)', () => {
  const catalogue = {
    cities: [],
    zonas: [],
    hotels: [{ id: 'H-ORL-CONTEMPORARY', idCiudad: 'C-ORL' }],
  } as never;

  it("uses the hotel's city as destination, so the Orlando page and a city search match", () => {
    expect(destinationOfHotel('H-ORL-CONTEMPORARY', { destino: 'Orlando' }, catalogue)).toBe('C-ORL');
    expect(destinationOfHotel('H-UNKNOWN', { destino: 'Orlando' }, catalogue)).toBe('Orlando');
  });

  it('carries the room, the hotel, the stay and the occupancy', () => {
    const request = buildAvailRequest(values(), user, 'main');
    const room = testRoom({ cantAdl: 2, cantChl: 1 });
    const item = toCartItem({ hotel: testHotel([room]), room, request, destino: 'C-MIA' });
    expect(item).toMatchObject({
      data: room,
      hotelID: 'H-ORL-CONTEMPORARY',
      HotelName: "Disney's Contemporary Resort",
      cantPaxTotal: 3,
      cantAdl: 2,
      cantChl: 1,
      checkin: '2030-03-10',
      checkout: '2030-03-13',
      adultCount: 2,
      childCount: 1,
      childAges: [6],
      destino: 'C-MIA',
    });
  });

  it("takes the minors' ages of the searched room the rate answers", () => {
    const rooming = [
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [5] },
    ];
    const request = buildAvailRequest(values({ rooming }), user, 'main');
    const room = testRoom({ cantAdl: 1, cantChl: 1, criterio: 1 });
    const item = toCartItem({ hotel: testHotel([room]), room, request, destino: 'C-MIA' });
    expect(item).toMatchObject({ cantAdl: 1, cantChl: 1, childAges: [5], cantPaxTotal: 2 });
  });
});
