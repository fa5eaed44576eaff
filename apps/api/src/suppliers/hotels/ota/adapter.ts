import { stayNights } from '@portal/domain';
import { RES_STATUS, UNIQUE_ID_TYPES } from '@portal/domain/supplier-wire/ota/codes';
import { SupplierError } from '../../core';
import type { SupplierHttp } from '../../http';
import {
  SUPPLIER_IDS,
  SUPPLIER_LABELS,
  type BookingState,
  type HotelSupplier,
  type SupplierBooking,
} from '../types';
import { textOf, type OtaFailure, type THotelReservation } from './answers';
import { createOtaExchange, type OtaClock, type OtaCredentials, type OtaKey } from './exchange';
import { decodeRateKey } from '@portal/domain/supplier-wire/hotel-token';
import { availRequest, bookRequest, cancelRequest, rateRequest, readRequest } from './requests';
import { hotelOf, offerOf, roomStaysOf } from './offers';
import type { Asked } from './rooms';

// Omnibees and HBSI over OpenTravel XML (docs/ota-hotels.md) behind the hotel suppliers'
// interface: the portal sees the rooms as these suppliers wrote them before (rooms.ts).

/** The booking the supplier holds for our reference, as spec §4 names its parts. */
const bookingOf = (key: OtaKey, r: THotelReservation): { code: string; booking: SupplierBooking } => {
  const ids = r.ResGlobalInfo.HotelReservationIDs.HotelReservationID;
  const idOf = (type: string) => ids.find((i) => i['@_ResID_Type'] === type)?.['@_ResID_Value'];
  const code = idOf(UNIQUE_ID_TYPES.reservation);
  if (code === undefined)
    throw new SupplierError(SUPPLIER_LABELS[key], 'unavailable', 'booking without its code');
  const service = idOf(UNIQUE_ID_TYPES.hotel) ?? '';
  return {
    code,
    booking: {
      codigoReserva: code,
      // Omnibees' is a number, as it was before OTA; HBSI's is text (HB…)
      ServiceID: /^\d{1,15}$/.test(service) ? Number(service) : service,
      detallesAdicionales: (r.ResGlobalInfo.Comments?.Comment ?? []).map(textOf).filter(Boolean).join(' '),
    },
  };
};

/** The reservation the answer holds under our reference (another one is not an answer to us). */
const ours = (key: OtaKey, reservations: THotelReservation[], reference: string) => {
  const r = reservations.find((h) => (h.UniqueID ?? []).some((u) => u['@_ID'] === reference));
  if (!r) throw new SupplierError(SUPPLIER_LABELS[key], 'unavailable', 'answer for another reservation');
  return r;
};

export function createOtaHotelSupplier(
  key: OtaKey,
  http: SupplierHttp,
  credentials: OtaCredentials,
  clock?: OtaClock,
): HotelSupplier {
  const label = SUPPLIER_LABELS[key];
  const exchange = createOtaExchange(key, http, credentials, clock);
  const refused = (f: OtaFailure) =>
    new SupplierError(label, f.meaning === 'unavailable' ? 'unavailable' : 'rejected', f.text);

  return {
    key,
    id: SUPPLIER_IDS[key],
    label,
    search: async (q) => {
      if (q.hotelIds.length === 0) return [];
      const nights = stayNights(q.checkin, q.checkout);
      const asked: Asked = { checkin: q.checkin, checkout: q.checkout, nights, parties: q.criteria };
      return exchange({
        root: 'OTA_HotelAvailRS',
        build: (env) => availRequest(env, q),
        idempotent: true,
        read: (answer) => {
          if (answer.ok) return roomStaysOf(answer.body).map((stay) => hotelOf(key, stay, asked));
          if (answer.meaning === 'not-found') return [];
          throw refused(answer);
        },
      });
    },
    checkRate: async (token) => {
      const rateKey = decodeRateKey(token);
      if (!rateKey || rateKey.supplier !== key) return undefined;
      return exchange({
        root: 'OTA_HotelAvailRS',
        build: (env) => rateRequest(env, rateKey),
        idempotent: true,
        read: (answer) => {
          if (answer.ok) return offerOf(key, roomStaysOf(answer.body), rateKey);
          if (answer.meaning === 'not-found') return undefined;
          throw refused(answer);
        },
      });
    },
    book: (offer, reference) =>
      exchange({
        root: 'OTA_HotelResRS',
        build: (env) =>
          bookRequest(env, {
            key: offer.key,
            reference,
            totalCents: offer.price.total,
            currency: offer.price.moneda,
          }),
        // keyed by our reference: a resend gets the same booking
        idempotent: true,
        read: (answer) => {
          if (!answer.ok) throw refused(answer);
          return bookingOf(key, ours(key, answer.body.HotelReservations.HotelReservation, reference)).booking;
        },
      }),
    bookingState: (reference) =>
      exchange({
        root: 'OTA_HotelResRS',
        build: (env) => readRequest(env, reference),
        idempotent: true,
        read: (answer): BookingState => {
          if (!answer.ok) {
            if (answer.meaning === 'not-found') return { state: 'none' };
            throw refused(answer);
          }
          const r = ours(key, answer.body.HotelReservations.HotelReservation, reference);
          return { state: RES_STATUS[r['@_ResStatus']], ...bookingOf(key, r) };
        },
      }),
    cancel: (code) =>
      exchange({
        root: 'OTA_CancelRS',
        build: (env) => cancelRequest(env, { code, context: key }),
        idempotent: true,
        read: (answer) => {
          // not-found: the supplier holds no such booking, which is what a cancellation wants
          if (!answer.ok && answer.meaning !== 'not-found') throw refused(answer);
          if (answer.ok && answer.body['@_Status'] !== 'Cancelled')
            throw new SupplierError(label, 'rejected', `OTA_CancelRS Status ${answer.body['@_Status']}`);
        },
      }),
  };
}
