import type { Cents } from '../money';

// The three hotel suppliers of spec §1/§3 (Omnibees, Prestige, HBSI): what their answers carry,
// whatever each one's spelling, as the simulator writes them and the API's hotels adapter reads
// them.

export const HOTEL_SUPPLIER_KEYS = ['OMNIBEES', 'PRESTIGE', 'HBSI'] as const;
export type HotelSupplierKey = (typeof HOTEL_SUPPLIER_KEYS)[number];

/** `proveedor` of spec §3 (integer), as each supplier writes it in its rooms. */
export const SUPPLIER_IDS: Record<HotelSupplierKey, number> = { OMNIBEES: 1, PRESTIGE: 2, HBSI: 3 };

/** Which rate, room, stay and occupancy a booking token (`informacionRsrv`) stands for. */
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

/** A rate's `tarifa` (spec §3) in cents, whatever names and number format the supplier writes it in. */
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

/** One searched room of POST /availability (`rooms`): its party and how many rooms alike. */
export type Criteria = { adults: number; childAges: number[]; roomCount: number };

/** What POST /bookings answers. */
export type SupplierBooking = {
  codigoReserva: string;
  ServiceID: string | number;
  detallesAdicionales: string;
};
