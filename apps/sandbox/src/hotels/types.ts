import type { Criteria, PriceParts, RateKey } from '@portal/domain/supplier-wire/hotels';
import type { HotelInfo } from './catalogue';

// The three sandbox hotel suppliers of spec §1/§3 and what their inventory is made of; what
// their answers carry is their contract with the API's adapter (supplier-wire/hotels).
export { HOTEL_SUPPLIER_KEYS, SUPPLIER_IDS } from '@portal/domain/supplier-wire/hotels';
export type { HotelSupplierKey, PriceParts, RateKey } from '@portal/domain/supplier-wire/hotels';

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

export type SearchQuery = {
  hotels: readonly HotelInfo[];
  checkin: string;
  checkout: string;
  criteria: readonly Criteria[];
};

export type HotelOffers = { hotel: HotelInfo; criteria: { criteria: Criteria; offers: RateOffer[] }[] };
