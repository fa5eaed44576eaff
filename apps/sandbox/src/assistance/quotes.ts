import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { PLANS, type Plan } from './plans';
import { priceTrip, type PricedPlan, type Region } from './tariff';

// The insurer's quotes, kept in memory: each plan priced for a trip is a quote of its own that
// holds its price for a while, remembers the tariff version it was priced at, and is accepted
// (held another while) before a voucher is issued on it.

export type QuoteBookOptions = {
  /** the insurer's clock, in ms (tests move it) */
  now?: () => number;
  /** how long a quote, and an accepted quote from its acceptance, holds (default 30 minutes) */
  quoteTtlMs?: number;
};

export type Trip = {
  region: Region;
  departure: string;
  returnDate: string;
  days: number;
  ages: number[];
};

export type StoredQuote = {
  id: string;
  plan: Plan;
  trip: Trip;
  tariffVersion: number;
  priced: PricedPlan;
  expiresAt: number;
  acceptedAt?: number;
  /** the ClientReference its voucher was issued under: a quote is issued once */
  voucherReference?: string;
};

export type Acceptance =
  | { ok: true; quote: StoredQuote }
  | { ok: false; code: 'QUOTE_NOT_FOUND' | 'QUOTE_EXPIRED' }
  | { ok: false; code: 'PRICE_CHANGED'; newTotalCents: number };

const THIRTY_MINUTES = 30 * 60_000;

export function createQuoteBook(options: QuoteBookOptions = {}) {
  const now = options.now ?? Date.now;
  const ttl = options.quoteTtlMs ?? THIRTY_MINUTES;
  // bounded: a long-lived simulator under a benchmark quotes without end
  const quotes = new LRUCache<string, StoredQuote>({ max: 100_000 });
  let tariff = { version: 1, factor: 1 };

  const reprice = (q: StoredQuote) => priceTrip(q.plan, q.trip, tariff.factor);

  return {
    now,
    tariff: () => tariff,
    /** A tariff revision: every price from now on moves by `percent`; earlier quotes keep theirs until accepted. */
    revise: (percent: number) => {
      tariff = { version: tariff.version + 1, factor: tariff.factor * (1 + percent / 100) };
      return tariff;
    },
    /** One quote per plan sold for the trip. */
    quote: (trip: Trip): StoredQuote[] =>
      PLANS.flatMap((plan) => {
        const priced = priceTrip(plan, trip, tariff.factor);
        if (!priced) return [];
        const id = `UAQ-${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;
        const q: StoredQuote = {
          id,
          plan,
          trip,
          tariffVersion: tariff.version,
          priced,
          expiresAt: now() + ttl,
        };
        quotes.set(id, q);
        return [q];
      }),
    get: (id: string) => quotes.get(id),
    /** Accepted at its price while valid and priced at today's tariff; an accepted quote answers again. */
    accept: (id: string): Acceptance => {
      const q = quotes.get(id);
      if (!q) return { ok: false, code: 'QUOTE_NOT_FOUND' };
      if (now() > q.expiresAt) return { ok: false, code: 'QUOTE_EXPIRED' };
      if (q.acceptedAt !== undefined) return { ok: true, quote: q };
      // a revision since it was priced: refused when it moved the price, with the new one
      const fresh = q.tariffVersion === tariff.version ? undefined : reprice(q);
      if (fresh && fresh.totalCents !== q.priced.totalCents)
        return { ok: false, code: 'PRICE_CHANGED', newTotalCents: fresh.totalCents };
      q.acceptedAt = now();
      q.expiresAt = q.acceptedAt + ttl;
      return { ok: true, quote: q };
    },
  };
}

export type QuoteBook = ReturnType<typeof createQuoteBook>;
