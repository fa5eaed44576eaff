import type { TCartItem } from '@portal/domain/hotels/cart-item';
import type { TReservateRequest } from '@portal/domain/hotels/reservate';
import type { TPassenger } from '@portal/domain/passenger';
import { isRoomNonRefundable } from '@portal/domain/small-rules';
import type { TPaxSlot } from '@/shared/passenger-form/passenger-rules';

/** The people of one cart room: its adults, then its minors with their searched ages (spec §3). */
export const slotsOfItem = (item: TCartItem): TPaxSlot[] => [
  ...Array.from({ length: item.cantAdl }, (): TPaxSlot => ({ kind: 'adult' })),
  ...Array.from({ length: item.cantChl }, (_, i): TPaxSlot => ({
    kind: 'minor',
    age: item.childAges[i] ?? null,
  })),
];

type BookingUser = { idUser: number; idUWS: number; isAgenteAS: boolean };

/** spec §3 reservation request: one entry per cart room, plus the cart's destination. */
export const buildReservateRequest = (o: {
  items: readonly TCartItem[];
  destino: string;
  passengers: readonly TPassenger[][];
  user: BookingUser;
  idEntidad?: number;
}): TReservateRequest => ({
  destino: o.destino,
  reservationsList: o.items.map((item, i) => ({
    // spec §3: type 0 and index 0 in the hotel booking
    pasajeros: (o.passengers[i] ?? []).map((p) => ({ ...p, type: 0, index: 0 })),
    idUsuarioReservo: o.user.idUser,
    idUWS: o.user.idUWS,
    ...(o.user.isAgenteAS && o.idEntidad !== undefined ? { idEntidad: o.idEntidad } : {}),
    informacionRsrv: item.data.informacionRsrv,
    proveedor: Number(item.data.proveedor),
    checkin: item.checkin,
    checkout: item.checkout,
    hotelName: item.HotelName,
    hotelID: item.hotelID,
    tarifa: item.data.tarifa,
    isAgenteAs: o.user.isAgenteAS,
    isNoReembolsable: isRoomNonRefundable(item.data),
  })),
});
