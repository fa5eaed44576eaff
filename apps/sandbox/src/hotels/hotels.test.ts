import { stayNights } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isDiscountedRoom } from '@portal/domain';
import { CATALOGUE, hotelById } from './catalogue';
import { initialAllotment } from './inventory-prices';
import { carries, quoteRate, searchOffers } from './offers';
import { decodeRateKey, encodeRateKey } from '@portal/domain/supplier-wire/hotel-token';
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
  it('finds hotels by id', () => {
    expect(CATALOGUE.hotels.filter((h) => h.idZona === 'Z-ORL-WDW')).toHaveLength(21);
    expect(hotelById(contemporary.id)).toBe(contemporary);
    expect(hotelById('H-XXX-ATLANTIS')).toBeUndefined();
  });
});

describe('sandbox rates', () => {
  it('are deterministic and the same in search and quote', () => {
    const [hotel] = searchOffers('HBSI', {
      hotels: [contemporary],
      checkin: '2027-05-10',
      checkout: '2027-05-12',
      criteria: [{ adults: 2, childAges: [], roomCount: 1 }],
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
      }).flatMap((x) => x.criteria[0]!.offers),
    );
    expect(offers.some((o) => isDiscountedRoom(o.codes) && o.key.rateCode === 'PROMO')).toBe(true);
    const nrf = offers.filter((o) => o.nonRefundable);
    expect(nrf.length).toBeGreaterThan(0);
    expect(nrf.every((o) => o.onRequest)).toBe(true);
  });
  it("say the agency's contracted rooms per night of the stay", () => {
    const [hotel] = searchOffers('HBSI', {
      hotels: [contemporary],
      checkin: '2027-05-10',
      checkout: '2027-05-13',
      criteria: [{ adults: 2, childAges: [], roomCount: 1 }],
    });
    const std = hotel!.criteria[0]!.offers.find((o) => o.key.roomCode === 'STD')!;
    const nights = stayNights('2027-05-10', '2027-05-13');
    expect(std.allotment).toEqual(nights.map((n) => initialAllotment('HBSI', contemporary.id, 'STD', n)));
    // standard rooms: 2-7 a night, none on a few nights (the allotment is closed)
    expect(std.allotment.every((n) => n === 0 || (n >= 2 && n <= 7))).toBe(true);
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
