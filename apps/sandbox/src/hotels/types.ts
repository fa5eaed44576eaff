import type { Cents } from '@portal/domain';
import type { HotelInfo } from './catalogue';

// The three sandbox hotel suppliers of spec §1/§3 and what their inventory is made of.
export const HOTEL_SUPPLIER_KEYS = ['OMNIBEES', 'PRESTIGE', 'HBSI'] as const;
export type HotelSupplierKey = (typeof HOTEL_SUPPLIER_KEYS)[number];

/** `proveedor` of spec §3 (integer), as each supplier writes it in its rooms. */
export const SUPPLIER_IDS: Record<HotelSupplierKey, number> = { OMNIBEES: 1, PRESTIGE: 2, HBSI: 3 };

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
  /** rooms of this type the agency's contract holds on each night */
  allotment: number[];
  price: PriceParts;
};

export type Criteria = { adults: number; childAges: number[]; roomCount: number };

export type SearchQuery = {
  hotels: readonly HotelInfo[];
  checkin: string;
  checkout: string;
  criteria: readonly Criteria[];
};

export type HotelOffers = { hotel: HotelInfo; criteria: { criteria: Criteria; offers: RateOffer[] }[] };

export type SupplierBooking = {
  codigoReserva: string;
  ServiceID: string | number;
  detallesAdicionales: string;
};
