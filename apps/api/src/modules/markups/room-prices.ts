import { percentOf, type Cents } from '@portal/domain/money';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import type { Pricer } from './pricing';

// A hotel room's sale (issue 32 item 1, D-25): the room is the booking's base price (every
// room of a cart is its own row), so its rate before tax takes the markup, a per-booking
// amount included; the VAT keeps its rule (spec §9): the room's own rate (alicuota) applies to
// the markup as to the rest, and the administrative fee stays 35.

export type RoomNet = { ventaCents: Cents; ivaCents: Cents; alicuota: number };

export type MarkedRoom = {
  ventaCents: Cents;
  ivaCents: Cents;
  /** what the booking stores as its markup: the rate's, not the VAT on it */
  price: TMarkedPrice;
};

export function markedRoom(p: Pricer, room: RoomNet): MarkedRoom {
  const price = p.base(room.ventaCents);
  return {
    ventaCents: price.saleCents,
    ivaCents: room.ivaCents + percentOf(price.markupCents, room.alicuota),
    price,
  };
}
