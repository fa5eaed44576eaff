import { z } from 'zod';
import { type Check, OK, fail } from '../common/check';
import { ZAmount, ZCurrency, ZIsoDate, ZTime } from '../common/primitives';
import { MESSAGES } from '../messages';

// spec §3 Transfer availability product and selection; spec §7 GET traslados/locations,
// POST /traslados/disponibilidad; spec §2/§9 transfer form.
export const TRANSFER_CATEGORIES = ['ONEWAYTRIP', 'TWOWAY'] as const;
export const ZTransferCategory = z.enum(TRANSFER_CATEGORIES, { error: MESSAGES.transferCategoryRequired });
export const TRANSFER_DEFAULT_TIME = '10:56';
export const TRANSFER_FIXED_TAGS = ['1 maletas', 'Privado', 'Meet & Greet'] as const;

export const ZTransferLocationsQuery = z.object({
  destinationCode: z.string().min(1, MESSAGES.destinationRequired),
});

export const ZTransferOccupant = z.object({
  type: z.enum(['ADL', 'CHL']),
  age: z.number().int().min(0).max(120),
});
export const ZTransferOption = z.object({
  type: ZTransferCategory,
  origin: z.object({ id: z.string().min(1), time: ZTime }),
  destination: z.object({ id: z.string().min(1), time: ZTime }),
});

export const ZTransferAvailabilityRequest = z.object({
  productCode: z.string().min(1),
  fromDate: ZIsoDate,
  toDate: ZIsoDate,
  availRequestV2Occupation: z.array(ZTransferOccupant).min(1).max(20),
  transferOptions: z.array(ZTransferOption).min(1).max(2),
});
export type TTransferAvailabilityRequest = z.infer<typeof ZTransferAvailabilityRequest>;

export const ZTransferConcept = z.object({
  conceptName: z.string(),
  conceptDescription: z.string().optional(),
  conceptBookingCode: z.string(),
  detalles: z.array(z.object({ detailName: z.string(), total: ZAmount })),
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
  price: ZAmount,
  currencyCode: ZCurrency,
  tarifa: ZAmount, // from priceFrom
  contents: z.string().optional(),
  productBookingCode: z.string(),
  echoToken: z.string(),
  concepts: z.array(ZTransferConcept),
});
export type TTransferProduct = z.infer<typeof ZTransferProduct>;

export const ZTransferAvailabilityResponse = z.object({
  products: z.object({ availResponseV2Product: z.array(ZTransferProduct) }),
  echoToken: z.string(),
});

export const ZTransferSelection = z.object({
  fecha: ZIsoDate,
  adultos: z.number().int().min(1).max(10),
  menores: z.number().int().min(0).max(10),
  name: z.string(),
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
