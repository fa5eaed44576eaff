import { type Cents, sumCents } from '../money';
import { GASTO_ADMIN_CENTS, GASTO_RESERVA_CENTS } from './fees';
import { type BreakdownCents, buildBreakdown } from './summary';

// Disney hotels (spec §3 booking payload, §9 fees and ages).
//   room price   = venta + iva (the resort's tax) + gastoAdministrativo 35, per room
//   tickets      = adult tickets × adult amount + child tickets × child amount (after tax)
//   total        = rooms + tickets + gastoReserva 35 (once per booking, as a hotel cart)
// Ticket holders (spec §9 ages): adults and minors of 10 or more take an adult ticket,
// minors of 3 to 9 a child ticket, infants under 3 none.

export type DisneyRooming = { adultCount: number; childAges: readonly number[]; roomCount: number };

/** Adult and child tickets a party needs: every room alike (roomCriteria). */
export const disneyTicketCounts = ({ adultCount, childAges, roomCount }: DisneyRooming) => ({
  adults: (adultCount + childAges.filter((a) => a >= 10).length) * roomCount,
  children: childAges.filter((a) => a >= 3 && a < 10).length * roomCount,
});

export type DisneyPriceParts = {
  /** one room's whole stay before tax, and its tax */
  room: { venta: Cents; iva: Cents };
  roomCount: number;
  /** per person, after tax; absent when the rate requires no ticket */
  ticket?: { adult: Cents; child: Cents };
  tickets?: { adults: number; children: number };
};

/** The booking's breakdown: tickets go into the rate line, their tax is already in their amount. */
export const disneyBookingBreakdown = ({
  room,
  roomCount,
  ticket,
  tickets,
}: DisneyPriceParts): BreakdownCents => {
  const ticketCents = ticket && tickets ? ticket.adult * tickets.adults + ticket.child * tickets.children : 0;
  return buildBreakdown({
    tarifa: sumCents([room.venta * roomCount, ticketCents]),
    iva: room.iva * roomCount,
    gastoAdmin: GASTO_ADMIN_CENTS * roomCount,
    gastoReserva: GASTO_RESERVA_CENTS,
  });
};

/** The ticket of a package rate as Disney books it (spec §3 productAddons): adults, then minors. */
export const disneyTicketAddons = (
  ticket: {
    code: string;
    codeChild: string;
    type: string;
    amountAfterTax: number;
    amountAfterTaxChild: number;
    ageQualifyingType: string;
    ageQualifyingTypeChild: string;
    currency: 'USD' | 'ARS';
  },
  date: string,
  counts: { adults: number; children: number },
) => [
  ...(counts.adults > 0
    ? [
        {
          code: ticket.code,
          type: ticket.type,
          date,
          quantity: counts.adults,
          rate: {
            amountAfterTax: ticket.amountAfterTax,
            currency: ticket.currency,
            ageQualifyingType: ticket.ageQualifyingType,
          },
        },
      ]
    : []),
  ...(counts.children > 0
    ? [
        {
          code: ticket.codeChild,
          type: ticket.type,
          date,
          quantity: counts.children,
          rate: {
            amountAfterTax: ticket.amountAfterTaxChild,
            currency: ticket.currency,
            ageQualifyingType: ticket.ageQualifyingTypeChild,
          },
        },
      ]
    : []),
];
