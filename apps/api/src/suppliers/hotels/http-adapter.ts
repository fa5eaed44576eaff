import { parseProviderPrice, stayNights } from '@portal/domain';
import { SupplierError } from '../core';
import { bookingStateOf, cancelByCode } from '../booking-calls';
import type { SupplierConfig, SupplierName } from '../../config';
import type { SupplierHttp } from '../http';
import { createOtaHotelSupplier } from './ota/adapter';
import {
  SUPPLIER_IDS,
  SUPPLIER_LABELS,
  type BookingState,
  type HotelSupplier,
  type HotelSupplierKey,
  type PriceParts,
  type RateOffer,
  type SupplierBooking,
  type SupplierHotel,
} from './types';

// Prestige's answers (spec §3's rooms in its spelling, JSON) read once into RateOffers; Omnibees
// and HBSI speak OTA XML (ota/, docs/ota-hotels.md). What the portal is shown of a room is the
// supplier's own object without the fields only we use.
type WireRoom = Record<string, unknown> & {
  informacionRsrv: string;
  codigoHabitacion: string;
  codigoTarifa?: string;
  tarifa: Record<string, unknown>;
  politicaCancelacion?: { nonRefundable?: boolean };
  aConfirmar?: boolean;
  cantAdl: number;
  edadesMenores?: number[];
  cupos: number[];
  criterio?: number;
  roomName: string;
  regimen: string;
  rateName: string;
};
type WireHotel = Record<string, unknown> & { hotelID: string; habitaciones: WireRoom[] };
type WireRate = WireRoom & { hotelID: string; idCiudad?: string; checkin: string; checkout: string };

/** Ours only: the portal never sees them (it does see `criterio`: which searched room a rate is for). */
const PRIVATE = new Set(['codigoHabitacion', 'codigoTarifa', 'cupos', 'aConfirmar', 'edadesMenores']);
const shownRoom = (room: WireRoom) => {
  const out: Record<string, unknown> = {};
  for (const k in room) if (!PRIVATE.has(k)) out[k] = room[k];
  return out;
};

const hotelNameOf = (o: Record<string, unknown>) => String(o.HotelName ?? o.hotelName ?? '');

const priceOf = (supplier: string, tarifa: unknown): PriceParts => {
  const p = parseProviderPrice(tarifa);
  if (p.venta === undefined || p.total === undefined)
    throw new SupplierError(supplier, 'unavailable', 'rate without venta or total');
  return {
    venta: p.venta,
    iva: p.iva ?? 0,
    alicuota: p.alicuota ?? 0,
    gastoAdministrativo: p.gastoAdministrativo ?? 0,
    resolucion4815: p.resolucion4815 ?? 0,
    impuestoPais: p.impuestoPais ?? 0,
    total: p.total,
    moneda: 'USD',
  };
};

type Stay = {
  hotelId: string;
  hotelName: string;
  idCiudad?: string;
  checkin: string;
  checkout: string;
  nights: string[];
};

const offerOf = (key: HotelSupplierKey, stay: Stay, room: WireRoom): RateOffer => ({
  token: room.informacionRsrv,
  key: {
    supplier: key,
    hotelId: stay.hotelId,
    roomCode: room.codigoHabitacion,
    rateCode: room.codigoTarifa ?? '',
    checkin: stay.checkin,
    checkout: stay.checkout,
    adults: room.cantAdl,
    childAges: room.edadesMenores ?? [],
  },
  hotel: { id: stay.hotelId, hotelName: stay.hotelName, idCiudad: stay.idCiudad },
  roomName: room.roomName,
  regimen: room.regimen,
  rateName: room.rateName,
  nonRefundable: room.politicaCancelacion?.nonRefundable === true,
  onRequest: room.aConfirmar === true,
  nights: stay.nights,
  allotment: room.cupos,
  price: priceOf(SUPPLIER_LABELS[key], room.tarifa),
  shown: shownRoom(room),
});

function createHttpHotelSupplier(key: 'PRESTIGE', http: SupplierHttp): HotelSupplier {
  const label = SUPPLIER_LABELS[key];
  return {
    key,
    id: SUPPLIER_IDS[key],
    label,
    search: async (q) => {
      if (q.hotelIds.length === 0) return [];
      const { body } = await http.call<{ hoteles: WireHotel[] }>(key, {
        method: 'POST',
        path: '/availability',
        idempotent: true,
        body: { hotelIds: q.hotelIds, checkin: q.checkin, checkout: q.checkout, rooms: q.criteria },
      });
      const nights = stayNights(q.checkin, q.checkout);
      return (body.hoteles ?? []).map((h): SupplierHotel => {
        const { habitaciones, ...shown } = h;
        const rates = habitaciones.map((r) => ({
          roomCode: r.codigoHabitacion,
          criterion: r.criterio ?? 0,
          allotment: r.cupos,
          shown: shownRoom(r),
        }));
        return { supplier: key, hotelId: h.hotelID, nights, shown, rates };
      });
    },
    checkRate: async (token) => {
      const res = await http.call<{ tarifa: WireRate }>(key, {
        method: 'POST',
        path: '/rates/check',
        idempotent: true,
        body: { token },
      });
      if (res.status === 404 || res.status === 400) return undefined;
      const r = res.body.tarifa;
      const stay = {
        hotelId: r.hotelID,
        hotelName: hotelNameOf(r),
        idCiudad: r.idCiudad,
        checkin: r.checkin,
        checkout: r.checkout,
        nights: stayNights(r.checkin, r.checkout),
      };
      return offerOf(key, stay, r);
    },
    book: async (offer, reference) => {
      const res = await http.call<SupplierBooking & { message?: string }>(key, {
        method: 'POST',
        path: '/bookings',
        idempotent: true, // keyed by our reference: a resend gets the same booking
        body: { reference, token: offer.token },
      });
      if (res.status !== 200)
        throw new SupplierError(label, 'rejected', res.body.message ?? `HTTP ${res.status}`);
      return res.body;
    },
    bookingState: (reference) =>
      bookingStateOf<Exclude<BookingState, { state: 'none' }>>(http, key, reference),
    cancel: (codigoReserva) => cancelByCode(http, key, label, codigoReserva),
  };
}

/** The three hotel suppliers; the OTA ones carry their credentials in each message. */
export const createHotelSuppliers = (
  http: SupplierHttp,
  suppliers: Pick<Record<SupplierName, SupplierConfig>, 'OMNIBEES' | 'HBSI'>,
): Record<HotelSupplierKey, HotelSupplier> => ({
  OMNIBEES: createOtaHotelSupplier('OMNIBEES', http, suppliers.OMNIBEES),
  PRESTIGE: createHttpHotelSupplier('PRESTIGE', http),
  HBSI: createOtaHotelSupplier('HBSI', http, suppliers.HBSI),
});
