import type { Cents, IsoDate } from '@portal/domain';
import type { PublishedTicket, TicketEvent } from '@portal/domain/supplier-wire/tickets';

export type {
  PreBookAnswer,
  TicketEvent,
  TicketInfo,
  TicketSupplierName,
} from '@portal/domain/supplier-wire/tickets';

/** Low-season 1-day adult price and how the per-day price falls with more days. */
export type DailyRate = { day1: Cents; perDayFactors: readonly number[]; childFactor: number };

/** A ticket as the park publishes it, with how it prices it and when it sells it. */
export type TicketProduct = PublishedTicket & {
  rate: DailyRate;
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
