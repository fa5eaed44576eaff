import { SupplierError } from '../core';
import { bookingStateOf, cancelByCode } from '../booking-calls';
import type { SupplierHttp } from '../http';
import type {
  CheckedThirdRate,
  ThirdBooking,
  ThirdBookingState,
  ThirdHotelOffer,
  ThirdProviderSupplier,
  ThirdRate,
} from './types';

const NAME = 'THIRDPROVIDER' as const;

// ---- the supplier's own spelling (English PascalCase), read here and nowhere else
type WireRate = {
  RoomTypeCode: string;
  RoomTypeName: string;
  RoomDescription: string;
  BoardName: string;
  Adults: number;
  ChildAges: number[];
  Currency: 'USD';
  Net: number;
  Tax: number;
  TaxPercent: number;
  Gross: number;
  Refundable: boolean;
  CancellationDeadline: string | null;
  CancellationPolicy: string;
  RateKey: string;
  Allotment: { Date: string; Rooms: number }[];
};
type WireHotel = {
  HotelCode: string;
  HotelName: string;
  Category: number;
  Address: string;
  ImageUrl: string;
  Rooms: WireRate[];
};
type WireBooking = { BookingCode: string; Status: string; Net: number; Tax: number; Currency: string };
type WireError = { ErrorCode?: string; ErrorMessage?: string; error?: string; message?: string };

const rateOf = (r: WireRate): ThirdRate => ({
  roomCode: r.RoomTypeCode,
  roomName: r.RoomTypeName,
  description: r.RoomDescription,
  board: r.BoardName,
  net: r.Net,
  tax: r.Tax,
  taxPercent: r.TaxPercent,
  gross: r.Gross,
  currency: r.Currency,
  nonRefundable: !r.Refundable,
  cancellationDeadline: r.CancellationDeadline,
  cancellationPolicy: r.CancellationPolicy,
  rateKey: r.RateKey,
  adults: r.Adults,
  childAges: r.ChildAges,
  allotment: r.Allotment.map((a) => a.Rooms),
});

const hotelOf = (h: WireHotel): ThirdHotelOffer => ({
  hotelCode: h.HotelCode,
  name: h.HotelName,
  stars: h.Category,
  address: h.Address,
  image: h.ImageUrl,
  rates: h.Rooms.map(rateOf),
});

const bookingOf = (b: WireBooking): ThirdBooking => ({
  code: b.BookingCode,
  status: b.Status,
  net: b.Net,
  tax: b.Tax,
  currency: b.Currency,
});

/** The third provider over HTTP (the simulator's /third-provider, or the real one by URL). */
export function createHttpThirdProviderSupplier(http: SupplierHttp): ThirdProviderSupplier {
  const post = <T>(path: string, body: unknown) =>
    http.call<T>(NAME, { method: 'POST', path, body, idempotent: true });
  return {
    search: async (q) => {
      const { body } = await post<{ Hotels?: WireHotel[] }>('/availability', {
        CityCode: q.city,
        CheckIn: q.checkin,
        CheckOut: q.checkout,
        Occupancy: { Adults: q.adults, ChildAges: q.childAges },
        ...(q.stars ? { Category: q.stars } : {}),
      });
      return (body?.Hotels ?? []).map(hotelOf);
    },
    checkRate: async (rateKey) => {
      const res = await post<{ Rate: WireHotel & WireRate & { CheckIn: string; CheckOut: string } }>(
        '/rates/check',
        { RateKey: rateKey },
      );
      if (res.status !== 200) return undefined;
      const r = res.body.Rate;
      const checked: CheckedThirdRate = {
        ...rateOf(r),
        hotelCode: r.HotelCode,
        hotelName: r.HotelName,
        checkin: r.CheckIn,
        checkout: r.CheckOut,
      };
      return checked;
    },
    book: async (req) => {
      const guests = req.guests.map((g) => ({
        FirstName: g.firstName,
        LastName: g.lastName,
        Type: g.adult ? 'ADT' : 'CHD',
        ...(g.age === undefined ? {} : { Age: g.age }),
      }));
      const res = await post<WireBooking & WireError>('/bookings', {
        ClientReference: req.reference,
        RateKey: req.rateKey,
        Holder: { FirstName: guests[0]?.FirstName, LastName: guests[0]?.LastName },
        Guests: guests,
      });
      if (res.status !== 200) {
        const why = res.body?.ErrorCode ?? res.body?.error ?? res.body?.message ?? `HTTP ${res.status}`;
        throw new SupplierError(NAME, 'rejected', why);
      }
      return bookingOf(res.body);
    },
    bookingState: async (reference): Promise<ThirdBookingState> => {
      const s = await bookingStateOf<{
        state: 'confirmed' | 'cancelled' | 'pre_booked';
        code: string;
        booking: WireBooking;
      }>(http, NAME, reference);
      return s.state === 'none' ? s : { state: s.state, code: s.code, booking: bookingOf(s.booking) };
    },
    cancel: (code) => cancelByCode(http, NAME, NAME, code),
  };
}
