import type { Cents, IsoDate, TParkId, TPassenger } from '@portal/domain';
import type {
  PreBookAnswer,
  PublishedQuote,
  PublishedTicket,
  TicketEvent,
  TicketInfo,
  TicketSupplierName,
} from '@portal/domain/supplier-wire/tickets';

export { TICKET_SUPPLIERS } from '@portal/domain/supplier-wire/tickets';
export type { PreBookAnswer, TicketEvent, TicketInfo };

/** One product's price and availability on one entry date, per person in USD cents. */
export type TicketQuote = Omit<PublishedQuote, 'adult' | 'child'> & { adult: Cents; child: Cents };

/** What a pre-booking asks the park for (the adapter sends the total in dollars). */
type PreBookRequest = {
  reference: string; // our reservation id
  code: string;
  date: IsoDate;
  adults: number;
  children: number;
  passengers: TPassenger[];
  totalCents: Cents;
  event?: { eventDateTime: string; salesProgramId: string };
};

/** A product and its quote on a date; no quote when it is not sold that day. */
type ProductQuote = { product: PublishedTicket; quote: TicketQuote | undefined };

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
