import { toCents, type TParkId } from '@portal/domain';
import { SupplierError } from '../core';
import type { SupplierHttp } from '../http';
import {
  TICKET_SUPPLIERS,
  type PreBookAnswer,
  type TicketEvent,
  type TicketInfo,
  type TicketProduct,
  type TicketQuote,
  type TicketSupplier,
} from './types';

// The parks publish prices per person in US dollars; we keep cents.
type WireQuote = Omit<TicketQuote, 'adult' | 'child'> & { adult: number; child: number };
const quoteOf = (q: WireQuote): TicketQuote => ({ ...q, adult: toCents(q.adult), child: toCents(q.child) });

export function createHttpTicketSupplier(park: TParkId, http: SupplierHttp): TicketSupplier {
  const name = TICKET_SUPPLIERS[park];
  const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
    http.call<T>(name, { method: 'GET', path, query, idempotent: true });
  const product = (code: string) => `/products/${encodeURIComponent(code)}`;
  return {
    name,
    park,
    search: async ({ date, days }) => {
      const { body } = await get<{ quotes: WireQuote[] }>('/products', { date, days });
      return body.quotes.map(quoteOf);
    },
    info: async ({ code, date }) => {
      const res = await get<{ info: TicketInfo }>(product(code), { date });
      return res.status === 404 ? undefined : res.body.info;
    },
    availability: async ({ code, date }) => {
      const res = await get<{ product: TicketProduct; quote: WireQuote | null }>(`${product(code)}/quote`, {
        date,
      });
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
  };
}
