import { z } from 'zod';
import { HOTEL_SUPPLIER_KEYS, type RateKey } from './hotels';

// informacionRsrv (spec §3): the opaque string the portal echoes back to book a room. It only
// names the rate (hotel, room, plan, stay, guests); the server re-prices it before booking, so a
// changed token can name another sold rate at its own price, never a cheaper one. Prestige's
// simulator issues it; for Omnibees and HBSI, whose OTA messages have none, the adapter does,
// in the same form: `v1.` and the key as a base64url JSON array.
const PREFIX = 'v1.';
const MAX_LENGTH = 400;

// Node and browsers both have these; the domain's lib (ES2023) names none of them
const web = globalThis as unknown as {
  btoa: (bytes: string) => string;
  atob: (base64: string) => string;
  TextEncoder: new () => { encode: (text: string) => Uint8Array };
  TextDecoder: new (
    label?: string,
    options?: { fatal: boolean },
  ) => { decode: (bytes: Uint8Array) => string };
};

// printable ASCII is its own UTF-8 (every token the suppliers' codes make): only the rest is encoded
const utf8Bytes = (text: string) =>
  !/[^\x20-\x7e]/.test(text)
    ? text
    : Array.from(new web.TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('');

const toBase64Url = (text: string) =>
  web.btoa(utf8Bytes(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The text a base64url string holds; throws when it is not base64url of UTF-8. */
const fromBase64Url = (base64url: string) => {
  if (!/^[A-Za-z0-9_-]*$/.test(base64url)) throw new Error('not base64url');
  const bytes = web.atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return new web.TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
};

const ZRateKeyArray = z.tuple([
  z.enum(HOTEL_SUPPLIER_KEYS),
  z.string().min(1).max(80),
  z.string().min(1).max(10),
  z.string().min(1).max(10),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.number().int().min(1).max(10),
  z.array(z.number().int().min(0).max(17)).max(10),
]);

export const encodeRateKey = (key: RateKey): string =>
  PREFIX +
  toBase64Url(
    JSON.stringify([
      key.supplier,
      key.hotelId,
      key.roomCode,
      key.rateCode,
      key.checkin,
      key.checkout,
      key.adults,
      key.childAges,
    ]),
  );

/** The rate a token names, or undefined when it is not one. */
export const decodeRateKey = (token: unknown): RateKey | undefined => {
  if (typeof token !== 'string' || !token.startsWith(PREFIX) || token.length > MAX_LENGTH) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(token.slice(PREFIX.length)));
  } catch {
    return undefined;
  }
  const parsed = ZRateKeyArray.safeParse(json);
  if (!parsed.success) return undefined;
  const [supplier, hotelId, roomCode, rateCode, checkin, checkout, adults, childAges] = parsed.data;
  return { supplier, hotelId, roomCode, rateCode, checkin, checkout, adults, childAges };
};
