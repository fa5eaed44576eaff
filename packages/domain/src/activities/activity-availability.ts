import { z } from 'zod';
import { type Check, OK, fail } from '../common/check';
import { ZAmount, ZCode, ZCurrency, ZIsoDate, ZTime, zOmittable, zOptional } from '../common/primitives';
import { addDays } from '../dates';
import { MESSAGES } from '../messages';
import { ZActivityLocation } from './static-data';

// spec §7 POST /actividades/disponibilidad: productCode, paxQuantity, fromDate, toDate;
// answer locations.staticDataResponseV2Location. Ours besides: who goes (rooming, as the
// reservation draft of spec §3 carries it) and the priced offer with its time slots and the
// echoToken the booking must present.
export const ACTIVITY_PAX_MAX = 20;
/** Own rule: one search looks at a fortnight at most (the detail's 'other date?' moves it). */
export const ACTIVITY_SEARCH_MAX_DAYS = 14;

export const ZActivityParty = z.object({
  adultCount: z.number().int().min(1, MESSAGES.adultsRange).max(10, MESSAGES.adultsRange),
  childCount: zOmittable(
    z.number().int().min(0, MESSAGES.minorsRange).max(10, MESSAGES.minorsRange).default(0),
  ),
  childAges: zOmittable(
    z
      .array(z.number().int().min(0, MESSAGES.minorAgeRange).max(17, MESSAGES.minorAgeRange))
      .max(10)
      .default([]),
  ),
});
export type TActivityParty = z.infer<typeof ZActivityParty>;

/** The party's rule: paxQuantity is everyone, one age per minor. */
export const checkActivityParty = (paxQuantity: number, party: TActivityParty | undefined): Check => {
  if (!party) return OK; // a spec-only client: paxQuantity adults
  if (party.childAges.length !== party.childCount) return fail('minorAgeRequired', 'rooming.childAges');
  return party.adultCount + party.childCount === paxQuantity ? OK : fail('paxCountMismatch', 'paxQuantity');
};

export const checkActivityRange = (r: { fromDate: string; toDate: string }): Check => {
  if (r.toDate < r.fromDate) return fail('checkoutNotAfterCheckin', 'toDate');
  return r.toDate > addDays(r.fromDate, ACTIVITY_SEARCH_MAX_DAYS - 1)
    ? fail('activityRangeTooLong', 'toDate')
    : OK;
};

export const ZActivityAvailabilityRequest = z.object({
  productCode: ZCode,
  paxQuantity: z.number().int().min(1).max(ACTIVITY_PAX_MAX),
  fromDate: ZIsoDate,
  toDate: ZIsoDate,
  rooming: zOptional(ZActivityParty),
});
export type TActivityAvailabilityRequest = z.infer<typeof ZActivityAvailabilityRequest>;
export type TActivityAvailabilityRequestInput = z.input<typeof ZActivityAvailabilityRequest>;

const ZPriceDetail = z.object({ detailName: z.string(), total: ZAmount });

/** One bookable option of an activity or a transfer (availResponseV2's concepts) on one date. */
export const ZOfferConcept = z.object({
  conceptName: z.string(),
  conceptDescription: z.string().optional(),
  conceptBookingCode: z.string(),
  fecha: ZIsoDate,
  detalles: z.array(ZPriceDetail),
  /** the party's price of this option (Σ detalles) */
  total: ZAmount,
});
export type TOfferConcept = z.infer<typeof ZOfferConcept>;

/** An activity's option, with the time slots that still have room for the party. */
export const ZActivityConcept = ZOfferConcept.extend({ horarios: z.array(ZTime) });
export type TActivityConcept = z.infer<typeof ZActivityConcept>;

export const ZActivityOffer = z.object({
  productCode: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  productDays: z.number().int().min(0),
  languages: z.array(z.string()),
  productImage: z.string().optional(),
  /** the party's total of the cheapest option */
  price: ZAmount,
  currencyCode: ZCurrency,
  /** per adult, the cheapest option ('priceFrom') */
  tarifa: ZAmount,
  productBookingCode: z.string(),
  echoToken: z.string(),
  concepts: z.array(ZActivityConcept),
});
export type TActivityOffer = z.infer<typeof ZActivityOffer>;

export const ZActivityAvailabilityResponse = z.object({
  locations: z.object({ staticDataResponseV2Location: z.array(ZActivityLocation) }),
  products: z.object({ availResponseV2Product: z.array(ZActivityOffer) }),
  /** empty when nothing was priced */
  echoToken: z.string(),
  /** ISO instant after which the booking is refused and the agent must search again */
  expiresAt: z.string().optional(),
});
export type TActivityAvailabilityResponse = z.infer<typeof ZActivityAvailabilityResponse>;
