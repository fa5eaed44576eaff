import {
  breakdownToAmounts,
  buildBreakdown,
  confirmedRoomView,
  fromCents,
  GASTO_RESERVA_CENTS,
  stayNights,
  type TPassenger,
} from '@portal/domain';
import type { Reservation } from '../reservations/repo';
import type { HotelSupplier, PriceParts, RateKey, SupplierBooking } from '../../suppliers/hotels';
import type { AllotmentNeed } from '../allotments/repo';
import { type TConfirmedHotelReservation, type TReservateResponse } from '@portal/domain';

/** The per-provider lists of the reservation answer (spec §3: Prestige, Omnibees, HBSIS). */
const ANSWER_KEYS = { OMNIBEES: 'Omnibees', PRESTIGE: 'Prestige', HBSI: 'HBSIS' } as const;

/** What the reservations row keeps so that a pending room can be booked later. */
export type StoredRequest = {
  destino: string;
  /** the supplier's booking token, to price the rate again when it is booked later */
  token: string;
  rateKey: RateKey;
  price: PriceParts;
  /** the rate as the portal was shown it, in the supplier's spelling */
  tarifa: unknown;
  /** the agency's contracted rooms per night when it was booked */
  allotment: number[];
  hotelName: string;
  roomName: string;
  regimen: string;
  rateName: string;
  nonRefundable: boolean;
  onRequest: boolean;
};

/**
 * A room's stored breakdown and total. Room price = sale rate + VAT + administrative fee; the
 * booking fee 35 is charged once per cart, on its first room (spec §9, domain pricing).
 */
export const rowAmounts = (price: PriceParts, firstOfCart: boolean) => {
  const view = confirmedRoomView(
    {
      venta: price.venta,
      iva: price.iva,
      alicuota: price.alicuota,
      gastoAdministrativo: price.gastoAdministrativo,
      resolucion4815: price.resolucion4815,
      impuestoPais: price.impuestoPais,
      moneda: price.moneda,
    },
    firstOfCart,
  );
  const breakdown = buildBreakdown({
    tarifa: price.venta,
    iva: price.iva,
    gastoAdmin: price.gastoAdministrativo,
    gastoReserva: firstOfCart ? GASTO_RESERVA_CENTS : 0,
    pais: price.impuestoPais,
    rg4815: price.resolucion4815,
  });
  return {
    breakdown: { ...breakdownToAmounts(breakdown), alicuota: price.alicuota },
    total: fromCents(view.total ?? breakdown.total).toFixed(2),
  };
};

/** The room types and nights a rate takes from the agency's allotment (`allotment`: the contract per night). */
export const needsOf = (key: RateKey, allotment: readonly number[]): AllotmentNeed[] =>
  stayNights(key.checkin, key.checkout).map((night, i) => ({
    supplier: key.supplier,
    hotelId: key.hotelId,
    roomCode: key.roomCode,
    night,
    count: 1,
    initial: allotment[i] ?? 0,
  }));

type BookedRoom = {
  row: Reservation;
  supplier: HotelSupplier;
  booking: SupplierBooking;
  request: StoredRequest;
};

export const confirmedAnswer = (booked: BookedRoom[]): TReservateResponse => {
  const lists: Record<'Omnibees' | 'Prestige' | 'HBSIS', TConfirmedHotelReservation[]> = {
    Prestige: [],
    Omnibees: [],
    HBSIS: [],
  };
  for (const b of booked) {
    lists[ANSWER_KEYS[b.supplier.key]].push({
      tarifa: b.request.tarifa as TConfirmedHotelReservation['tarifa'],
      codigoReserva: b.booking.codigoReserva,
      detallesAdicionales: b.booking.detallesAdicionales,
      ServiceID: b.booking.ServiceID,
      hotel: b.request.hotelName,
      checkin: b.row.checkin,
      checkout: b.row.checkout ?? b.request.rateKey.checkout,
      pasajeros: b.row.passengers as TPassenger[],
      reservaId: b.row.id,
    });
  }
  return lists;
};
