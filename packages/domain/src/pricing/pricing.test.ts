import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { parseProviderPrice } from '../money-price';
import {
  confirmedOrderViews,
  confirmedRoomView,
  displayAdminFee,
  displayAmount,
  vatRate,
} from './confirmed-order';
import { flightCardTotal, flightFare, flightOrderBreakdown, flightTotal } from './flights';
import { hotelCartBreakdown, hotelResultPrice, hotelRoomPrice, hotelRoomVat } from './hotels';
import { breakdownToAmounts, buildBreakdown, productOrderBreakdown } from './summary';
import { saleOf, ticketOrderBreakdown } from './tickets';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('order summary breakdown (spec §3)', () => {
  it('adds 35 + 35 and leaves country taxes out of the total', () => {
    const b = buildBreakdown({ tarifa: 20000, iva: 4200, pais: 6000, rg4815: 9000, rg5272: 1000 });
    expect(b).toEqual({
      tarifa: 20000,
      gastoReserva: 3500,
      gastoAdmin: 3500,
      iva: 4200,
      pais: 6000,
      rg4815: 9000,
      rg5272: 1000,
      total: 31200,
    });
    expect(breakdownToAmounts(b)).toMatchObject({ tarifa: 200, total: 312 });
    expect(productOrderBreakdown({ tarifa: 45050 }).total).toBe(52050); // car rate 450.50 -> 520.50
  });
});

describe('tickets (worked examples)', () => {
  // 2 adults at VENTA 150.00 / IVA 0, 1 minor at VENTA 140.00
  it('2 adults + 1 minor, 4-day Walt Disney World', () => {
    const b = ticketOrderBreakdown({
      adult: parseProviderPrice({ VENTA: 150, IVA: 0, TOTAL: 150 }),
      child: parseProviderPrice({ VENTA: 140, IVA: 0, TOTAL: 140 }),
      adults: 2,
      minors: 1,
    });
    expect(b).toMatchObject({ tarifa: 44000, iva: 0, gastoReserva: 3500, gastoAdmin: 3500, total: 51000 });
  });
  it('prices with VAT and country taxes; the child price is ignored without minors', () => {
    const b = ticketOrderBreakdown({
      adult: parseProviderPrice({ venta: 100.5, iva: 10.55, resolucion4815: 30.15, ImpuestoPais: 30.15 }),
      child: parseProviderPrice({ venta: 90 }),
      adults: 3,
      minors: 0,
    });
    expect(b).toMatchObject({ tarifa: 30150, iva: 3165, rg4815: 9045, pais: 9045, total: 40315 });
  });
  it('sale rate from TOTAL − IVA when VENTA is missing', () => {
    expect(saleOf(parseProviderPrice({ TOTAL: 121, IVA: 21 }))).toBe(10000);
  });
});

describe('hotels (worked examples)', () => {
  const roomA = parseProviderPrice({ VENTA: 200, IVA: 42, gastoAdministrativo: 10.5, resolucion4815: 60 });
  const roomB = parseProviderPrice({ venta: '180.25', iva: '37.85', gastoAdministrativo: '9.01' });
  const roomC = parseProviderPrice({ VENTA: 95.5 });

  it('room price = sale rate + VAT + administrative fee', () => {
    expect(hotelRoomPrice(roomA)).toBe(25250); // 200 + 42 + 10.50
    expect(hotelRoomPrice(roomB)).toBe(22711); // 180.25 + 37.85 + 9.01
    expect(hotelRoomPrice(roomC)).toBe(9550);
    expect(hotelRoomVat(roomA)).toBe(5250);
  });

  it('cart: VAT and administrative fee on their own lines (issue 29, item 15); booking fee once per cart', () => {
    expect(hotelCartBreakdown([roomA, roomB])).toEqual({
      tarifa: 38025,
      iva: 7985, // 42 + 37.85
      gastoAdmin: 1951, // 10.50 + 9.01
      gastoReserva: 3500,
      pais: 0,
      rg4815: 6000,
      rg5272: 0,
      total: 51461, // 252.50 + 227.11 + 35
    });
    expect(hotelCartBreakdown([roomA, roomB, roomC]).total).toBe(25250 + 22711 + 9550 + 3500);
    expect(hotelCartBreakdown([]).total).toBe(0);
  });

  it("a hotel's price in results = minimum sale rate over its rooms", () => {
    expect(hotelResultPrice([roomA, roomB, roomC])).toBe(9550);
    expect(hotelResultPrice([parseProviderPrice({ IVA: 10 })])).toBeUndefined();
    expect(hotelResultPrice([])).toBeUndefined();
  });
});

describe('flights (worked examples: fare × adults, + 35, + 2.2 %)', () => {
  it.each([
    // fare, adults, base, surcharge, total
    [50000, 2, 103500, 2277, 105777], // (500 × 2 + 35) × 1.022 = 1057.77
    [45000, 1, 48500, 1067, 49567], // 485 × 0.022 = 10.67
    [41250, 3, 127250, 2800, 130050], // 1272.50 × 0.022 = 27.995 -> 28.00
    [0, 0, 3500, 77, 3577],
  ])('fare %s × %s adults', (fare, adults, base, surcharge, total) => {
    const t = flightTotal(fare, adults);
    expect(t.tarifa + t.gastoReserva).toBe(base);
    expect(t.surcharge).toBe(surcharge);
    expect(t.total).toBe(total);
  });
  it('fare from sumaTotal, else venta + iva + gastoAdministrativo', () => {
    expect(flightFare(parseProviderPrice({ sumaTotal: 540.2, venta: 500 }))).toBe(54020);
    expect(flightFare(parseProviderPrice({ venta: 500, iva: 40.2, gastoAdministrativo: 10 }))).toBe(55020);
  });
  it('summary lines and card total', () => {
    expect(flightOrderBreakdown(50000, 2)).toMatchObject({
      tarifa: 100000,
      gastoReserva: 3500,
      gastoAdmin: 2277,
      iva: 0,
      total: 105777,
    });
    expect(flightCardTotal(50000, 2)).toBe(100000);
  });
});

describe("confirmed-order view ('Orden confirmada', spec §2)", () => {
  const answer = parseProviderPrice({
    VENTA: 200,
    IVA: 42,
    alicuota: 21,
    gastoAdministrativo: 10.5,
    TOTAL: 252.5,
    resolucion4815: 60,
    ImpuestoPais: 60,
  });
  it('shows sale rate, VAT with rate, admin fee, booking fee 35, total and the two country taxes', () => {
    expect(confirmedRoomView(answer, true)).toEqual({
      venta: 20000,
      iva: 4200,
      alicuota: 21,
      gastoAdministrativo: 1050,
      gastoReserva: 3500,
      total: 28750,
      resolucion4815: 6000,
      impuestoPais: 6000,
    });
  });
  it('the booking fee is carried by the first hotel only', () => {
    const views = confirmedOrderViews([answer, answer]);
    expect(views.map((v) => v.gastoReserva)).toEqual([3500, 0]);
    expect(views.reduce((a, v) => a + (v.total ?? 0), 0)).toBe(hotelCartBreakdown([answer, answer]).total);
  });
  it('VAT rate from iva / venta when alicuota is missing; TOTAL used when venta is missing', () => {
    expect(vatRate(parseProviderPrice({ VENTA: 200, IVA: 21 }))).toBe(10.5);
    expect(vatRate(parseProviderPrice({ IVA: 21 }))).toBeUndefined();
    expect(confirmedRoomView(parseProviderPrice({ TOTAL: 300 }), false).total).toBe(30000);
    expect(confirmedRoomView({}, true).total).toBeUndefined();
  });
  it('missing values read the catalogue texts', () => {
    expect(displayAmount(undefined, 'USD')).toBe('no se pudo obtener el dato');
    expect(nbsp(displayAmount(28750, 'USD'))).toBe('US$ 287,50');
    expect(displayAdminFee(undefined, 'USD')).toBe(MESSAGES.missingAdminFee);
  });
});
