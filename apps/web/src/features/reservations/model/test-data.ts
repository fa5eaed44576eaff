import type {
  TReservationDetail,
  TReservationListItem,
  TReservationListResponse,
} from '@portal/domain/reservations/reservation-list';

// Small factories for the Mis reservas tests (docs/conventions.md "Tests").

export const listItem = (over: Partial<TReservationListItem> = {}): TReservationListItem => ({
  id: 41,
  module: 'activities',
  supplier: 'UTILITY',
  supplierRef: 'ACT-7781',
  status: 'confirmed',
  idEntidad: null,
  entidad: null,
  productName: 'Kennedy Space Center',
  checkin: '2027-10-20',
  checkout: null,
  currency: 'USD',
  total: 250,
  titular: 'Paz, Ana',
  pasajeros: 2,
  createdAt: '2026-11-23T12:00:00.000Z',
  ...over,
});

export const listPage = (
  items: TReservationListItem[],
  over: Partial<TReservationListResponse> = {},
): TReservationListResponse => ({
  items,
  total: items.length,
  hayMas: false,
  page: 1,
  pageSize: 20,
  ...over,
});

export const detail = (over: Partial<TReservationDetail> = {}): TReservationDetail => ({
  id: 41,
  module: 'activities',
  supplier: 'UTILITY',
  supplierRef: 'ACT-7781',
  status: 'confirmed',
  idEntidad: null,
  entidad: null,
  productName: 'Kennedy Space Center',
  checkin: '2027-10-20',
  checkout: null,
  currency: 'USD',
  breakdown: { tarifa: 180, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
  total: 250,
  passengers: [
    {
      nombres: 'Ana',
      apellidos: 'Paz',
      dni: '30111222',
      tipoDoc: 'DNI',
      nacionalidad: 'Argentina',
      nacimiento: '1985-05-15',
      edad: 41,
    },
  ],
  errorMessage: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  updatedAt: '2026-11-23T12:00:01.000Z',
  history: [
    { from: null, to: 'pending', cause: null, at: '2026-11-23T12:00:00.000Z' },
    {
      from: 'pending',
      to: 'confirmed',
      cause: 'confirmada por el proveedor',
      at: '2026-11-23T12:00:01.000Z',
    },
  ],
  cancelacion: {
    cancelable: true,
    motivo: null,
    penalidad: 0,
    moneda: 'USD',
    gratisHasta: '2027-10-18',
    politica:
      'Cancelación sin cargo hasta el 18/10/2027 (2 días antes del servicio); después, penalidad del 100 % de la tarifa. Los gastos de reserva y administrativos no se reintegran.',
  },
  penalidadCobrada: null,
  ...over,
});
