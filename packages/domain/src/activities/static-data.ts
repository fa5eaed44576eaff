import { z } from 'zod';
import { ZCode, ZIsoDate } from '../common/primitives';
import { MESSAGES } from '../messages';

// spec §3 Activity static data and location; spec §7 GET static-data/destinations,
// GET actividades/static-data (products.staticDataResponseV2Product).
/** spec §9: the original searched with this fixed code; ours searches the product the agent picked. */
export const ACTIVITY_SEARCH_PRODUCT_CODE = '333';

export const ZDestinationsQuery = z.object({
  key_filter: z.string().trim().min(1, MESSAGES.destinationRequired).max(80),
});
export const ZUtilityDestination = z.object({
  destinationCode: z.string(),
  destinationName: z.string(),
  countryCode: z.string(),
  /** ours: the country in Spanish, for the destination picker */
  countryName: z.string(),
});
export type TUtilityDestination = z.infer<typeof ZUtilityDestination>;
export const ZUtilityDestinationsResponse = z.array(ZUtilityDestination);

export const ZActivityStaticQuery = z.object({
  destinationCode: ZCode.refine((s) => s.trim() !== '', MESSAGES.destinationRequired),
});

/** spec §3 Activity static data, as the destination-services provider publishes it. */
export const ZActivityStaticData = z.object({
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
export const ZActivityProduct = ZActivityStaticData.extend({
  /** ours: what the card and the detail show */
  productDescription: z.string().optional(),
  languages: z.array(z.string()).optional(),
  productImage: z.string().optional(),
  /** ours: minors are these ages; younger go free, older pay as adults */
  minChildAge: z.number().int().min(0).optional(),
  maxChildAge: z.number().int().min(0).optional(),
});
export type TActivityProduct = z.infer<typeof ZActivityProduct>;
export const ZActivityStaticResponse = z.object({
  products: z.object({ staticDataResponseV2Product: z.array(ZActivityProduct) }),
});
export type TActivityStaticResponse = z.infer<typeof ZActivityStaticResponse>;

/** spec §3 Activity location; also the transfer points of GET traslados/locations. */
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
export const ZLocationsResponse = z.object({
  locations: z.object({ staticDataResponseV2Location: z.array(ZActivityLocation) }),
});
export type TLocationsResponse = z.infer<typeof ZLocationsResponse>;
