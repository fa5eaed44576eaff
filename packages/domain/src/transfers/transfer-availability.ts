import { z } from 'zod';
import { type Check, OK, fail } from '../common/check';
import { ZAmount, ZCode, ZCurrency, ZIsoDate, ZTime, zOptional } from '../common/primitives';
import { MESSAGES } from '../messages';
import { ZOfferConcept } from '../activities/activity-availability';

// spec §3 Transfer availability product and selection; spec §7 GET traslados/locations
// (answer: locations.staticDataResponseV2Location, as the activities' call),
// POST /traslados/disponibilidad; spec §2/§9 transfer form.
export const TRANSFER_CATEGORIES = ['ONEWAYTRIP', 'TWOWAY'] as const;
export const ZTransferCategory = z.enum(TRANSFER_CATEGORIES, { error: MESSAGES.transferCategoryRequired });
export type TTransferCategory = z.infer<typeof ZTransferCategory>;
export const TRANSFER_DEFAULT_TIME = '10:56';
export const TRANSFER_FIXED_TAGS = ['1 maletas', 'Privado', 'Meet & Greet'] as const;
export const TRANSFER_PAX_MAX = 20;

export const ZTransferLocationsQuery = z.object({
  destinationCode: ZCode.refine((s) => s.trim() !== '', MESSAGES.destinationRequired),
});

export const ZTransferOccupant = z.object({
  type: z.enum(['ADL', 'CHL']),
  age: z.number().int().min(0).max(120),
});
/**
 * One transfer: from origin (origin.time: the flight's or ship's arrival, or the pickup at a
 * hotel) to destination on fromDate; a TWOWAY one comes back on toDate, destination.time
 * being the return flight's departure (ignored for ONEWAYTRIP).
 */
export const ZTransferOption = z.object({
  type: ZTransferCategory,
  origin: z.object({ id: ZCode, time: ZTime }),
  destination: z.object({ id: ZCode, time: zOptional(ZTime) }),
});

export const ZTransferAvailabilityRequest = z.object({
  /** the original always sent '333' (spec §9); ours searches by origin and destination and ignores it */
  productCode: zOptional(ZCode),
  fromDate: ZIsoDate,
  toDate: ZIsoDate,
  availRequestV2Occupation: z.array(ZTransferOccupant).min(1).max(TRANSFER_PAX_MAX),
  transferOptions: z.array(ZTransferOption).length(1),
});
export type TTransferAvailabilityRequest = z.infer<typeof ZTransferAvailabilityRequest>;
export type TTransferAvailabilityRequestInput = z.input<typeof ZTransferAvailabilityRequest>;

/** One leg: its date (`fecha`, ours) and the party's price of it (`total`, ours). */
export const ZTransferConcept = ZOfferConcept.extend({
  transfer: z.object({ pickUpTime: ZTime }).optional(),
  contents: z.object({ fullContent: z.string() }).optional(),
});
export const ZTransferProduct = z.object({
  productCode: z.string(),
  productName: z.string(),
  productDescription: z.string().optional(),
  productCategory: z.string(),
  productImage: z.string().optional(),
  productDays: z.number().int().min(0).optional(),
  /** the party's price, every leg */
  price: ZAmount,
  currencyCode: ZCurrency,
  tarifa: ZAmount, // from priceFrom: per passenger
  contents: z.string().optional(),
  productBookingCode: z.string(),
  echoToken: z.string(),
  concepts: z.array(ZTransferConcept),
  /** ours: what the card's tags say of this product */
  privado: z.boolean().optional(),
  meetAndGreet: z.boolean().optional(),
  maletasPorPasajero: z.number().int().min(0).optional(),
  maxPasajeros: z.number().int().min(1).optional(),
});
export type TTransferProduct = z.infer<typeof ZTransferProduct>;

export const ZTransferAvailabilityResponse = z.object({
  products: z.object({ availResponseV2Product: z.array(ZTransferProduct) }),
  echoToken: z.string(),
  expiresAt: z.string().optional(),
});
export type TTransferAvailabilityResponse = z.infer<typeof ZTransferAvailabilityResponse>;

export const ZTransferSelection = z.object({
  fecha: ZIsoDate,
  adultos: z.number().int().min(1).max(10),
  menores: z.number().int().min(0).max(10),
  name: z.string().max(200),
  currency: ZCurrency,
  tarifa: ZAmount,
});
export type TTransferSelection = z.infer<typeof ZTransferSelection>;

/** spec §5: transfer time uses a time mask and rule; category is required. */
export const checkTransferForm = (f: { category?: string | null; time?: string | null }): Check => {
  if (!f.category || !(TRANSFER_CATEGORIES as readonly string[]).includes(f.category))
    return fail('transferCategoryRequired', 'category');
  if (!f.time || !/^([01]\d|2[0-3]):[0-5]\d$/.test(f.time)) return fail('invalidTime', 'time');
  return OK;
};

/** The request's own rules: a return after the outbound, distinct points, a return time when TWOWAY. */
export const checkTransferRequest = (r: TTransferAvailabilityRequest): Check => {
  const [option] = r.transferOptions;
  if (!option) return fail('transferCategoryRequired', 'transferOptions');
  if (option.origin.id === option.destination.id)
    return fail('transferSamePoints', 'transferOptions.0.destination.id');
  if (!r.availRequestV2Occupation.some((o) => o.type === 'ADL'))
    return fail('atLeastOneAdult', 'availRequestV2Occupation');
  if (option.type === 'ONEWAYTRIP')
    return r.toDate < r.fromDate ? fail('checkoutNotAfterCheckin', 'toDate') : OK;
  if (r.toDate <= r.fromDate) return fail('transferReturnNotAfter', 'toDate');
  return option.destination.time
    ? OK
    : fail('transferReturnTimeRequired', 'transferOptions.0.destination.time');
};
