// The third wholesale hotel provider (spec §1, §7 hoteldispo/ and hotelResV2), a bedbank
// searched by IATA city code, as our adapter reads it: its rates with what our allotment check,
// re-pricing and booking need. Its own spelling is mapped in http-adapter.ts only.

export type ThirdRate = {
  roomCode: string;
  roomName: string;
  description: string;
  board: string;
  /** whole stay, USD with 2 decimals: sale before tax, tax, and both */
  net: number;
  tax: number;
  taxPercent: number;
  gross: number;
  currency: 'USD';
  nonRefundable: boolean;
  /** the last day to cancel without a penalty; null for a non-refundable rate */
  cancellationDeadline: string | null;
  cancellationPolicy: string;
  /** the supplier's booking token, opaque to us (the room's informacionRsrv) */
  rateKey: string;
  adults: number;
  childAges: number[];
  /** rooms of this type the supplier sells on each night of the stay */
  allotment: number[];
};

export type ThirdHotelOffer = {
  hotelCode: string;
  name: string;
  stars: number;
  address: string;
  image: string;
  rates: ThirdRate[];
};

/** One occupancy per call: the supplier prices one room. */
type ThirdSearch = {
  city: string;
  checkin: string;
  checkout: string;
  adults: number;
  childAges: number[];
  /** 1-5; absent: every category */
  stars?: number;
};

/** A rate re-priced from its key, with the hotel and stay it is for. */
export type CheckedThirdRate = ThirdRate & {
  hotelCode: string;
  hotelName: string;
  checkin: string;
  checkout: string;
};

export type ThirdGuest = { firstName: string; lastName: string; adult: boolean; age?: number };

type ThirdBookingRequest = {
  /** ours: a resend under the same reference gets the same booking */
  reference: string;
  rateKey: string;
  guests: ThirdGuest[];
};

/** What the supplier answers a booking: its code and the stay's price it charged. */
export type ThirdBooking = { code: string; status: string; net: number; tax: number; currency: string };

export type ThirdBookingState =
  | { state: 'confirmed' | 'cancelled' | 'pre_booked'; code: string; booking: ThirdBooking }
  | { state: 'none' };

export type ThirdProviderSupplier = {
  search: (q: ThirdSearch) => Promise<ThirdHotelOffer[]>;
  /** undefined: the supplier does not sell that rate (any more) */
  checkRate: (rateKey: string) => Promise<CheckedThirdRate | undefined>;
  /** throws SupplierError: 'rejected' when the supplier refused it, else it may have booked */
  book: (req: ThirdBookingRequest) => Promise<ThirdBooking>;
  bookingState: (reference: string) => Promise<ThirdBookingState>;
  cancel: (code: string) => Promise<void>;
};
