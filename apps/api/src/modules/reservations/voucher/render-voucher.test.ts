import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { TReservationDetail } from '@portal/domain';
import { testNow } from '../../../test/clock';
import { renderVoucher } from './render-voucher';
import { pdfText, SHIPPED_LOGO } from './test-pdf-text';

// The voucher of a booking the route's tests cannot easily make: cancelled, without the
// supplier's code, in pesos with VAT, a passport, and a booking made near midnight.

const cancelledDetail: TReservationDetail = {
  id: 4321,
  module: 'hotels',
  supplier: 'OMNIBEES',
  supplierRef: null,
  status: 'cancelled',
  idEntidad: null,
  entidad: null,
  productName: 'Hotel Señorial Bariloche – Habitación doble',
  checkin: '2031-02-03',
  checkout: '2031-02-07',
  currency: 'ARS',
  breakdown: {
    tarifa: 100_000,
    gastoReserva: 1000,
    gastoAdmin: 500.5,
    iva: 21_000,
    pais: 0,
    rg4815: 0,
    rg5272: 0,
  },
  total: 122_500.5,
  passengers: [
    {
      nombres: 'Ñuflo',
      apellidos: 'Ibáñez',
      dni: 'AB123456',
      tipoDoc: 'Pasaporte',
      nacionalidad: 'Argentina',
      nacimiento: '1980-05-01',
      edad: 50,
    },
  ],
  errorMessage: null,
  createdAt: '2031-01-10T02:30:00.000Z',
  updatedAt: '2031-01-12T12:00:00.000Z',
  history: [],
  cancelacion: {
    cancelable: false,
    motivo: 'Cancelada',
    penalidad: 0,
    moneda: 'ARS',
    gratisHasta: null,
    politica: 'Sin cargo hasta 72 h antes.',
  },
  penalidadCobrada: 0,
};

describe('renderVoucher', () => {
  it('marks a cancelled booking, says when a datum is missing, prints VAT and es-AR pesos and dates', async () => {
    const logo = await fs.readFile(SHIPPED_LOGO);
    const pdf = await renderVoucher({
      detail: cancelledDetail,
      agency: { name: 'Mundo Travel', logo },
      printedAt: new Date('2031-01-15T02:00:00Z'),
      tz: 'America/Argentina/Buenos_Aires',
    });
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'CANCELADA',
      'Código del proveedor no se pudo obtener el dato',
      'Estado Cancelada',
      // 02:30 UTC is still the 9th in Buenos Aires (UTC-3)
      'Fecha de reserva 09-01-2031',
      'Fecha de impresión 14-01-2031',
      'Servicio Hotel',
      'Desde 03-02-2031 Hasta 07-02-2031',
      'Ibáñez, Ñuflo Pasaporte AB123456',
      'Gasto administrativo $ 500,50',
      'IVA $ 21.000,00',
      'Total $ 122.500,50',
      'Pesos argentinos (ARS)',
      'Sin cargo hasta 72 h antes.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('emisión sujeta a pago total');
  });

  it('prints the Argentine country taxes apart from the total, and none for an agency in Peru', async () => {
    // a USD hotel bought from Argentina: 30 % PAIS and 45 % RG 4815 on the 200 rate, outside the total
    const detail: TReservationDetail = {
      ...cancelledDetail,
      status: 'confirmed',
      currency: 'USD',
      breakdown: { tarifa: 200, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 60, rg4815: 90, rg5272: 0 },
      total: 270,
    };
    const input = { detail, agency: { name: 'Mundo Travel' }, printedAt: testNow(), tz: 'UTC' };
    const { text } = await pdfText(await renderVoucher(input));
    for (const expected of [
      'Total US$ 270,00',
      'Impuesto país (Ley 27.541) (aparte del total) US$ 60,00',
      'Impuesto país (Resolución 4815) (aparte del total) US$ 90,00',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('RG 5272');
    const peru = (await pdfText(await renderVoucher({ ...input, countryTaxes: false }))).text;
    expect(peru).toContain('Total US$ 270,00');
    expect(peru).not.toMatch(/país|4815/);
  });
});
