import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api-client';
import { useBookingAttempt } from '@/shared/booking/use-booking-attempt';

const attemptHook = () => renderHook(() => useBookingAttempt()).result.current;

describe('useBookingAttempt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the key while the same data is resent and the attempt is open', () => {
    const attempt = attemptHook();
    const first = attempt.keyFor('cart-1');
    expect(attempt.keyFor('cart-1')).toBe(first);
  });

  it('starts a new attempt when the data changes', () => {
    const attempt = attemptHook();
    const first = attempt.keyFor('cart-1');
    expect(attempt.keyFor('cart-2')).not.toBe(first);
  });

  // Lost answers: the booking may have happened, so a resend must reuse the key.
  it.each([
    ['a network error', new ApiError(0, 'sin conexión')],
    ['409 still processing', new ApiError(409, 'en proceso')],
    ['500', new ApiError(500, 'error')],
    ['503', new ApiError(503, 'error')],
    ['a non-API error', new TypeError('Failed to fetch')],
  ])('keeps the key after %s', (_, error) => {
    const attempt = attemptHook();
    const first = attempt.keyFor('cart-1');
    attempt.settle(error);
    expect(attempt.keyFor('cart-1')).toBe(first);
  });

  // Definitive answers: the server said what happened, the next submit is a new booking.
  it.each([
    ['success', undefined],
    ['400', new ApiError(400, 'datos inválidos')],
    ['422', new ApiError(422, 'clave usada')],
    ['502 supplier failed', new ApiError(502, 'proveedor')],
  ])('starts a new key after %s', (_, error) => {
    const attempt = attemptHook();
    const first = attempt.keyFor('cart-1');
    attempt.settle(error);
    expect(attempt.keyFor('cart-1')).not.toBe(first);
  });

  it('makes a 16-byte hex key where crypto.randomUUID is missing (plain http)', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const attempt = attemptHook();
    const first = attempt.keyFor('cart-1');
    attempt.settle();
    const second = attempt.keyFor('cart-1');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});
