import { RES_STATUS, UNIQUE_ID_TYPES, OUR_ID_CONTEXT } from '@portal/domain/supplier-wire/ota/codes';
import { createBookingStore, type BookingState, type StoredBooking } from '../../bookings';
import { quoteRate } from '../offers';
import { encodeRateKey } from '@portal/domain/supplier-wire/hotel-token';
import { bookingCode, SHAPES } from '../shapes';
import type { HotelSupplierKey, RateKey } from '../types';
import { ourReference, partyOf, supplierCodeOf, type TResRQ } from './messages';
import { el, otaError, withText, type Answer } from './xml-write';

// Bookings by our reference (OTA_HotelResRQ), their state (OTA_ReadRQ) and cancellation by the
// supplier's code (OTA_CancelRQ), kept in the simulator's booking store as the JSON suppliers'.

type Booked = { hotelId: string; serviceId: string; comment: string };

const RES_STATUS_OF = Object.fromEntries(
  Object.entries(RES_STATUS).map(([ota, state]) => [state, ota]),
) as Record<BookingState, keyof typeof RES_STATUS>;

const reservationsEl = (key: HotelSupplierKey, b: StoredBooking<Booked>) =>
  el(
    'HotelReservations',
    {},
    el(
      'HotelReservation',
      { ResStatus: RES_STATUS_OF[b.state] },
      el('UniqueID', { Type: UNIQUE_ID_TYPES.reservation, ID: b.reference, ID_Context: OUR_ID_CONTEXT }),
      el(
        'ResGlobalInfo',
        {},
        el('Comments', {}, withText('Comment', b.answer.comment)),
        el(
          'HotelReservationIDs',
          {},
          el('HotelReservationID', {
            ResID_Type: UNIQUE_ID_TYPES.reservation,
            ResID_Value: b.code,
            ResID_Source: key,
          }),
          el('HotelReservationID', {
            ResID_Type: UNIQUE_ID_TYPES.hotel,
            ResID_Value: b.answer.serviceId,
            ResID_Source: b.answer.hotelId,
          }),
        ),
      ),
    ),
  );

/** The rate a booking asks for, as the inventory names it; undefined for an impossible party. */
const rateKeyOf = (key: HotelSupplierKey, rq: TResRQ): RateKey | undefined => {
  const stay = rq.HotelReservations.HotelReservation[0]!.RoomStays.RoomStay[0]!;
  const party = partyOf(stay.GuestCounts);
  return (
    party && {
      supplier: key,
      hotelId: stay.BasicPropertyInfo['@HotelCode'],
      roomCode: stay.RoomTypes.RoomType[0]!['@RoomTypeCode'],
      rateCode: stay.RatePlans.RatePlan[0]!['@RatePlanCode'],
      checkin: stay.TimeSpan['@Start'],
      checkout: stay.TimeSpan['@End'],
      ...party,
    }
  );
};

const notFound = (id: string): Answer => ({ outcome: { errors: [otaError('97', 'bizRule', id)] } });
const incomplete = (what: string): Answer => ({
  outcome: { errors: [otaError('321', 'requiredFieldMissing', what)] },
});

/** One supplier's reservations: book, read and cancel. */
export const reservations = (key: HotelSupplierKey) => {
  const store = createBookingStore<Booked>();
  const committed = (b: StoredBooking<Booked>): Answer => ({
    outcome: { body: reservationsEl(key, b) },
    attrs: { ResResponseType: 'Committed' },
  });

  const book = (rq: TResRQ): Answer => {
    const reference = ourReference(rq.HotelReservations.HotelReservation[0]!.UniqueID);
    if (!reference) return incomplete('Falta UniqueID con ID_Context PORTAL.');
    const rateKey = rateKeyOf(key, rq);
    if (!rateKey) return { outcome: { errors: [otaError('397', 'bizRule', 'Ocupación inválida.')] } };
    const units = rq.HotelReservations.HotelReservation[0]!.RoomStays.RoomStay[0]!.RoomTypes.RoomType[0]!;
    const fingerprint = `${encodeRateKey(rateKey)}x${units['@NumberOfUnits'] ?? 1}`;
    const seen = store.get(reference);
    if (seen && seen.fingerprint !== fingerprint)
      return {
        outcome: { errors: [otaError('450', 'bizRule', 'La referencia ya se usó para otra reserva.')] },
      };
    if (seen) return committed(seen);
    const offer = quoteRate(key, rateKey);
    if (!offer) return { outcome: { errors: [otaError('436', 'bizRule', 'La tarifa no se vende.')] } };
    const code = bookingCode(key, reference);
    const booked = store.book({ reference, fingerprint, code, state: 'confirmed' }, () => {
      const { ServiceID, detallesAdicionales } = SHAPES[key].booking(offer, reference);
      return { hotelId: offer.hotel.id, serviceId: String(ServiceID), comment: detallesAdicionales };
    });
    return committed(booked);
  };

  const read = (ids: Parameters<typeof ourReference>[0]): Answer => {
    const reference = ourReference(ids);
    if (!reference) return incomplete('Falta UniqueID con ID_Context PORTAL.');
    const b = store.get(reference);
    return b ? { outcome: { body: reservationsEl(key, b) } } : notFound(reference);
  };

  const cancel = (ids: Parameters<typeof supplierCodeOf>[0]): Answer => {
    const code = supplierCodeOf(ids);
    if (!code) return incomplete('Falta UniqueID con el código de la reserva.');
    const already = store.byCode(code)?.state === 'cancelled';
    const b = store.cancel(code);
    if (!b) return notFound(code);
    const uniqueId = (id: string) =>
      el('UniqueID', { Type: UNIQUE_ID_TYPES.reservation, ID: id, ID_Context: key });
    return {
      outcome: {
        ...(already ? { warnings: [otaError('95', 'bizRule', 'Booking already cancelled')] } : {}),
        // the cancellation number: the booking's own, under CXL
        body: uniqueId(code) + el('CancelInfoRS', {}, uniqueId(`CXL-${code.slice(code.indexOf('-') + 1)}`)),
      },
      attrs: { Status: 'Cancelled' },
    };
  };

  return { book, read, cancel };
};
