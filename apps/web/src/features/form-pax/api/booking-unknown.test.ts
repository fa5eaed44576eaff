import { MESSAGES } from '@portal/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/shared/api-client';
import { bookingUnknownOf } from '@/shared/booking/booking-unknown';
import { utilityBookingError } from './book-utility';

// issue 29, item 4: the server's 'verificando, no la repita' answer names the reservations;
// the portal must still have them after the client and each booking call's error mapping.
const unknown = {
  message: MESSAGES.bookingOutcomeUnknown,
  status: 'unknown',
  reservaId: 57,
  reservaIds: [57],
};

afterEach(() => vi.restoreAllMocks());

const failWith = async (status: number, body: unknown) => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
  return apiRequest('cars', '/reservar/', { method: 'POST', body: {} }).catch((e: unknown) => e);
};

describe('bookingUnknownOf', () => {
  it('reads the reservation ids of an unknown outcome from the API error', async () => {
    const error = await failWith(502, unknown);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MESSAGES.bookingOutcomeUnknown);
    expect(bookingUnknownOf(error)).toEqual(unknown);
  });

  it('keeps them through a booking call that rewrites server errors (activities, transfers)', async () => {
    expect(bookingUnknownOf(utilityBookingError(await failWith(502, unknown)))).toEqual(unknown);
  });

  it('finds none in a refusal or a server fault', async () => {
    expect(bookingUnknownOf(await failWith(502, { message: MESSAGES.hotelBookingError }))).toBeUndefined();
    expect(bookingUnknownOf(await failWith(500, { message: 'Internal' }))).toBeUndefined();
    expect(bookingUnknownOf(new Error(MESSAGES.bookingOutcomeUnknown))).toBeUndefined();
  });
});
