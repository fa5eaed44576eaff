// What every booking supplier of the simulator's shape answers alike (apps/sandbox bookings.ts).

/** GET …/bookings/{reference}: the booking held under our reference, with what the booking call answered. */
export type HeldBooking<B = unknown> = {
  reference: string;
  code: string;
  state: 'confirmed' | 'pre_booked' | 'cancelled';
  createdAt: string;
  booking: B;
};
