import type { Cents } from '@portal/domain';
import type { HotelInfo } from './catalogue';

// The three sandbox hotel suppliers of spec §1/§3 behind one typed interface.
export const HOTEL_SUPPLIER_KEYS = ['OMNIBEES', 'PRESTIGE', 'HBSI'] as const;
export type HotelSupplierKey = (typeof HOTEL_SUPPLIER_KEYS)[number];

/** `proveedor` of spec §3 (integer) and the names the answers use. */
export const SUPPLIER_IDS: Record<HotelSupplierKey, number> = { OMNIBEES: 1, PRESTIGE: 2, HBSI: 3 };
export const SUPPLIER_LABELS = { OMNIBEES: 'Omnibees', PRESTIGE: 'Prestige', HBSI: 'HBSI' } as const;
export type SupplierLabel = (typeof SUPPLIER_LABELS)[HotelSupplierKey];

export const supplierById = (id: number): HotelSupplierKey | undefined =>
  HOTEL_SUPPLIER_KEYS.find((k) => SUPPLIER_IDS[k] === id);

/** What `informacionRsrv` carries: enough to re-derive the rate and its price on the server. */
export type RateKey = {
  supplier: HotelSupplierKey;
  hotelId: string;
  roomCode: string;
  rateCode: string;
  checkin: string;
  checkout: string;
  adults: number;
  childAges: number[];
};

export type PriceParts = {
  venta: Cents;
  iva: Cents;
  alicuota: number;
  gastoAdministrativo: Cents;
  resolucion4815: Cents;
  impuestoPais: Cents;
  total: Cents;
  moneda: 'USD';
};

/** One bookable rate of one room type for one occupancy and stay, supplier-neutral. */
export type RateOffer = {
  key: RateKey;
  hotel: HotelInfo;
  roomName: string;
  descripcion: string;
  regimen: string;
  rateName: string;
  codes: string[];
  nonRefundable: boolean;
  /** confirmed only after the agent accepts it (spec §4 reservaIdMapping) */
  onRequest: boolean;
  penalty: string;
  nights: string[];
  price: PriceParts;
};

export type Criteria = { adults: number; childAges: number[]; roomCount: number };

export type SearchQuery = {
  hotels: readonly HotelInfo[];
  checkin: string;
  checkout: string;
  criteria: readonly Criteria[];
  /** rooms left of a room type on a night, as the allotment store knows it */
  remaining: (hotelId: string, roomCode: string, night: string) => number;
};

export type HotelOffers = { hotel: HotelInfo; criteria: { criteria: Criteria; offers: RateOffer[] }[] };

/** A hotel in the supplier's own answer shape (spec §3: HotelName or hotelName, ...). */
export type ProviderHotel = Record<string, unknown>;

export type SupplierBooking = {
  codigoReserva: string;
  ServiceID: string | number;
  detallesAdicionales: string;
};

export type HotelSupplier = {
  key: HotelSupplierKey;
  id: number;
  label: SupplierLabel;
  /** Availability, in the supplier's shape; takes the supplier's latency and may time out. */
  search: (query: SearchQuery) => Promise<ProviderHotel[]>;
  /** The rate a booking token (`informacionRsrv`) names; undefined when it is not one. */
  decodeRate: (token: unknown) => RateKey | undefined;
  /** The rate a booking token names, priced now; undefined when the supplier no longer sells it. */
  quote: (key: RateKey) => RateOffer | undefined;
  /** Rooms of a type the agency holds on a night before any booking (its contracted allotment). */
  initialAllotment: (hotelId: string, roomCode: string, night: string) => number;
  book: (offer: RateOffer, reference: string) => Promise<SupplierBooking>;
  cancel: (codigoReserva: string) => Promise<void>;
  /** The confirmed rate in the supplier's shape (VENTA or venta, ...). */
  confirmedTarifa: (price: PriceParts) => Record<string, number | string>;
};
