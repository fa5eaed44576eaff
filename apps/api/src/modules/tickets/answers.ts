import {
  MESSAGES,
  PARKS,
  type TBuscarTktParams,
  type TTicketPreBookAnswer,
  type TTicketPreBookFailure,
  ticketPriceObject,
} from '@portal/domain';
import type { Reservation } from '../reservations/repo';
import type { TicketQuote } from '../../suppliers/tickets';
import { type TTicketOfferAnswer } from '@portal/domain';

/** A supplier quote as the spec §3 ticket offer. */
export const toOffer = (q: TicketQuote): TTicketOfferAnswer => ({
  codeAdult: q.product.code,
  codeChild: q.product.codeChild,
  currency: 'USD',
  fechaIn: q.date,
  name: q.product.name,
  provider: PARKS[q.product.park].provider,
  taxAdult: ticketPriceObject(q.adult),
  taxChild: ticketPriceObject(q.child),
  durationDays: q.product.days,
  bannerColor: q.product.bannerColor,
  findEvents: q.product.findEvents,
  ...(q.product.programId ? { programId: q.product.programId } : {}),
  disponible: !q.soldOut,
});

/**
 * Universal 'recomendados': park-to-park of 3–4 days for families with minors, of 2–3 days
 * for adults only, plus the night's Halloween Horror Nights for adults only.
 */
export const recommendUniversal = (quotes: TicketQuote[], party: TBuscarTktParams): TicketQuote[] =>
  quotes.filter(({ product, soldOut }) => {
    if (soldOut) return false;
    if (product.category === 'park-to-park')
      return party.children > 0
        ? product.days >= 3 && product.days <= 4
        : product.days >= 2 && product.days <= 3;
    return product.category === 'event' && party.children === 0;
  });

type WrittenTicket = Pick<
  Reservation,
  'id' | 'productName' | 'checkin' | 'checkout' | 'currency' | 'total'
> & {
  breakdown: unknown;
};

/** The answer of a pre-booking the supplier holds, from its reservation row (also when reconciled later). */
export const preBookAnswerOf = (row: WrittenTicket, supplierRef: string): TTicketPreBookAnswer => ({
  reservaId: row.id,
  reservationId: String(row.id),
  status: 'pre_booked',
  supplierRef,
  codigoReserva: supplierRef,
  producto: row.productName,
  checkin: row.checkin,
  checkout: row.checkout ?? row.checkin,
  moneda: row.currency as TTicketPreBookAnswer['moneda'],
  desglose: row.breakdown as TTicketPreBookAnswer['desglose'],
  total: Number(row.total),
});

/** The answer of a pre-booking the supplier did not make. */
export const preBookFailureOf = (reservaId: number): TTicketPreBookFailure => ({
  message: MESSAGES.bookingNotCompleted,
  reservaId,
});
