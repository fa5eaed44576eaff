import { ZActivityLocation, ZActivityStaticData } from '@portal/domain';
import { z } from 'zod';

// DESTSERVICES' own spelling (static data V2, availability V2 under an echoToken, bookings), as
// zod schemas of its answers: http-adapter.ts reads them into our types, and nothing else
// knows this spelling. Where it is spec §3's, the portal's schema is extended.
const ZAmount = z.number().finite().nonnegative();
const ZDetail = z.object({ detailName: z.string(), total: ZAmount });
const ZLocation = ZActivityLocation.extend({
  locationType: z.enum(['AIRPORT', 'HOTEL', 'PORT', 'MEETING_POINT']),
});
export const ZTransferLocations = z.object({ locations: z.array(ZLocation) });
export const ZDestinations = z.object({
  destinations: z.array(
    z.object({
      destinationCode: z.string(),
      destinationName: z.string(),
      countryIsoCode: z.string(),
      countryName: z.string(),
    }),
  ),
});
/** spec §3's static data, with the provider's own names for what the portal renames. */
const ZStaticProduct = ZActivityStaticData.extend({
  productDescription: z.string(),
  productLanguages: z.array(z.string()),
  productImage: z.string(),
  childAgeFrom: z.number().int(),
  childAgeTo: z.number().int(),
});
export const ZStaticProducts = z.object({
  products: z.object({ staticDataResponseV2Product: z.array(ZStaticProduct) }),
});
const ZConcept = z.object({
  conceptName: z.string(),
  conceptDescription: z.string().optional(),
  conceptBookingCode: z.string(),
  conceptDate: z.iso.date(),
  detalles: z.array(ZDetail),
  total: ZAmount,
});
const ZProduct = z.object({
  productCode: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  productDays: z.number().int(),
  productBookingCode: z.string(),
  currencyCode: z.literal('USD'),
  price: ZAmount,
  priceFrom: ZAmount,
});
const ZActivityProduct = ZProduct.extend({
  productLanguages: z.array(z.string()),
  productImage: z.string(),
  concepts: z.array(
    ZConcept.extend({ sessions: z.array(z.object({ time: z.string(), placesLeft: z.number() })) }),
  ),
});
const ZTransferProduct = ZProduct.extend({
  productCategory: z.enum(['ONEWAYTRIP', 'TWOWAY']),
  productImage: z.string(),
  contents: z.string(),
  transferInfo: z.object({
    privateService: z.boolean(),
    meetAndGreet: z.boolean(),
    luggagePerPax: z.number().int(),
    maxPax: z.number().int(),
  }),
  concepts: z.array(
    ZConcept.extend({
      transfer: z.object({ pickUpTime: z.string() }),
      contents: z.object({ fullContent: z.string() }),
    }),
  ),
});
const ZOccupation = z.array(z.object({ type: z.enum(['ADL', 'CHL']), age: z.number().int().optional() }));
const ZHeld = z.object({
  echoToken: z.string().min(1),
  tokenExpiresAt: z.iso.datetime(),
  availRequestV2Occupation: ZOccupation,
  locations: z.array(ZLocation).optional(),
});
export const ZActivityHeld = ZHeld.extend({
  serviceType: z.literal('ACTIVITY'),
  availabilityV2Products: z.array(ZActivityProduct),
});
export const ZTransferHeld = ZHeld.extend({
  serviceType: z.literal('TRANSFER'),
  availabilityV2Products: z.array(ZTransferProduct),
});
export const ZBooking = z.object({
  bookingCode: z.string().min(1),
  totalAmount: ZAmount,
  currencyCode: z.literal('USD'),
});

export type WireOccupation = z.infer<typeof ZOccupation>;
export type WireActivityProduct = z.infer<typeof ZActivityProduct>;
export type WireTransferProduct = z.infer<typeof ZTransferProduct>;
export type WireBooking = z.infer<typeof ZBooking>;
