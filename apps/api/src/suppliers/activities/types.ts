import type { IsoDate } from '@portal/domain';

// The destination-services provider (activities and transfers, issue 16) as our adapter reads
// it. The provider's own spelling (a static-data V2 / availability V2 API with an echoToken)
// is mapped to these shapes in http-adapter.ts, the only file that knows it.

export type DestServicesDestination = {
  destinationCode: string; // e.g. 'MCO', 'CUN'
  destinationName: string; // 'Orlando'
  countryCode: string; // ISO 3166-1 alpha-2, 'US'
  countryName: string; // in Spanish, 'Estados Unidos'
};

/** spec §3 Activity static data, plus what the detail page shows. */
export type DestServicesActivity = {
  serviceTypeCode: string;
  serviceTypeName: string;
  productCode: string;
  productName: string;
  productTypeCode: string;
  productTypeName: string;
  productSubTypeCode?: string;
  productSubTypeName?: string;
  destinationCode: string;
  productDays: number;
  productPassengersType: string;
  availabilityType: string;
  /** the dates it runs in the next months, YYYY-MM-DD */
  availableDates: IsoDate[];
  sectors: string[];
  /** Spanish, a paragraph or two */
  description: string;
  languages: string[];
  /** a path under /media/activities/ (shipped in apps/api/assets/media) */
  image: string;
  /** minors are ages minChildAge..maxChildAge; younger go free; older are adults */
  minChildAge: number;
  maxChildAge: number;
};

/** spec §3 Activity location (also a transfer point: airport, hotel, port). */
export type DestServicesLocation = {
  locationCode: string;
  location: string;
  locationType: 'AIRPORT' | 'HOTEL' | 'PORT' | 'MEETING_POINT';
  destinationCode: string;
  address?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
  locationCodeAux?: string; // IATA code of an airport
};

/** Who travels: adults and each minor's age. */
export type DestServicesPax = { adults: number; childAges: number[] };

type DestServicesDetail = { detailName: string; total: number };

/** One bookable option of an activity on a date: a concept with its time slots. */
export type DestServicesActivityConcept = {
  conceptName: string;
  conceptDescription?: string;
  conceptBookingCode: string;
  date: IsoDate;
  /** the price lines for the party (adults, minors), each rounded to cents */
  detalles: DestServicesDetail[];
  total: number;
  /** HH:mm slots with places left for the whole party; full slots are absent */
  timeSlots: string[];
};

export type DestServicesActivityOffer = {
  productCode: string;
  productName: string;
  productDescription: string;
  productDays: number;
  languages: string[];
  image: string;
  productBookingCode: string;
  currencyCode: 'USD';
  /** the party's total of the cheapest concept */
  price: number;
  /** per adult, cheapest concept ('priceFrom') */
  priceFrom: number;
  concepts: DestServicesActivityConcept[];
};

type ActivityAvailabilityQuery = {
  productCode: string;
  fromDate: IsoDate;
  toDate: IsoDate;
  pax: DestServicesPax;
};

export type ActivityAvailability = {
  echoToken: string;
  /** ISO instant after which the provider refuses the token */
  expiresAt: string;
  /** where the activity starts (meeting points, hotels it picks up from) */
  locations: DestServicesLocation[];
  offers: DestServicesActivityOffer[];
};

type TransferCategory = 'ONEWAYTRIP' | 'TWOWAY';

type TransferAvailabilityQuery = {
  destinationCode?: string;
  fromDate: IsoDate;
  /** the return date of a TWOWAY transfer (equal to fromDate for ONEWAYTRIP) */
  toDate: IsoDate;
  pax: DestServicesPax;
  category: TransferCategory;
  originCode: string; // a locationCode
  /** HH:mm: the arrival of the flight/ship or the time to be picked up at the origin */
  originTime: string;
  destinationCode2: string; // a locationCode
  /** HH:mm: the departure of the return flight/ship (TWOWAY) */
  returnTime?: string;
};

export type DestServicesTransferConcept = {
  conceptName: string; // 'Llegada: Aeropuerto Internacional de Cancún → Hotel Riu Palace'
  conceptDescription?: string;
  conceptBookingCode: string;
  date: IsoDate;
  detalles: DestServicesDetail[];
  total: number;
  pickUpTime: string; // HH:mm
  fullContent: string; // Spanish, what is included
};

export type DestServicesTransferOffer = {
  productCode: string;
  productName: string; // 'Traslado privado en van (hasta 7 pasajeros)'
  productDescription: string;
  productCategory: TransferCategory;
  productImage: string;
  productDays: number;
  privado: boolean;
  meetAndGreet: boolean;
  luggagePerPax: number;
  maxPax: number;
  productBookingCode: string;
  currencyCode: 'USD';
  /** every concept (one per leg) of the party */
  price: number;
  /** per passenger, the lowest share */
  priceFrom: number;
  contents: string;
  concepts: DestServicesTransferConcept[];
};

export type TransferAvailability = {
  echoToken: string;
  expiresAt: string;
  offers: DestServicesTransferOffer[];
};

/** What the provider holds under an echoToken: the offers it priced and for whom. */
export type HeldAvailability =
  | {
      kind: 'activity';
      echoToken: string;
      expiresAt: string;
      pax: DestServicesPax;
      offers: DestServicesActivityOffer[];
    }
  | {
      kind: 'transfer';
      echoToken: string;
      expiresAt: string;
      pax: DestServicesPax;
      offers: DestServicesTransferOffer[];
    };

type DestServicesHolder = {
  givenName: string;
  surname: string;
  document: string;
  nationality: string;
  birthDate?: IsoDate;
  email?: string;
};

export type DestServicesBookingRequest = {
  /** ours: a resend under the same reference gets the same booking */
  reference: string;
  echoToken: string;
  productBookingCode: string;
  /** one concept (activity) or each leg's concept (transfer) */
  conceptBookingCodes: string[];
  /** the activity's HH:mm slot; absent for transfers */
  timeSlot?: string;
  pax: DestServicesPax;
  holders: DestServicesHolder[];
};

export type DestServicesBooking = { bookingCode: string; total: number; currency: 'USD' };

type DestServicesBookingState =
  { state: 'confirmed' | 'cancelled'; code: string; booking: DestServicesBooking } | { state: 'none' };

/**
 * Why the provider refused a booking (a definitive 4xx): the token expired or is unknown, the
 * slot filled up, or the request did not match what the token priced.
 */
export type DestServicesRefusal = 'token_expired' | 'slot_full' | 'invalid';

export type DestServicesBookingOutcome =
  { ok: true; booking: DestServicesBooking } | { ok: false; reason: DestServicesRefusal; message: string };

export type DestServicesSupplier = {
  destinations: (keyFilter: string) => Promise<DestServicesDestination[]>;
  activities: (destinationCode: string) => Promise<DestServicesActivity[]>;
  activityAvailability: (q: ActivityAvailabilityQuery) => Promise<ActivityAvailability>;
  transferLocations: (destinationCode: string) => Promise<DestServicesLocation[]>;
  transferAvailability: (q: TransferAvailabilityQuery) => Promise<TransferAvailability>;
  /** what the token priced; undefined when unknown or expired */
  held: (echoToken: string) => Promise<HeldAvailability | undefined>;
  /** a refusal is an answer; a timeout, a broken connection or a 5xx throws SupplierError */
  book: (req: DestServicesBookingRequest) => Promise<DestServicesBookingOutcome>;
  bookingState: (reference: string) => Promise<DestServicesBookingState>;
  cancel: (bookingCode: string) => Promise<void>;
};
