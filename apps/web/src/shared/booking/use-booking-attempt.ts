import { useRef } from 'react';
import { ApiError } from '@/shared/api-client';

const randomKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain http on a LAN address still has getRandomValues.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
};

/** The answer says what happened (booked, rule broken, supplier failed): the next submit is a new attempt. */
const isDefinitive = (error: unknown) =>
  error instanceof ApiError && [400, 401, 403, 404, 422, 502].includes(error.status);

/**
 * One Idempotency-Key per booking attempt: the same data sent again after a lost answer
 * (network error, 409 still processing, 5xx) reuses it, so the server books once.
 */
export function useBookingAttempt() {
  const attempt = useRef<{ key: string; fingerprint: string; open: boolean } | null>(null);
  return {
    keyFor: (fingerprint: string): string => {
      const current = attempt.current;
      if (current && current.open && current.fingerprint === fingerprint) return current.key;
      attempt.current = { key: randomKey(), fingerprint, open: true };
      return attempt.current.key;
    },
    settle: (error?: unknown) => {
      if (attempt.current && (error === undefined || isDefinitive(error))) attempt.current.open = false;
    },
  };
}
