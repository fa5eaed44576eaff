import type { Cents, IsoDate, TParkId, TPassenger, TUniversalEvent } from '@portal/domain';

export const TICKET_SUPPLIERS = {
  disney: 'DISNEY',
  disneyland: 'DISNEYLAND',
  universal: 'UNIVERSAL',
} as const;
export type TicketSupplierName = (typeof TICKET_SUPPLIERS)[TParkId];

export type TicketCategory = 'base' | 'park-hopper' | 'one-park' | 'park-to-park' | 'event' | 'express';

/** A ticket as the park publishes it. */
export type TicketProduct = {
  park: TParkId;
  code: string; // adult product code (PLU for Universal)
  codeChild: string;
  name: string;
  category: TicketCategory;
  days: number;
  usageWindowDays: number;
  bannerColor: string;
  findEvents: boolean;
  programId?: string;
  cancelPolicy: string;
};

/** One product's price and availability on one entry date, per person in USD cents. */
export type TicketQuote = {
  product: TicketProduct;
  date: IsoDate;
  soldOut: boolean;
  adult: Cents;
  child: Cents;
};

export type TicketEvent = TUniversalEvent;

export type TicketInfo = { code: string; name: string; usageWindow: string; cancelPolicy: string };

export type PreBookRequest = {
  reference: string; // our reservation id
  code: string;
  date: IsoDate;
  adults: number;
  children: number;
  passengers: TPassenger[];
  totalCents: Cents;
  event?: { eventDateTime: string; salesProgramId: string };
};

export type PreBookAnswer = {
  supplierRef: string;
  status: 'pre_booked';
  product: string;
  date: IsoDate;
  quantity: number;
  total: number;
  currency: 'USD';
  event?: { eventDateTime: string; salesProgramId: string };
};

/** A product and its quote on a date; no quote when it is not sold that day. */
export type ProductQuote = { product: TicketProduct; quote: TicketQuote | undefined };

/** One theme-park ticket supplier. Every call is remote: it may be slow, fail or time out. */
export type TicketSupplier = {
  name: TicketSupplierName;
  park: TParkId;
  search: (q: { date: IsoDate; days?: number }) => Promise<TicketQuote[]>;
  info: (q: { code: string; date?: IsoDate }) => Promise<TicketInfo | undefined>;
  /** undefined: the supplier has no such product */
  availability: (q: { code: string; date: IsoDate }) => Promise<ProductQuote | undefined>;
  /** The events of a findEvents product on a date with the supplier's capacity; undefined: no such product. */
  events: (q: { code: string; date: IsoDate }) => Promise<TicketEvent[] | undefined>;
  preBook: (req: PreBookRequest) => Promise<PreBookAnswer>;
  bookingState: (
    reference: string,
  ) => Promise<{ state: 'pre_booked' | 'cancelled'; code: string } | { state: 'none' }>;
  /**
   * Cancels the booking of `code` (the pre-booking's supplierRef); cancelling twice, or a code
   * the park does not hold, is harmless. Throws SupplierError when the park refuses.
   */
  cancel: (code: string) => Promise<void>;
};
