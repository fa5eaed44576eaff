import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// A quote's id as the portal sees it: the insurer's id and a signature of it for the agent who
// asked (`<insurer id>.<signature>`). Searching writes nothing; the signature is how the API
// knows, when a plan is chosen, that the agent choosing it is the one it was quoted for.

const SIGNATURE_CHARS = 22; // 132 bits of an HMAC-SHA256, base64url

export type QuoteIds = {
  /** the id the portal gets for `insurerId`, quoted for user `userId` */
  publicId: (userId: number, insurerId: string) => string;
  /** the insurer's id inside `publicId` if it was signed for `userId`; undefined otherwise */
  insurerIdOf: (publicId: string, userId: number) => string | undefined;
};

/** The insurer's id inside a public id already verified (a recorded quote's). */
export const insurerIdIn = (publicId: string): string => publicId.slice(0, publicId.lastIndexOf('.'));

export function createQuoteIds(secret: string): QuoteIds {
  // a key of its own, so a quote signature can never stand for anything else signed with the secret
  const key = createHash('sha256').update(`assistance-quote-ids:${secret}`).digest();
  const sign = (userId: number, insurerId: string) =>
    createHmac('sha256', key).update(`${userId}:${insurerId}`).digest('base64url').slice(0, SIGNATURE_CHARS);
  return {
    publicId: (userId, insurerId) => `${insurerId}.${sign(userId, insurerId)}`,
    insurerIdOf: (publicId, userId) => {
      const dot = publicId.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const insurerId = publicId.slice(0, dot);
      const given = Buffer.from(publicId.slice(dot + 1));
      const expected = Buffer.from(sign(userId, insurerId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? insurerId : undefined;
    },
  };
}
