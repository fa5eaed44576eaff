import {
  HOTEL_SUPPLIER_KEYS,
  SUPPLIER_IDS,
  type Criteria,
  type HotelSupplierKey,
  type PriceParts,
  type RateKey,
  type SupplierBooking,
} from '@portal/domain/supplier-wire/hotels';

// The three hotel suppliers of spec §1/§3 behind one typed interface; what their answers carry
// is their contract with the simulator (supplier-wire/hotels).
export { HOTEL_SUPPLIER_KEYS, SUPPLIER_IDS };
export type { Criteria, HotelSupplierKey, PriceParts, RateKey, SupplierBooking };

/** The names the answers use. */
export const SUPPLIER_LABELS = { OMNIBEES: 'Omnibees', PRESTIGE: 'Prestige', HBSI: 'HBSI' } as const;
type SupplierLabel = (typeof SUPPLIER_LABELS)[HotelSupplierKey];

export const supplierById = (id: number): HotelSupplierKey | undefined =>
  HOTEL_SUPPLIER_KEYS.find((k) => SUPPLIER_IDS[k] === id);

/** One bookable rate of one room type for one occupancy and stay, supplier-neutral. */
export type RateOffer = {
  /** the supplier's booking token (`informacionRsrv`), opaque to us */
  token: string;
  key: RateKey;
  hotel: { id: string; hotelName: string; idCiudad?: string };
  roomName: string;
  regimen: string;
  rateName: string;
  nonRefundable: boolean;
  /** confirmed only after the agent accepts it (spec §4 reservaIdMapping) */
  onRequest: boolean;
  nights: string[];
  /** rooms of this type the agency's contract holds on each night */
  allotment: number[];
  price: PriceParts;
  /** the room as the portal is shown it (spec §3, in the supplier's spelling) */
  shown: Record<string, unknown>;
};

/** A rate of a search: what the portal is shown of it and what our allotment check needs. */
type SearchRate = {
  roomCode: string;
  /** which room of the search (roomCriteriaList entry) it answers */
  criterion: number;
  /** rooms of this type the agency's contract holds on each night of the stay */
  allotment: number[];
  shown: Record<string, unknown>;
};

export type SearchQuery = {
  hotelIds: string[];
  checkin: string;
  checkout: string;
  criteria: readonly Criteria[];
};

/**
 * A hotel of a supplier's availability answer: its fields as shown, and its rates. Prices are
 * read only when a rate is booked (checkRate): a search just passes them on.
 */
export type SupplierHotel = {
  supplier: HotelSupplierKey;
  hotelId: string;
  nights: string[];
  shown: Record<string, unknown>;
  rates: SearchRate[];
};

/** A hotel in the supplier's own answer shape (spec §3: HotelName or hotelName, ...). */
export type ProviderHotel = Record<string, unknown>;

/** What a supplier says of a booking we asked it for, by our reference. */
export type BookingState =
  | { state: 'confirmed' | 'cancelled' | 'pre_booked'; code: string; booking: SupplierBooking }
  | { state: 'none' };

export type HotelSupplier = {
  key: HotelSupplierKey;
  id: number;
  label: SupplierLabel;
  /** Every rate of the hotels for the stay and rooming; the agency's allotment is ours to apply. */
  search: (query: SearchQuery) => Promise<SupplierHotel[]>;
  /** The rate a booking token names, priced now; undefined when the supplier no longer sells it. */
  checkRate: (token: string) => Promise<RateOffer | undefined>;
  /** Books the rate under our reference: the same reference never books twice. */
  book: (offer: RateOffer, reference: string) => Promise<SupplierBooking>;
  bookingState: (reference: string) => Promise<BookingState>;
  cancel: (codigoReserva: string) => Promise<void>;
};
