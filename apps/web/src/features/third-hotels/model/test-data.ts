import type { TCompleteThirdSearch } from './third-search-params';

// A small factory for the third-provider hotel tests.

export const thirdSearch = (over: Partial<TCompleteThirdSearch> = {}): TCompleteThirdSearch => ({
  destino: 'Cancún, México',
  iata: 'CUN',
  checkin: '2030-05-10',
  checkout: '2030-05-14',
  rooms: [{ adults: 2, childAges: [] }],
  stars: 0,
  ...over,
});
