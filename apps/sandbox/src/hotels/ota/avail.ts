import { MAX_STAY_NIGHTS } from '@portal/domain';
import { LRUCache } from 'lru-cache';
import { hotelById } from '../catalogue';
import { searchOffers } from '../offers';
import type { HotelSupplierKey } from '../types';
import { partyOf, stayOf, type TAvailRQ } from './messages';
import { roomStayOf, type Candidate } from './room-stay';
import { el, otaError, type Outcome } from './xml-write';

type AvailQuery = {
  hotelIds: string[];
  checkin: string;
  checkout: string;
  candidates: Candidate[];
  ratePlanCodes: string[] | undefined;
};

/** The request as the inventory reads it, or the error that refuses it. */
const queryOf = (rq: TAvailRQ): AvailQuery | Outcome => {
  const segment = rq.AvailRequestSegments.AvailRequestSegment[0]!;
  const stay = stayOf(segment.StayDateRange, MAX_STAY_NIGHTS);
  if (!stay) return { errors: [otaError('15', 'bizRule', 'Estadía inválida.')] };
  const hotelIds = segment.HotelSearchCriteria.Criterion.flatMap((c) =>
    c.HotelRef.map((h) => h['@HotelCode']),
  );
  if (hotelIds.length > 500)
    return { errors: [otaError('321', 'requiredFieldMissing', 'Más de 500 hoteles.')] };
  const candidates: Candidate[] = [];
  for (const c of segment.RoomStayCandidates.RoomStayCandidate) {
    const party = partyOf(c.GuestCounts);
    if (!party) return { errors: [otaError('397', 'bizRule', `Ocupación inválida (RPH ${c['@RPH']}).`)] };
    candidates.push({
      rph: c['@RPH'],
      quantity: c['@Quantity'] ?? 1,
      roomTypeCode: c['@RoomTypeCode'],
      ...party,
    });
  }
  const ratePlanCodes = segment.RatePlanCandidates?.RatePlanCandidate.map((p) => p['@RatePlanCode']);
  return { hotelIds, ...stay, candidates, ratePlanCodes };
};

/** The RoomStays of a query, written: a hotel only when every candidate has a rate (spec §3). */
const roomStaysOf = (key: HotelSupplierKey, q: AvailQuery): string[] => {
  const found = searchOffers(key, {
    hotels: q.hotelIds.map(hotelById).filter((h) => h !== undefined),
    checkin: q.checkin,
    checkout: q.checkout,
    criteria: q.candidates.map((c) => ({ adults: c.adults, childAges: c.childAges, roomCount: c.quantity })),
  });
  const stays: string[] = [];
  for (const hotel of found) {
    // a re-price names its room type and rate plan: only that rate is answered
    const criteria = hotel.criteria.map((c, i) => ({
      candidate: q.candidates[i]!,
      offers: c.offers.filter(
        (o) =>
          (q.candidates[i]!.roomTypeCode ?? o.key.roomCode) === o.key.roomCode &&
          (q.ratePlanCodes?.includes(o.key.rateCode) ?? true),
      ),
    }));
    if (criteria.every((c) => c.offers.length > 0)) stays.push(roomStayOf(hotel.hotel, criteria, q));
  }
  return stays;
};

const NONE: Outcome = {
  warnings: [otaError('322', 'advisory', 'No availability')],
  body: el('RoomStays'),
};

/**
 * OTA_HotelAvailRQ of one supplier. Its rates are a pure function of the query, so, as a real
 * supplier caches its own, the RoomStays of a query are kept (a bounded number) as written.
 */
export const availability = (key: HotelSupplierKey) => {
  const cache = new LRUCache<string, string>({ max: 200 });
  return (rq: TAvailRQ): Outcome => {
    const q = queryOf(rq);
    if ('errors' in q || 'body' in q) return q;
    const cacheKey = JSON.stringify(q);
    let body = cache.get(cacheKey);
    if (body === undefined) {
      const stays = roomStaysOf(key, q);
      body = stays.length === 0 ? '' : el('RoomStays', {}, ...stays);
      cache.set(cacheKey, body);
    }
    return body === '' ? NONE : { body };
  };
};
