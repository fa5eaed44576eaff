import { SupplierError } from '../core';
import { bookingStateOf, cancelByCode } from '../booking-calls';
import type { SupplierHttp } from '../http';
import type {
  CheckedDisneyRate,
  DisneyBooking,
  DisneyBookingState,
  DisneyHotelOffer,
  DisneyHotelSupplier,
  DisneyTicket,
} from './types';

/** Disney's reason for refusing a booking whose ticket is sold out on the entry date. */
export const TICKET_SOLD_OUT = 'ticket_sold_out';

const NAME = 'DISNEYHOTELS' as const;

/** Disney's hotel distribution over HTTP (the simulator's /disney-hotels, or the real one by URL). */
export function createHttpDisneyHotelSupplier(http: SupplierHttp): DisneyHotelSupplier {
  const post = <T>(path: string, body: unknown) =>
    http.call<T>(NAME, { method: 'POST', path, body, idempotent: true });
  return {
    search: async (q) => {
      const { body } = await post<{ hotels: DisneyHotelOffer[] }>('/availability', q);
      return body.hotels ?? [];
    },
    checkRate: async (reserveCode) => {
      const res = await post<{ rate: CheckedDisneyRate }>('/rates/check', { reserveCode });
      return res.status === 200 ? res.body.rate : undefined;
    },
    tickets: async (query) => {
      const res = await http.call<{ tickets: DisneyTicket[] }>(NAME, {
        method: 'GET',
        path: '/tickets',
        query,
        idempotent: true,
      });
      return res.status === 200 ? res.body.tickets : undefined;
    },
    ticketAvailable: async (q) => {
      const res = await post<{ available: boolean }>('/tickets/availability', q);
      return res.status === 200 && res.body.available === true;
    },
    book: async (req) => {
      const res = await post<DisneyBooking & { error?: string; message?: string }>('/bookings', req);
      if (res.status !== 200)
        throw new SupplierError(NAME, 'rejected', res.body.error ?? res.body.message ?? `HTTP ${res.status}`);
      return res.body;
    },
    bookingState: (reference) =>
      bookingStateOf<Exclude<DisneyBookingState, { state: 'none' }>>(http, NAME, reference),
    cancel: (supplierResId) => cancelByCode(http, NAME, NAME, supplierResId),
  };
}
