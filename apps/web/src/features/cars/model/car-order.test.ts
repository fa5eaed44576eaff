import { describe, expect, it } from 'vitest';
import { buildCarDraft, carSaleOf, chosenEquipment, rentalDaysOf } from './car-order';
import { rate, search, vehicle } from './test-data';

// Amounts from the spec's rules written out: rate + equipment per day × quantity × days;
// the summary adds the 35 booking fee and the 35 administrative expense (spec §9).
describe('car order', () => {
  const v = vehicle();
  const counts = { E1: 2, E2: 1 };

  it('sends only the equipment asked for, with its GDS code and price per day', () => {
    expect(chosenEquipment(v.specialEquipment, { E1: 2, E2: 0 })).toEqual([
      { quantity: 2, equipment_code: 'CSI', description: 'Silla para niños', monto: 12 },
    ]);
    expect(chosenEquipment(v.specialEquipment, {})).toEqual([]);
  });

  it('the equipment total: 450.50 + 2 × 12 × 3 + 1 × 9.99 × 3 = 552.47', () => {
    const equipment = chosenEquipment(v.specialEquipment, counts);
    expect(rentalDaysOf(search())).toBe(3);
    expect(carSaleOf({ rate: rate(), equipment, rentalDays: 3 })).toBe(55247);
    expect(carSaleOf({ rate: rate(), equipment: [], rentalDays: 3 })).toBe(45050);
    // a return 2 hours later than the pick-up time starts a fourth day
    expect(rentalDaysOf(search({ horaOut: '12:00' }))).toBe(4);
  });

  it('builds the form-pax?q=cars draft: one lead driver, the summary, the booking payload', () => {
    const s = search();
    const equipment = chosenEquipment(v.specialEquipment, counts);
    const draft = buildCarDraft({ search: s, vehicle: v, rate: rate(), equipment, driverMinAge: 21 });
    expect(draft).toMatchObject({
      q: 'cars',
      passengers: [{ kind: 'adult' }],
      referenceDate: s.checkin,
      variant: 'hotel',
      driverMinAge: 21,
    });
    expect(draft.summary).toEqual({
      title: 'Auto AVIS Toyota Corolla',
      product: 'Tarifa Básica · 2 × Silla para niños · 1 × GPS',
      dates: { checkin: s.checkin, checkout: s.checkout },
      adults: 1,
      minors: 0,
      currency: 'USD',
      breakdown: { tarifa: 552.47, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
      total: 622.47,
    });
    expect(draft.payload).toEqual({
      brand: 'AVIS',
      checkin: s.checkin,
      checkout: s.checkout,
      horaIn: '10:00',
      horaOut: '10:00',
      oficinaIn: 'MIA',
      oficinaOut: 'MIA',
      codigoTarifa: 'RT1',
      codigoCategoria: 'CCAR',
      paisResidencia: 'AR',
      tarifa: 450.5,
      equipoAdicional: equipment,
      monto: 552.47,
    });
  });

  it('without equipment the sale is the rate: 450.50 + 70 = 520.50', () => {
    const draft = buildCarDraft({ search: search(), vehicle: v, rate: rate(), equipment: [] });
    expect(draft.summary.total).toBe(520.5);
    expect(draft.payload.monto).toBe(450.5);
    expect(draft.summary.product).toBe('Tarifa Básica');
    expect(draft).not.toHaveProperty('driverMinAge');
  });
});
