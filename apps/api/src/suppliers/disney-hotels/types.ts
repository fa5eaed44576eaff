import type { TDisneyHotelCategory } from '@portal/domain';

// Disney's own hotel distribution (Walt Disney World and Disneyland Resort) as our adapter
// reads it: the supplier's rates with what our allotment check and re-pricing need.
export const DISNEY_HOTELS_LABEL = 'Disney';

type DisneyResort = 'WDW' | 'DLR';

type DisneyStayPrice = {
  /** whole stay, in the supplier's units (USD with 2 decimals) */
  amountBeforeTax: number;
  tax: number;
  amountAfterTax: number;
  currency: 'USD';
};

export type DisneyRate = {
  /** which searched room (index of the query's rooms) it answers */
  room: number;
  roomId: string;
  roomName: string;
  description: string;
  rateId: string;
  rateName: string;
  requiredTicket: boolean;
  promotion: string | null;
  codes: string[];
  /** the supplier's booking token, opaque to us */
  reserveCode: string;
  price: DisneyStayPrice;
  cancelPolicy: string;
  nonRefundable: boolean;
  /** rooms of this type the agency holds on each night of the stay */
  allotment: number[];
};

export type DisneyHotelOffer = {
  hotelId: string;
  name: string;
  category: TDisneyHotelCategory;
  image: string;
  currency: 'USD';
  rooms: DisneyRate[];
};

type DisneySearch = {
  resort: DisneyResort;
  checkin: string;
  checkout: string;
  rooms: { adults: number; childAges: number[] }[];
  categoria?: TDisneyHotelCategory;
};

/** A rate re-priced from its reserveCode, with the stay and occupancy it is for. */
export type CheckedDisneyRate = DisneyRate & {
  hotelId: string;
  hotelName: string;
  checkin: string;
  checkout: string;
  adults: number;
  childAges: number[];
};

export type DisneyTicket = {
  durationDays: number;
  code: string;
  codeChild: string;
  name: string;
  type: string;
  ageQualifyingType: string;
  ageQualifyingTypeChild: string;
  amountAfterTax: number;
  amountAfterTaxChild: number;
  currency: 'USD';
};

/** What Disney answers a booking: its reservation id and the stay's total it charged. */
export type DisneyBooking = { supplierResId: string; status: string; total: number };

export type DisneyBookingRequest = {
  /** ours: a resend under the same reference gets the same booking */
  reference: string;
  reserveCode: string;
  rooms: number;
  ticket: { code: string; codeChild: string; date: string; adults: number; childs: number } | null;
  passengers: { nombres: string; apellidos: string }[];
};

export type DisneyBookingState =
  | { state: 'confirmed' | 'cancelled' | 'pre_booked'; code: string; booking: DisneyBooking }
  | { state: 'none' };

export type DisneyHotelSupplier = {
  search: (q: DisneySearch) => Promise<DisneyHotelOffer[]>;
  checkRate: (reserveCode: string) => Promise<CheckedDisneyRate | undefined>;
  /** undefined: the rate needs no ticket, or the supplier does not know it */
  tickets: (q: { rateId: string; roomId: string; fecha: string }) => Promise<DisneyTicket[] | undefined>;
  ticketAvailable: (q: {
    date: string;
    hotelId: string;
    ticket: string;
    adults: number;
    childs: number;
  }) => Promise<boolean>;
  /** throws SupplierError: 'rejected' when Disney refused it (`ticketSoldOut` says why) */
  book: (req: DisneyBookingRequest) => Promise<DisneyBooking>;
  bookingState: (reference: string) => Promise<DisneyBookingState>;
  cancel: (supplierResId: string) => Promise<void>;
};
