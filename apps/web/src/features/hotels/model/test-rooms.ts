import type { THotel, THotelRoom } from '@portal/domain/hotels/hotel-avail';

// Small factories for the hotel tests (docs/conventions.md "Tests"): rooms and hotels in a
// provider's shape.
export const testRoom = (over: Partial<THotelRoom> = {}): THotelRoom => ({
  roomName: 'Habitación Estándar',
  descripcion: 'Dos camas dobles.',
  regimen: 'Desayuno incluido',
  tarifa: { VENTA: 1863, IVA: 195.62, gastoAdministrativo: 35, moneda: 'USD' },
  proveedor: 3,
  informacionRsrv: 'v1.token',
  politicaCancelacion: {
    nonRefundable: false,
    penaltyDescription: { Description: 'Sin cargo hasta 7 días antes.' },
  },
  codigos: ['HBS', 'H-1', 'STD', 'FLEX'],
  ...over,
});

export const testHotel = (rooms: THotelRoom[], over: Partial<THotel> = {}): THotel => ({
  HotelName: "Disney's Contemporary Resort",
  hotelID: 'H-ORL-CONTEMPORARY',
  direccion: '4600 N World Dr, Orlando',
  award: 5,
  habitaciones: rooms,
  ...over,
});

export const nonRefundable = (over: Partial<THotelRoom> = {}) =>
  testRoom({ politicaCancelacion: { nonRefundable: true }, ...over });
