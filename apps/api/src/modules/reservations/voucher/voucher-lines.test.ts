import { describe, expect, it } from 'vitest';
import type { TReservationDetail } from '@portal/domain';
import { priceLines } from './voucher-view';

// issue 29, item 15: the voucher prints the same breakdown lines, with the same labels, as the
// form, the resumen and Mis reservas (the domain's breakdownLines). spec §9's numbers.
const detail = (over: Partial<TReservationDetail>): TReservationDetail => ({
  id: 77,
  module: 'third-hotels',
  supplier: 'THIRDPROVIDER',
  supplierRef: 'TPX-77',
  status: 'confirmed',
  idEntidad: null,
  entidad: null,
  productName: 'Hotel Faena – Deluxe',
  checkin: '2031-02-03',
  checkout: '2031-02-07',
  currency: 'USD',
  breakdown: { tarifa: 204.14, gastoReserva: 35, gastoAdmin: 35, iva: 42.87, pais: 0, rg4815: 0, rg5272: 0 },
  total: 317.01,
  passengers: [],
  errorMessage: null,
  createdAt: '2031-01-10T12:00:00.000Z',
  updatedAt: '2031-01-10T12:00:01.000Z',
  history: [],
  cancelacion: {
    cancelable: true,
    motivo: null,
    penalidad: 0,
    moneda: 'USD',
    gratisHasta: null,
    politica: '',
  },
  penalidadCobrada: null,
  ...over,
});
const text = (d: TReservationDetail) => priceLines(d).map((l) => `${l.label} ${l.value.replace(/\s/g, ' ')}`);

describe('voucher price lines', () => {
  it('a third-provider room: the administrative fee and VAT on their own lines', () => {
    expect(text(detail({}))).toEqual([
      'Tarifa US$ 204,14',
      'Gasto de reserva US$ 35,00',
      'Gasto administrativo US$ 35,00',
      'IVA US$ 42,87',
      'Total US$ 317,01',
      'Moneda Dólares estadounidenses (USD)',
    ]);
  });

  it("a flight: spec §9's 2.2 % surcharge is 'Recargo 2,2 %', not an administrative fee", () => {
    // (500 × 2 + 35) × 2.2 % = 22.77
    const flight = detail({
      module: 'flights',
      breakdown: { tarifa: 1000, gastoReserva: 35, gastoAdmin: 22.77, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
      total: 1057.77,
    });
    expect(text(flight)).toEqual([
      'Tarifa US$ 1.000,00',
      'Gasto de reserva US$ 35,00',
      'Recargo 2,2 % US$ 22,77',
      'Total US$ 1.057,77',
      'Moneda Dólares estadounidenses (USD)',
    ]);
  });
});
