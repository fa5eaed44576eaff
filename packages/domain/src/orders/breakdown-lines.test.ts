import { describe, expect, it } from 'vitest';
import { parseProviderPrice } from '../money-price';
import { breakdownToAmounts } from '../pricing/summary';
import { flightOrderBreakdown } from '../pricing/flights';
import { hotelCartBreakdown } from '../pricing/hotels';
import { breakdownLines } from './breakdown-lines';

// issue 29, item 15: the same booking showed 'IVA US$ 77,87' on the form and 'Gasto
// administrativo 35 + IVA 42,87' on its resumen; a flight's 2.2 % surcharge was 'Recargo 2,2 %'
// on the form and 'Gasto administrativo' everywhere else. One set of lines, spec §9's numbers.
const show = (lines: { label: string; cents: number }[]) => lines.map((l) => [l.label, l.cents]);

describe('breakdownLines', () => {
  it('a third-provider room: sale rate, booking fee 35, administrative fee 35 and VAT on lines of their own', () => {
    // a room of 204.14 + 21 % VAT (42.87) + 35 administrative fee, one booking fee of 35
    const room = parseProviderPrice({ venta: 204.14, iva: 42.87, gastoAdministrativo: 35, moneda: 'USD' });
    const { total, ...b } = breakdownToAmounts(hotelCartBreakdown([room]));
    expect(show(breakdownLines(b).inTotal)).toEqual([
      ['Tarifa', 20414],
      ['Gasto de reserva', 3500],
      ['Gasto administrativo', 3500],
      ['IVA', 4287],
    ]);
    expect(total).toBe(317.01); // 204.14 + 35 + 35 + 42.87
  });

  it("a flight: fare × adults, the booking fee 35 and spec §9's 2.2 % surcharge, named so", () => {
    // (500 × 2 + 35) × 2.2 % = 22.77
    const { total, ...b } = breakdownToAmounts(flightOrderBreakdown(50000, 2));
    expect(show(breakdownLines(b, { product: 'flights' }).inTotal)).toEqual([
      ['Tarifa', 100000],
      ['Gasto de reserva', 3500],
      ['Recargo 2,2 %', 2277],
    ]);
    expect(total).toBe(1057.77);
  });

  it('shows the country taxes apart from the total, and none to an agency in Peru', () => {
    const b = { tarifa: 200, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 60, rg4815: 90, rg5272: 0 };
    expect(show(breakdownLines(b).separate)).toEqual([
      ['Impuesto país (Ley 27.541)', 6000],
      ['Impuesto país (Resolución 4815)', 9000],
    ]);
    expect(breakdownLines(b, { countryTaxes: false }).separate).toEqual([]);
  });
});
