import type {
  TActivityAvailabilityResponse,
  TActivityProduct,
  TOfferConcept,
  TTransferAvailabilityResponse,
} from '@portal/domain';
import type {
  ActivityAvailability,
  DestServicesActivity,
  DestServicesActivityConcept,
  DestServicesActivityOffer,
  DestServicesTransferConcept,
  DestServicesTransferOffer,
  TransferAvailability,
} from '../../suppliers/activities';

// The provider's answers in the shapes of spec §3/§7 (staticDataResponseV2…, availResponseV2…).

/** What an activity's and a transfer's offers say alike of their price, bookable under `echoToken`. */
const priceOf = (o: DestServicesActivityOffer | DestServicesTransferOffer, echoToken: string) => ({
  price: o.price,
  currencyCode: o.currencyCode,
  tarifa: o.priceFrom,
  productBookingCode: o.productBookingCode,
  echoToken,
});

const conceptOf = (c: DestServicesActivityConcept | DestServicesTransferConcept): TOfferConcept => ({
  conceptName: c.conceptName,
  ...(c.conceptDescription ? { conceptDescription: c.conceptDescription } : {}),
  conceptBookingCode: c.conceptBookingCode,
  fecha: c.date,
  detalles: c.detalles,
  total: c.total,
});

export const activityProductOf = (a: DestServicesActivity): TActivityProduct => ({
  serviceTypeCode: a.serviceTypeCode,
  serviceTypeName: a.serviceTypeName,
  productCode: a.productCode,
  productName: a.productName,
  productTypeCode: a.productTypeCode,
  productTypeName: a.productTypeName,
  ...(a.productSubTypeCode ? { productSubTypeCode: a.productSubTypeCode } : {}),
  ...(a.productSubTypeName ? { productSubTypeName: a.productSubTypeName } : {}),
  destinationCode: a.destinationCode,
  productDays: a.productDays,
  productPassengersType: a.productPassengersType,
  availabilityType: a.availabilityType,
  availableDates: a.availableDates,
  sectors: a.sectors,
  productDescription: a.description,
  languages: a.languages,
  productImage: a.image,
  minChildAge: a.minChildAge,
  maxChildAge: a.maxChildAge,
});

export const activityAvailabilityOf = (a: ActivityAvailability): TActivityAvailabilityResponse => ({
  locations: { staticDataResponseV2Location: a.locations },
  products: {
    availResponseV2Product: a.offers.map((o) => ({
      productCode: o.productCode,
      productName: o.productName,
      productDescription: o.productDescription,
      productDays: o.productDays,
      languages: o.languages,
      productImage: o.image,
      ...priceOf(o, a.echoToken),
      concepts: o.concepts.map((c) => ({ ...conceptOf(c), horarios: c.timeSlots })),
    })),
  },
  echoToken: a.echoToken,
  expiresAt: a.expiresAt,
});

export const transferAvailabilityOf = (t: TransferAvailability): TTransferAvailabilityResponse => ({
  products: {
    availResponseV2Product: t.offers.map((o) => ({
      productCode: o.productCode,
      productName: o.productName,
      productDescription: o.productDescription,
      productCategory: o.productCategory,
      productImage: o.productImage,
      productDays: o.productDays,
      contents: o.contents,
      ...priceOf(o, t.echoToken),
      concepts: o.concepts.map((c) => ({
        ...conceptOf(c),
        transfer: { pickUpTime: c.pickUpTime },
        contents: { fullContent: c.fullContent },
      })),
      privado: o.privado,
      meetAndGreet: o.meetAndGreet,
      maletasPorPasajero: o.luggagePerPax,
      maxPasajeros: o.maxPax,
    })),
  },
  echoToken: t.echoToken,
  expiresAt: t.expiresAt,
});
