import { z } from 'zod';
import { ZIsoDate } from '../common/primitives';
import { MESSAGES } from '../messages';

// spec §3 Activity static data and location; spec §7 GET static-data/destinations,
// GET actividades/static-data, POST /actividades/disponibilidad.
export const ACTIVITY_SEARCH_PRODUCT_CODE = '333'; // spec §9 fixed productCode

export const ZDestinationsQuery = z.object({
  key_filter: z.string().trim().min(1, MESSAGES.destinationRequired),
});
export const ZUtilityDestination = z.object({
  destinationCode: z.string(),
  destinationName: z.string(),
  countryCode: z.string(),
});
export const ZUtilityDestinationsResponse = z.array(ZUtilityDestination);

export const ZActivityStaticQuery = z.object({
  destinationCode: z.string().min(1, MESSAGES.destinationRequired),
});

export const ZActivityProduct = z.object({
  serviceTypeCode: z.string(),
  serviceTypeName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  productTypeCode: z.string(),
  productTypeName: z.string(),
  productSubTypeCode: z.string().optional(),
  productSubTypeName: z.string().optional(),
  destinationCode: z.string(),
  productDays: z.number().int().min(0),
  productPassengersType: z.string(),
  availabilityType: z.string(),
  availableDates: z.array(ZIsoDate),
  sectors: z.array(z.string()),
});
export type TActivityProduct = z.infer<typeof ZActivityProduct>;
export const ZActivityStaticResponse = z.object({
  products: z.object({ staticDataResponseV2Product: z.array(ZActivityProduct) }),
});

export const ZActivityAvailabilityRequest = z
  .object({
    productCode: z.string().min(1),
    paxQuantity: z.number().int().min(1).max(20),
    fromDate: ZIsoDate,
    toDate: ZIsoDate,
  })
  .refine((r) => r.toDate >= r.fromDate, { message: MESSAGES.checkoutNotAfterCheckin, path: ['toDate'] });
export type TActivityAvailabilityRequest = z.infer<typeof ZActivityAvailabilityRequest>;

export const ZActivityLocation = z.object({
  locationCode: z.string(),
  location: z.string(),
  locationType: z.string(),
  destinationCode: z.string(),
  address: z.string().optional(),
  postalCode: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  locationCodeAux: z.string().optional(),
});
export type TActivityLocation = z.infer<typeof ZActivityLocation>;
export const ZActivityAvailabilityResponse = z.object({
  locations: z.object({ staticDataResponseV2Location: z.array(ZActivityLocation) }),
});
