import type { IsoDate } from '../dates';
import type { TParkId } from '../tickets/parks';
import type { TUniversalEvent } from '../tickets/universal';

// The theme parks' ticket contract (DISNEY, DISNEYLAND, UNIVERSAL) as the simulator answers it
// and the API's tickets adapter reads it.

export const TICKET_SUPPLIERS = {
  disney: 'DISNEY',
  disneyland: 'DISNEYLAND',
  universal: 'UNIVERSAL',
} as const;
export type TicketSupplierName = (typeof TICKET_SUPPLIERS)[TParkId];

type TicketCategory = 'base' | 'park-hopper' | 'one-park' | 'park-to-park' | 'event' | 'express';

/** A ticket as the park publishes it. */
export type PublishedTicket = {
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

/** A product's price on an entry date as the park publishes it: per person, in US dollars. */
export type PublishedQuote = {
  product: PublishedTicket;
  date: IsoDate;
  soldOut: boolean;
  adult: number;
  child: number;
};

/** The events of a findEvents product on a date, with the places the park has left. */
export type TicketEvent = TUniversalEvent;

export type TicketInfo = { code: string; name: string; usageWindow: string; cancelPolicy: string };

/** What POST /prebookings answers. */
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
