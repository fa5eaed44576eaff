import type { FastifyInstance } from 'fastify';

// What a supplier remembers of the bookings made with it, by the caller's reference: a retry
// with the same reference gets the same booking, and "state of booking <reference>" answers
// what really happened to a call whose answer the caller never got. Kept in memory: the
// simulator's bookings live as long as its process.

export type BookingState = 'confirmed' | 'pre_booked' | 'cancelled';

export type StoredBooking<T> = {
  reference: string;
  /** what was asked for: the same reference for something else is a conflict */
  fingerprint: string;
  code: string;
  state: BookingState;
  createdAt: string;
  answer: T;
};

export function createBookingStore<T>() {
  const byReference = new Map<string, StoredBooking<T>>();
  const byCode = new Map<string, StoredBooking<T>>();
  return {
    get: (reference: string) => byReference.get(reference),
    byCode: (code: string) => byCode.get(code),
    /** The booking of `reference`, made by `make` the first time only. */
    book: (
      booking: { reference: string; fingerprint: string; code: string; state: BookingState },
      make: () => T,
    ): StoredBooking<T> => {
      const seen = byReference.get(booking.reference);
      if (seen) return seen;
      const stored = { ...booking, createdAt: new Date().toISOString(), answer: make() };
      const { reference, code } = booking;
      byReference.set(reference, stored);
      byCode.set(code, stored);
      return stored;
    },
    cancel: (code: string) => {
      const stored = byCode.get(code);
      if (stored) stored.state = 'cancelled';
      return stored;
    },
  };
}

export const REFERENCE_CONFLICT = {
  error: 'reference_conflict',
  message: 'that reference was already used for another booking',
};

/** The answer of GET …/bookings/{reference}: the same for every supplier, with what the booking call answered. */
export const stateAnswer = <T>(b: StoredBooking<T>) => ({
  reference: b.reference,
  code: b.code,
  state: b.state,
  createdAt: b.createdAt,
  booking: b.answer,
});

/** GET …/bookings/{reference} (what happened to a call) and DELETE …/bookings/by-code/{code}. */
export function bookingStateRoutes<T>(
  app: FastifyInstance,
  bookings: ReturnType<typeof createBookingStore<T>>,
) {
  app.get<{ Params: { reference: string } }>('/bookings/:reference', async (request, reply) => {
    const b = bookings.get(request.params.reference);
    if (!b) return reply.code(404).send({ error: 'not_found', message: 'no booking with that reference' });
    return stateAnswer(b);
  });

  app.delete<{ Params: { code: string } }>('/bookings/by-code/:code', async (request, reply) => {
    const b = bookings.cancel(request.params.code);
    if (!b) return reply.code(404).send({ error: 'not_found', message: 'no booking with that code' });
    return stateAnswer(b);
  });
}
