import { stayNights } from '@portal/domain';
import { MAX_STAY_NIGHTS } from '@portal/domain';
import { hash32, unitFromKey } from '../random';
import { hotelById, type HotelInfo } from './catalogue';
import {
  penaltyText,
  ratePlansOf,
  roomTypeOf,
  roomTypesOf,
  type RatePlan,
  type RoomType,
} from './inventory-rooms';
import { memo } from './memo';
import { initialAllotment, nightlyUsd, priceOf } from './inventory-prices';
import type { HotelOffers, HotelSupplierKey, RateKey, RateOffer, SearchQuery } from './types';

/**
 * Which suppliers sell a hotel (deterministic). Orlando's 5-star hotels are always sold by
 * HBSI, since the Orlando page searches only HBSI at 5 stars (spec §9).
 */
const CHANCE = { OMNIBEES: 0.7, PRESTIGE: 0.6, HBSI: 0.45 } as const;
const sellsKey = memo((key: string) => unitFromKey(key));
const sells = (supplier: HotelSupplierKey, hotel: HotelInfo) =>
  sellsKey(`${supplier}:sells:${hotel.id}`) < CHANCE[supplier];

export const carries = (supplier: HotelSupplierKey, hotel: HotelInfo): boolean => {
  if (supplier === 'HBSI' && hotel.city.code === 'ORL' && hotel.stars === 5) return true;
  if (sells(supplier, hotel)) return true;
  // every hotel is sold by someone: Omnibees takes those nobody else sells
  return supplier === 'OMNIBEES' && !sells('PRESTIGE', hotel) && !sells('HBSI', hotel);
};

const hotelCode = memo((id: string) => hash32(id).toString(36).toUpperCase());
const supplierCode = { OMNIBEES: 'OMB', PRESTIGE: 'PRS', HBSI: 'HBS' } as const;

/** spec §5: a code list of 5 entries marks the rate as discounted. */
const codesOf = (key: RateKey, plan: RatePlan) => {
  const base = [supplierCode[key.supplier], hotelCode(key.hotelId), key.roomCode, plan.code];
  return plan.code === 'PROMO' ? [...base, 'DTO15'] : base;
};

const buildOffer = (key: RateKey, hotel: HotelInfo, room: RoomType, plan: RatePlan, nights: string[]) => {
  const nightly = nights.map((night) =>
    nightlyUsd({
      supplier: key.supplier,
      hotel,
      room,
      plan,
      night,
      adults: key.adults,
      childAges: key.childAges,
    }),
  );
  const offer: RateOffer = {
    key,
    hotel,
    roomName: room.name,
    descripcion: room.descripcion,
    regimen: plan.regimen,
    rateName: plan.name,
    codes: codesOf(key, plan),
    nonRefundable: plan.nonRefundable,
    // spec §4: the non-refundable rates of Prestige and HBSI wait for the agent's confirmation
    onRequest: plan.nonRefundable && key.supplier !== 'OMNIBEES',
    penalty: penaltyText(plan),
    nights,
    allotment: nights.map((night) => initialAllotment(key.supplier, key.hotelId, key.roomCode, night)),
    price: priceOf(nightly, hotel),
  };
  return offer;
};

/** The rate a booking token names, priced now; undefined when it is not sold (any more). */
export const quoteRate = (supplier: HotelSupplierKey, key: RateKey): RateOffer | undefined => {
  const hotel = hotelById(key.hotelId);
  if (!hotel || key.supplier !== supplier || !carries(supplier, hotel)) return undefined;
  const room = roomTypeOf(hotel, key.roomCode);
  const plan = room && ratePlansOf(supplier, hotel, room).find((p) => p.code === key.rateCode);
  const nights = stayNights(key.checkin, key.checkout);
  if (!room || !plan || nights.length < 1 || nights.length > MAX_STAY_NIGHTS) return undefined;
  if (key.adults < 1 || key.adults + key.childAges.length > room.maxPax) return undefined;
  return buildOffer(key, hotel, room, plan, nights);
};

/**
 * Every rate a supplier sells for the query, hotel by hotel. The rooms the agency has left of
 * its contracted allotment are the agency's to count (apps/api hotel_allotments): each rate
 * says how many the contract holds per night.
 */
export const searchOffers = (supplier: HotelSupplierKey, q: SearchQuery): HotelOffers[] => {
  const nights = stayNights(q.checkin, q.checkout);
  const out: HotelOffers[] = [];
  for (const hotel of q.hotels) {
    if (!carries(supplier, hotel)) continue;
    const criteria = q.criteria.map((c) => {
      const offers: RateOffer[] = [];
      for (const room of roomTypesOf(hotel)) {
        if (c.adults + c.childAges.length > room.maxPax) continue;
        for (const plan of ratePlansOf(supplier, hotel, room)) {
          const key: RateKey = {
            supplier,
            hotelId: hotel.id,
            roomCode: room.code,
            rateCode: plan.code,
            checkin: q.checkin,
            checkout: q.checkout,
            adults: c.adults,
            childAges: c.childAges,
          };
          offers.push(buildOffer(key, hotel, room, plan, nights));
        }
      }
      return { criteria: c, offers };
    });
    if (criteria.every((c) => c.offers.length > 0)) out.push({ hotel, criteria });
  }
  return out;
};
