import { AGE_QUALIFYING, OUR_ID_CONTEXT, UNIQUE_ID_TYPES } from '@portal/domain/supplier-wire/ota/codes';
import type { Criteria, RateKey } from '../types';
import { attrs, buildMessage, type Envelope } from './xml';

// The requests of docs/ota-hotels.md, element for element as the fixtures write them
// (packages/domain/src/supplier-wire/ota/fixtures/*-rq*.xml).

type Party = { adults: number; childAges: readonly number[] };

const guestCounts = (p: Party) => ({
  GuestCount: [
    attrs({ AgeQualifyingCode: AGE_QUALIFYING.adult, Count: p.adults }),
    ...p.childAges.map((age) => attrs({ AgeQualifyingCode: AGE_QUALIFYING.child, Age: age, Count: 1 })),
  ],
});

type Segment = {
  checkin: string;
  checkout: string;
  hotelIds: readonly string[];
  candidates: { party: Party; quantity: number; roomTypeCode?: string }[];
  ratePlanCode?: string;
};

const availMessage = (env: Envelope, s: Segment) =>
  buildMessage(
    'OTA_HotelAvailRQ',
    env,
    { AvailRatesOnly: 'true' },
    {
      AvailRequestSegments: {
        AvailRequestSegment: {
          ...attrs({ AvailReqType: 'Room' }),
          StayDateRange: attrs({ Start: s.checkin, End: s.checkout }),
          ...(s.ratePlanCode === undefined
            ? {}
            : { RatePlanCandidates: { RatePlanCandidate: attrs({ RatePlanCode: s.ratePlanCode }) } }),
          RoomStayCandidates: {
            RoomStayCandidate: s.candidates.map((c, i) => ({
              ...attrs({ RPH: i + 1, Quantity: c.quantity, RoomTypeCode: c.roomTypeCode }),
              GuestCounts: guestCounts(c.party),
            })),
          },
          HotelSearchCriteria: {
            Criterion: s.hotelIds.map((id) => ({ HotelRef: attrs({ HotelCode: id }) })),
          },
        },
      },
    },
  );

/** Every rate of the hotels for the stay: one candidate (RPH = index + 1) per searched room. */
export const availRequest = (
  env: Envelope,
  q: { hotelIds: readonly string[]; checkin: string; checkout: string; criteria: readonly Criteria[] },
) =>
  availMessage(env, {
    checkin: q.checkin,
    checkout: q.checkout,
    hotelIds: q.hotelIds,
    candidates: q.criteria.map((c) => ({ party: c, quantity: c.roomCount })),
  });

/** The one rate a booking token names, priced now. */
export const rateRequest = (env: Envelope, key: RateKey) =>
  availMessage(env, {
    checkin: key.checkin,
    checkout: key.checkout,
    hotelIds: [key.hotelId],
    candidates: [{ party: key, quantity: 1, roomTypeCode: key.roomCode }],
    ratePlanCode: key.rateCode,
  });

const ourReference = (reference: string) =>
  attrs({ Type: UNIQUE_ID_TYPES.reservation, ID: reference, ID_Context: OUR_ID_CONTEXT });

/** Decimal text of a whole number of cents: 43280 → '432.80'. */
const amountText = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** One room of one rate booked under our reference, at the price we last read. */
export const bookRequest = (
  env: Envelope,
  b: { key: RateKey; reference: string; totalCents: number; currency: string },
) =>
  buildMessage(
    'OTA_HotelResRQ',
    env,
    { ResStatus: 'Commit' },
    {
      HotelReservations: {
        HotelReservation: {
          ...attrs({ RoomStayReservation: 'true' }),
          UniqueID: ourReference(b.reference),
          RoomStays: {
            RoomStay: {
              RoomTypes: { RoomType: attrs({ RoomTypeCode: b.key.roomCode, NumberOfUnits: 1 }) },
              RatePlans: { RatePlan: attrs({ RatePlanCode: b.key.rateCode }) },
              GuestCounts: guestCounts(b.key),
              TimeSpan: attrs({ Start: b.key.checkin, End: b.key.checkout }),
              Total: attrs({ AmountAfterTax: amountText(b.totalCents), CurrencyCode: b.currency }),
              BasicPropertyInfo: attrs({ HotelCode: b.key.hotelId }),
            },
          },
        },
      },
    },
  );

/** What the supplier holds under our reference. */
export const readRequest = (env: Envelope, reference: string) =>
  buildMessage('OTA_ReadRQ', env, {}, { UniqueID: ourReference(reference) });

/** Cancels the supplier's booking `code`; `context` names the supplier that issued it. */
export const cancelRequest = (env: Envelope, b: { code: string; context: string }) =>
  buildMessage(
    'OTA_CancelRQ',
    env,
    { CancelType: 'Commit' },
    { UniqueID: attrs({ Type: UNIQUE_ID_TYPES.reservation, ID: b.code, ID_Context: b.context }) },
  );
