import { toCents, type TParkId } from '@portal/domain';
import type { PublishedQuote, PublishedTicket } from '@portal/domain/supplier-wire/tickets';
import { z } from 'zod';
import { SupplierError } from '../core';
import type { SupplierAnswer, SupplierHttp } from '../http';
import {
  TICKET_SUPPLIERS,
  type PreBookAnswer,
  type TicketEvent,
  type TicketInfo,
  type TicketQuote,
  type TicketSupplier,
} from './types';

// The parks publish prices per person in US dollars; we keep cents.
const quoteOf = (q: PublishedQuote): TicketQuote => ({
  ...q,
  adult: toCents(q.adult),
  child: toCents(q.child),
});

/** The park's answers to a cancellation: the booking's state under its code, or none held. */
const ZWireCancelled = z.object({ code: z.string().min(1), state: z.literal('cancelled') });
const ZWireNotHeld = z.object({ error: z.literal('not_found') });
type WireError = { error?: string; message?: string } | undefined;
const why = ({ status, body }: SupplierAnswer<unknown>) =>
  (body as WireError)?.message ?? (body as WireError)?.error ?? `HTTP ${status}`;

export function createHttpTicketSupplier(park: TParkId, http: SupplierHttp): TicketSupplier {
  const name = TICKET_SUPPLIERS[park];
  const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
    http.call<T>(name, { method: 'GET', path, query, idempotent: true });
  const product = (code: string) => `/products/${encodeURIComponent(code)}`;
  return {
    name,
    park,
    search: async ({ date, days }) => {
      const { body } = await get<{ quotes: PublishedQuote[] }>('/products', { date, days });
      return body.quotes.map(quoteOf);
    },
    info: async ({ code, date }) => {
      const res = await get<{ info: TicketInfo }>(product(code), { date });
      return res.status === 404 ? undefined : res.body.info;
    },
    availability: async ({ code, date }) => {
      const res = await get<{ product: PublishedTicket; quote: PublishedQuote | null }>(
        `${product(code)}/quote`,
        { date },
      );
      if (res.status === 404) return undefined;
      return { product: res.body.product, quote: res.body.quote ? quoteOf(res.body.quote) : undefined };
    },
    events: async ({ code, date }) => {
      const res = await get<{ events: TicketEvent[] }>(`${product(code)}/events`, { date });
      return res.status === 404 ? undefined : res.body.events;
    },
    preBook: async ({ totalCents, ...req }) => {
      const res = await http.call<PreBookAnswer & { error?: string; message?: string }>(name, {
        method: 'POST',
        path: '/prebookings',
        idempotent: true, // keyed by our reference: a resend gets the same pre-booking
        body: { ...req, total: totalCents / 100 },
      });
      if (res.status !== 200)
        throw new SupplierError(name, 'rejected', res.body.message ?? `HTTP ${res.status}`);
      return res.body;
    },
    bookingState: async (reference) => {
      const res = await get<{ state: 'pre_booked' | 'cancelled'; code: string }>(
        `/prebookings/${encodeURIComponent(reference)}`,
      );
      return res.status === 404 ? { state: 'none' } : res.body;
    },
    cancel: async (code) => {
      const res = await http.call<unknown>(name, {
        method: 'DELETE',
        path: `/prebookings/by-code/${encodeURIComponent(code)}`,
        idempotent: true, // a cancelled booking cancelled again answers the same
      });
      // the park holds no such booking, which is what a cancellation wants (booking-calls.ts); a
      // 404 of another kind (no such call at that URL) cancelled nothing
      if (res.status === 404 && ZWireNotHeld.safeParse(res.body).success) return;
      if (res.status !== 200) throw new SupplierError(name, 'rejected', why(res));
      const answer = ZWireCancelled.safeParse(res.body);
      if (!answer.success || answer.data.code !== code)
        throw new SupplierError(name, 'unavailable', 'malformed cancellation answer');
    },
  };
}
