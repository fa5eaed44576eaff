import { describe, expect, it } from 'vitest';
import { agesText, buildAssistanceDraft, hasLeadAdult } from './assistance-order';
import { annual, inDays, quote, search } from './test-data';

const accepted = (price: number, id = 'UAQ-60') => ({
  accepted: true as const,
  quoteId: id,
  price,
  currency: 'USD' as const,
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
});

describe('the assistance order draft (spec §4, §9)', () => {
  it('a per-day plan: its price + 35 + 35, one slot per quoted age, the trip as validity', () => {
    const draft = buildAssistanceDraft({ search: search(), quote: quote(), accepted: accepted(412.8) });
    expect(draft.summary).toMatchObject({
      title: 'Asistencia al viajero UA 60',
      product: 'Plan por días · Europa · Edades: 44, 41, 12 y 7 años',
      dates: { checkin: inDays(40), checkout: inDays(54) },
      adults: 2,
      minors: 2,
      currency: 'USD',
      breakdown: { tarifa: 412.8, gastoReserva: 35, gastoAdmin: 35, iva: 0 },
      total: 482.8, // 412.80 + 35 + 35
    });
    expect(draft.passengers).toEqual([
      { kind: 'adult', age: 44 },
      { kind: 'adult', age: 41 },
      { kind: 'minor', age: 12 },
      { kind: 'minor', age: 7 },
    ]);
    expect(draft).toMatchObject({ q: 'assistance', referenceDate: inDays(40), variant: 'ticket' });
    expect(draft.payload).toEqual({
      idCotizacion: 'UAQ-60',
      tipoViaje: 'Por Días',
      fechaVigencia: { desde: inDays(40), hasta: inDays(54) },
      fechaInicio: inDays(40),
      edades: [44, 41, 12, 7],
      monto: 482.8,
    });
  });

  it('an annual plan: a year from departure, at the price the insurer accepted', () => {
    const s = search({ pasajeros: 1, edades: [18], salida: '2031-07-01', regreso: '2031-07-10' });
    const draft = buildAssistanceDraft({ search: s, quote: annual(), accepted: accepted(1400, 'UAQ-A150') });
    expect(draft.payload).toMatchObject({
      idCotizacion: 'UAQ-A150',
      tipoViaje: 'Anuales',
      fechaVigencia: { desde: '2031-07-01', hasta: '2032-06-30' },
      monto: 1470,
    });
    expect(draft.summary).toMatchObject({
      product: 'Plan anual (vigencia 01-07-2031 al 30-06-2032) · Europa · Edades: 18 años',
      dates: { checkin: '2031-07-01', checkout: '2031-07-10' },
      adults: 1,
      minors: 0,
      total: 1470, // 1400 + 35 + 35
    });
    expect(draft.passengers).toEqual([{ kind: 'adult', age: 18 }]);
  });

  it('ages and the lead adult', () => {
    expect(agesText([44])).toBe('44 años');
    expect(agesText([1])).toBe('1 año');
    expect(agesText([30, 5])).toBe('30 y 5 años');
    expect(hasLeadAdult([17, 12])).toBe(false);
    expect(hasLeadAdult([17, 18])).toBe(true);
  });
});
