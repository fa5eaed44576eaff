import { stayNights } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isDiscountedRoom } from '@portal/domain';
import { CATALOGUE, resolveDestination } from './catalogue';
import { initialAllotment } from './inventory-prices';
import { carries, quoteRate, searchOffers } from './offers';
import { decodeRateKey, encodeRateKey } from './rate-token';
import { HOTEL_SUPPLIER_KEYS, type RateKey } from './types';

const contemporary = CATALOGUE.hotels.find((h) => h.hotelName === "Disney's Contemporary Resort")!;
const key = (over: Partial<RateKey> = {}): RateKey => ({
  supplier: 'HBSI',
  hotelId: contemporary.id,
  roomCode: 'STD',
  rateCode: 'FLEX',
  checkin: '2027-05-10', // a Monday in low season
  checkout: '2027-05-12',
  adults: 2,
  childAges: [],
  ...over,
});
const venta = (over: Partial<RateKey>) => quoteRate(over.supplier ?? 'HBSI', key(over))!.price.venta;

describe('hotel catalogue', () => {
  it('holds 300+ real hotels in 10 cities, every one sold by some supplier', () => {
    expect(CATALOGUE.cities).toHaveLength(10);
    expect(CATALOGUE.hotels.length).toBeGreaterThanOrEqual(300);
    expect(CATALOGUE.hotels.every((h) => HOTEL_SUPPLIER_KEYS.some((s) => carries(s, h)))).toBe(true);
  });
  it('has HBSI sell every 5-star hotel of Orlando', () => {
    const orlando5 = CATALOGUE.hotels.filter((h) => h.idCiudad === 'C-ORL' && h.stars === 5);
    expect(orlando5.length).toBeGreaterThanOrEqual(10);
    expect(orlando5.every((h) => carries('HBSI', h))).toBe(true);
  });
  it('resolves ids and names, accents and case aside', () => {
    expect(resolveDestination('Orlando')?.id).toBe('C-ORL');
    expect(resolveDestination('cancun')?.id).toBe('C-CUN');
    expect(resolveDestination('Z-ORL-WDW')?.hotels).toHaveLength(21);
    expect(resolveDestination(contemporary.id)?.hotels).toEqual([contemporary]);
    expect(resolveDestination('Atlantis')).toBeUndefined();
  });
});

describe('sandbox rates', () => {
  it('are deterministic and the same in search and quote', () => {
    const [hotel] = searchOffers('HBSI', {
      hotels: [contemporary],
      checkin: '2027-05-10',
      checkout: '2027-05-12',
      criteria: [{ adults: 2, childAges: [], roomCount: 1 }],
      remaining: () => 5,
    });
    const offer = hotel!.criteria[0]!.offers[0]!;
    expect(quoteRate('HBSI', offer.key)).toEqual(offer);
    expect(offer.price.total).toBe(offer.price.venta + offer.price.iva + 3500);
  });
  it('vary with weekday, season, occupancy, plan and length of stay', () => {
    expect(venta({ checkin: '2027-05-14', checkout: '2027-05-16' })).toBeGreaterThan(venta({})); // Fri+Sat
    expect(venta({ checkin: '2027-07-12', checkout: '2027-07-14' })).toBeGreaterThan(venta({})); // July
    expect(venta({ adults: 3 })).toBeGreaterThan(venta({}));
    expect(venta({ childAges: [1] })).toBe(venta({})); // infants do not pay
    expect(venta({ rateCode: 'DDP' })).toBeGreaterThan(venta({}));
    expect(venta({ checkout: '2027-05-13' })).toBeGreaterThan(venta({}));
  });
  it('refuse what the supplier does not sell', () => {
    expect(quoteRate('HBSI', key({ roomCode: 'XXX' }))).toBeUndefined();
    expect(quoteRate('HBSI', key({ adults: 9 }))).toBeUndefined();
    expect(quoteRate('OMNIBEES', key())).toBeUndefined();
  });
  it('label promotional rates with 5 codes and make Prestige/HBSI non-refundable rates wait', () => {
    const offers = CATALOGUE.hotels.slice(0, 80).flatMap((h) =>
      searchOffers('PRESTIGE', {
        hotels: [h],
        checkin: '2027-05-10',
        checkout: '2027-05-11',
        criteria: [{ adults: 2, childAges: [], roomCount: 1 }],
        remaining: () => 5,
      }).flatMap((x) => x.criteria[0]!.offers),
    );
    expect(offers.some((o) => isDiscountedRoom(o.codes) && o.key.rateCode === 'PROMO')).toBe(true);
    const nrf = offers.filter((o) => o.nonRefundable);
    expect(nrf.length).toBeGreaterThan(0);
    expect(nrf.every((o) => o.onRequest)).toBe(true);
  });
  it('leave out rooms without allotment', () => {
    const night = stayNights('2027-05-10', '2027-05-11')[0]!;
    expect(initialAllotment('HBSI', contemporary.id, 'STD', night)).toBeLessThanOrEqual(7);
    const found = searchOffers('HBSI', {
      hotels: [contemporary],
      checkin: '2027-05-10',
      checkout: '2027-05-11',
      criteria: [{ adults: 2, childAges: [], roomCount: 1 }],
      remaining: (_h, room) => (room === 'STD' ? 0 : 3),
    });
    expect(found[0]!.criteria[0]!.offers.some((o) => o.key.roomCode === 'STD')).toBe(false);
  });
});

describe('informacionRsrv', () => {
  it('round-trips a rate key and refuses anything else', () => {
    expect(decodeRateKey(encodeRateKey(key()))).toEqual(key());
    expect(decodeRateKey('v1.bm9wZQ')).toBeUndefined();
    expect(decodeRateKey({ hotelId: 'x' })).toBeUndefined();
    expect(decodeRateKey(encodeRateKey({ ...key(), adults: 0 }))).toBeUndefined();
  });
});
