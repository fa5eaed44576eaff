import { AVAILABILITY_STATUS, TAX_CODES } from '@portal/domain/supplier-wire/ota/codes';
import type { HotelInfo } from '../catalogue';
import { imageOf } from '../shapes';
import type { RateOffer } from '../types';
import { mealPlanOf } from './meal-plans';
import { amountOf, el, textEl, withText } from './xml-write';

// One hotel of an availability answer as fixtures/avail-rs.xml writes it: its room types and
// rate plans once each, then a RoomRate per searched room and rate, in the inventory's order
// (the adapter reads the rates in that order).

/** One searched room (RoomStayCandidate): its RPH, how many alike, who sleeps in each. */
export type Candidate = {
  rph: number;
  quantity: number;
  roomTypeCode: string | undefined;
  adults: number;
  childAges: number[];
};

/** The first offer of each room type (or rate plan), in order. */
const firstOf = (offers: RateOffer[], by: (o: RateOffer) => string) => {
  const first = new Map<string, RateOffer>();
  for (const o of offers) if (!first.has(by(o))) first.set(by(o), o);
  return [...first.values()];
};

const roomTypeEl = (o: RateOffer) =>
  el(
    'RoomType',
    { RoomTypeCode: o.key.roomCode },
    withText('RoomDescription', o.descripcion, { Name: o.roomName }),
  );

const ratePlanEl = (o: RateOffer) => {
  const mealPlan = mealPlanOf(o.regimen);
  return el(
    'RatePlan',
    // spec §5: the fifth code of a discounted rate is its promotion
    { RatePlanCode: o.key.rateCode, RatePlanName: o.rateName, PromotionCode: o.codes[4] },
    el(
      'CancelPenalties',
      {},
      el('CancelPenalty', { NonRefundable: o.nonRefundable }, withText('PenaltyDescription', o.penalty)),
    ),
    ...(mealPlan
      ? [el('MealsIncluded', { MealPlanIndicator: mealPlan !== '14', MealPlanCodes: mealPlan })]
      : []),
    withText('RatePlanDescription', o.regimen),
  );
};

const totalEl = (o: RateOffer) => {
  const p = o.price;
  const currency = { CurrencyCode: p.moneda };
  const tax = (code: string, cents: number, percent?: number) =>
    el('Tax', { Type: 'Exclusive', Code: code, Percent: percent, Amount: amountOf(cents), ...currency });
  return el(
    'Total',
    { AmountBeforeTax: amountOf(p.venta), AmountAfterTax: amountOf(p.total), ...currency },
    el(
      'Taxes',
      { Amount: amountOf(p.iva + p.gastoAdministrativo), ...currency },
      tax(TAX_CODES.iva, p.iva, p.alicuota),
      tax(TAX_CODES.gastoAdministrativo, p.gastoAdministrativo),
      tax(TAX_CODES.resolucion4815, p.resolucion4815),
      tax(TAX_CODES.impuestoPais, p.impuestoPais),
    ),
  );
};

const roomRateEl = (o: RateOffer, c: Candidate, checkout: string) =>
  el(
    'RoomRate',
    {
      RoomTypeCode: o.key.roomCode,
      RatePlanCode: o.key.rateCode,
      RoomStayCandidateRPH: c.rph,
      NumberOfUnits: c.quantity,
      AvailabilityStatus: o.onRequest ? AVAILABILITY_STATUS.onRequest : AVAILABILITY_STATUS.available,
    },
    el(
      'Rates',
      {},
      ...o.nights.map((night, i) =>
        el('Rate', {
          EffectiveDate: night,
          ExpireDate: o.nights[i + 1] ?? checkout,
          NumberOfUnits: o.allotment[i],
        }),
      ),
    ),
    totalEl(o),
  );

const propertyEl = (h: HotelInfo) =>
  el(
    'BasicPropertyInfo',
    { HotelCode: h.id, HotelName: h.hotelName, HotelCityCode: h.idCiudad },
    el('Address', {}, textEl('AddressLine', h.hotelAddress)),
    el('Award', { Rating: h.stars }),
  );

/** One hotel's RoomStay for the searched rooms and the rates each one has. */
export const roomStayOf = (
  hotel: HotelInfo,
  criteria: { candidate: Candidate; offers: RateOffer[] }[],
  stay: { checkin: string; checkout: string },
) => {
  const offers = criteria.flatMap((c) => c.offers);
  return el(
    'RoomStay',
    {},
    el('RoomTypes', {}, ...firstOf(offers, (o) => o.key.roomCode).map(roomTypeEl)),
    el('RatePlans', {}, ...firstOf(offers, (o) => o.key.rateCode).map(ratePlanEl)),
    el(
      'RoomRates',
      {},
      ...criteria.flatMap((c) => c.offers.map((o) => roomRateEl(o, c.candidate, stay.checkout))),
    ),
    el('TimeSpan', { Start: stay.checkin, End: stay.checkout }),
    propertyEl(hotel),
    el('TPA_Extensions', {}, el('HotelImage', { URL: imageOf(hotel) })),
  );
};
