import type { TCarBrand, TCarLocation, TCarRate, TVehicle } from '@portal/domain';

// AVIS and BUDGET as our adapter reads them (issue 14): the supplier's own spelling is mapped
// to the spec §3 shapes in http-adapter.ts, the only file that knows it.

/** A rental's places and times, and the driver the supplier prices it for. */
export type CarRentalQuery = {
  pickup: string; // codigoLocalizacion
  dropoff: string;
  pickupDate: string; // YYYY-MM-DD, the office's local date
  pickupTime: string; // HH:MM
  returnDate: string;
  returnTime: string;
  driverAge: number;
  residence: string; // ISO country code of the driver's residence
};

export type CarRateKey = CarRentalQuery & { codigoCategoria: string; codigoTarifa: string };

type CarBookingRequest = CarRateKey & {
  /** ours: a resend under the same reference gets the same booking */
  reference: string;
  equipment: { code: string; quantity: number }[];
  driver: { nombres: string; apellidos: string; nacimiento: string; email?: string };
};

/** What the brand answers a booking: its confirmation and what it will charge. */
export type CarBooking = { confirmId: string; total: number; currency: 'USD' };

export type CarBookingState =
  { state: 'confirmed' | 'cancelled' | 'pre_booked'; code: string; booking: CarBooking } | { state: 'none' };

export type CarSupplier = {
  brand: TCarBrand;
  /** offices whose name, city, country or code contain the keyword (3+ characters) */
  locations: (keyword: string) => Promise<TCarLocation[]>;
  /** one office by its code; undefined when the brand has none */
  location: (code: string) => Promise<TCarLocation | undefined>;
  /** the cars and their rates for the rental (one-way fee, young driver, airport fees included by the brand) */
  search: (q: CarRentalQuery) => Promise<TVehicle[]>;
  /** one car's rate priced again, with its equipment prices; undefined when not sold any more */
  rate: (q: CarRateKey) => Promise<{ vehicle: TVehicle; rate: TCarRate } | undefined>;
  /** terms for renting in a country: Spanish text and the minimum driver age */
  terms: (countryCode: string) => Promise<{ terms: string; minimumAge: number }>;
  /** throws SupplierError ('rejected' when the brand refused it) */
  book: (req: CarBookingRequest) => Promise<CarBooking>;
  bookingState: (reference: string) => Promise<CarBookingState>;
  cancel: (confirmId: string) => Promise<void>;
};

export type CarSuppliers = Record<TCarBrand, CarSupplier>;
