import type { TReservationModule } from './reservation';

// The product lines as the booking core knows them (issue 30, item 1): one entry per line of
// the reservations table's `module`, with what both sides need to know about it. The API's
// registry (apps/api/src/modules/product-lines) and the portal's lists are derived from here,
// so a new line that is missing an entry does not compile.

/** The penalty once the free window is over: one night or day of the rate, or all of it. */
export type Penalty = 'night' | 'day' | 'all';
/** Free until `freeDaysBefore` days before the service, then `after`. */
export type CancellationPolicy = { freeDaysBefore: number; after: Penalty };

export type ProductLineFacts = {
  /** the portal's section, as the agent knows it (Mis reservas, filters) */
  label: string;
  /** what the voucher calls one booking of the line */
  voucherLabel: string;
  /**
   * its bookings take inventory the agency owns (hotel_allotments, flight seats, Universal
   * event places): its canceller must give it back (issue 29, item 6)
   */
  holdsInventory: boolean;
  /**
   * Mis reservas' cancellation terms (issue 18). Hotels: spec §9's default (free until 7 days
   * before arrival, then 1 night; non-refundable rates never free); the rest are the agency's
   * own terms with its suppliers.
   */
  cancellation: CancellationPolicy;
};

// the three hotel lines share the voucher's word, the allotment and spec §9's default policy
const HOTEL = {
  voucherLabel: 'Hotel',
  holdsInventory: true,
  cancellation: { freeDaysBefore: 7, after: 'night' },
} as const;
const free = <D extends number, A extends Penalty>(freeDaysBefore: D, after: A) =>
  ({ freeDaysBefore, after }) as const;

export const PRODUCT_LINES = {
  tickets: { label: 'Tickets', voucherLabel: 'Tickets', holdsInventory: true, cancellation: free(7, 'all') },
  'disney-hotels': { label: 'Hoteles Disney', ...HOTEL },
  hotels: { label: 'Hoteles', ...HOTEL },
  'third-hotels': { label: 'Hoteles (proveedor)', ...HOTEL },
  cars: { label: 'Autos', voucherLabel: 'Auto', holdsInventory: false, cancellation: free(2, 'day') },
  assistance: {
    label: 'Asistencias',
    voucherLabel: 'Asistencia al viajero',
    holdsInventory: false,
    cancellation: free(1, 'all'),
  },
  flights: { label: 'Vuelos', voucherLabel: 'Vuelo', holdsInventory: true, cancellation: free(30, 'all') },
  activities: {
    label: 'Actividades',
    voucherLabel: 'Actividad',
    holdsInventory: false,
    cancellation: free(2, 'all'),
  },
  transfers: {
    label: 'Traslados',
    voucherLabel: 'Traslado',
    holdsInventory: false,
    cancellation: free(2, 'all'),
  },
  // new:product-line: facts
} as const satisfies Record<TReservationModule, ProductLineFacts>;

/** The lines whose cancellation must give inventory back (their canceller needs `giveBack`). */
export type TInventoryLine = {
  [K in TReservationModule]: (typeof PRODUCT_LINES)[K]['holdsInventory'] extends true ? K : never;
}[TReservationModule];

/** Every line's value of one fact, e.g. `productLineFact('label')` → module → label. */
export const productLineFact = <F extends keyof ProductLineFacts>(fact: F) =>
  Object.fromEntries(
    (Object.keys(PRODUCT_LINES) as TReservationModule[]).map((k) => [k, PRODUCT_LINES[k][fact]]),
  ) as Record<TReservationModule, ProductLineFacts[F]>;

export const isInventoryLine = (module: TReservationModule): module is TInventoryLine =>
  PRODUCT_LINES[module].holdsInventory;
