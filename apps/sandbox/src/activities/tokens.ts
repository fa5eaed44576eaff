import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Pax } from './pax';

// The echoTokens DESTSERVICES answers availability with: each remembers what it priced, for
// whom, and until when (30 minutes unless configured), in memory. A booking names a token,
// one of its products and that product's concepts.

export type TokenOptions = {
  /** the provider's clock, in ms (tests move it) */
  now?: () => number;
  /** how long a token holds (default 30 minutes) */
  tokenTtlMs?: number;
};

export type HeldConcept = {
  conceptBookingCode: string;
  date: string;
  totalCents: number;
  /** an activity concept's departures (all of them, full or not) */
  slots?: string[];
};
export type HeldProduct = {
  productBookingCode: string;
  productCode: string;
  productName: string;
  concepts: HeldConcept[];
  /** the product as the availability answered it */
  wire: object;
};
export type HeldToken = {
  echoToken: string;
  kind: 'ACTIVITY' | 'TRANSFER';
  pax: Pax;
  expiresAt: number;
  products: HeldProduct[];
  locations?: object[];
};

export type TokenLookup = { found: 'ok'; token: HeldToken } | { found: 'expired' } | { found: 'unknown' };

const THIRTY_MINUTES = 30 * 60_000;

export function createTokenBook(options: TokenOptions = {}) {
  const now = options.now ?? Date.now;
  const ttl = options.tokenTtlMs ?? THIRTY_MINUTES;
  // bounded: a long-lived simulator under a benchmark prices without end
  const tokens = new LRUCache<string, HeldToken>({ max: 100_000 });
  return {
    now,
    /** A fresh opaque token (random: nothing about the inventory depends on it). */
    newToken: () => randomBytes(12).toString('base64url'),
    hold: (held: Omit<HeldToken, 'expiresAt'>): HeldToken => {
      const token = { ...held, expiresAt: now() + ttl };
      tokens.set(held.echoToken, token);
      return token;
    },
    lookup: (echoToken: string): TokenLookup => {
      const token = tokens.get(echoToken);
      if (!token) return { found: 'unknown' };
      return now() > token.expiresAt ? { found: 'expired' } : { found: 'ok', token };
    },
  };
}

export type TokenBook = ReturnType<typeof createTokenBook>;
