import type { Cents, IsoDate, TParkId, TPassenger, TUniversalEvent } from '@portal/domain';

export const TICKET_SUPPLIERS = {
  disney: 'DISNEY',
  disneyland: 'DISNEYLAND',
  universal: 'UNIVERSAL',
} as const;
export type TicketSupplierName = (typeof TICKET_SUPPLIERS)[TParkId];

export type TicketCategory = 'base' | 'park-hopper' | 'one-park' | 'park-to-park' | 'event' | 'express';

/** Low-season 1-day adult price and how the per-day price falls with more days. */
export type DailyRate = { day1: Cents; perDayFactors: readonly number[]; childFactor: number };

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
  rate: DailyRate;
  cancelPolicy: string;
  /** Products sold only on some dates (event nights); absent means every date. */
  onSale?: (date: IsoDate) => boolean;
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

/** A park's rate sheet: products, their prices per date, sold-out dates and events. */
export type TicketCatalogue = {
  products: readonly TicketProduct[];
  product: (code: string) => TicketProduct | undefined;
  quote: (code: string, date: IsoDate) => TicketQuote | undefined;
  /** Products on sale that day (sold-out ones flagged), optionally only those of `days` days. */
  search: (date: IsoDate, days?: number) => TicketQuote[];
  /** Events of a findEvents product on a date, with the places left. */
  events: (code: string, date: IsoDate) => TicketEvent[];
};

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
