import type { IsoDate, TAssistanceInclude } from '@portal/domain';

// The UAssistance insurer as our adapter reads it (issue 15): the insurer's own spelling is
// mapped to these shapes in http-adapter.ts, the only file that knows it.

/** A trip to quote: the destination region of spec §2, its dates, one age per traveller. */
export type AssistanceTrip = {
  destination: string; // ZAssistanceDestination code
  startDate: IsoDate;
  endDate: IsoDate;
  ages: number[];
};

/** One plan priced for the trip: a quote of its own, with its id and how long it holds. */
export type AssistancePlanQuote = {
  quoteId: string;
  planCode: string;
  name: string;
  category: 'Anuales' | 'Por Días';
  /** annual plans: the longest a single trip may last (30, or 60 for some plans) */
  maxTripDays?: number;
  currency: 'USD';
  /** for every traveller, rounded to cents */
  price: number;
  /** each traveller's share, in the order of the ages */
  pricePerPassenger: number[];
  includes: TAssistanceInclude[];
  /** ISO instant after which the insurer refuses it */
  expiresAt: string;
};

/** A quote as the insurer issued it, with the trip it priced (asked again before accepting it). */
export type AssistanceIssuedQuote = AssistancePlanQuote & { trip: AssistanceTrip };

/** What the insurer answers an acceptance. */
export type AssistanceAcceptance =
  | { accepted: true; quoteId: string; price: number; currency: 'USD'; expiresAt: string }
  | { accepted: false; reason: 'expired' | 'price_changed' | 'not_found'; price?: number };

type AssistanceTraveller = {
  givenName: string;
  surname: string;
  document: string;
  documentType: string;
  birthDate: IsoDate;
  nationality: string;
  email?: string;
};

export type AssistanceVoucherRequest = {
  /** ours: a resend under the same reference gets the same voucher */
  reference: string;
  quoteId: string;
  travellers: AssistanceTraveller[];
  leadIndex: number;
  validFrom: IsoDate;
  validTo: IsoDate;
};

/** What the insurer answers a voucher: its number and what it will charge. */
export type AssistanceVoucher = { voucherCode: string; total: number; currency: 'USD' };

export type AssistanceBookingState =
  | { state: 'confirmed' | 'cancelled' | 'pre_booked'; code: string; booking: AssistanceVoucher }
  | { state: 'none' };

export type AssistanceSupplier = {
  /** every plan the insurer sells for the trip (per-day and annual), each its own quote */
  quote: (trip: AssistanceTrip) => Promise<AssistancePlanQuote[]>;
  /** one quote and its trip; undefined when the insurer has no such quote */
  quoteById: (quoteId: string) => Promise<AssistanceIssuedQuote | undefined>;
  /** accepts a quote at its price; refused when expired or when the tariff changed since */
  accept: (quoteId: string) => Promise<AssistanceAcceptance>;
  /** issues the voucher of an accepted quote; throws SupplierError ('rejected' when refused) */
  issue: (req: AssistanceVoucherRequest) => Promise<AssistanceVoucher>;
  bookingState: (reference: string) => Promise<AssistanceBookingState>;
  cancel: (voucherCode: string) => Promise<void>;
};
