import { describe, expect, it } from 'vitest';
import { cancellationQuote, type CancellationInput } from './cancellation';
import { foldWords, passengerSearchTerms } from './reservation-list';

const hotel: CancellationInput = {
  module: 'hotels',
  status: 'confirmed',
  checkin: '2026-03-10',
  checkout: '2026-03-14', // 4 nights
  tarifa: 800,
  currency: 'USD',
  nonRefundable: false,
};

describe('cancellation policies (issue 18; hotels spec §9: free until 7 days before, then 1 night)', () => {
  it('a hotel is free up to 7 days before arrival, then one night', () => {
    expect(cancellationQuote(hotel, '2026-03-03')).toMatchObject({
      cancelable: true,
      penalidad: 0,
      gratisHasta: '2026-03-03',
    });
    expect(cancellationQuote(hotel, '2026-03-04')).toMatchObject({ cancelable: true, penalidad: 200 });
    expect(cancellationQuote(hotel, '2026-03-03').politica).toBe(
      'Cancelación sin cargo hasta el 03-03-2026 (7 días antes del servicio); después, 1 noche de penalidad. Los gastos de reserva y administrativos no se reintegran.',
    );
  });
  it('a non-refundable rate is never free: the whole rate', () => {
    expect(cancellationQuote({ ...hotel, nonRefundable: true }, '2026-01-01')).toMatchObject({
      cancelable: true,
      penalidad: 800,
      gratisHasta: null,
    });
  });
  it('a car: one rental day after the 2-day window; an activity: the whole rate', () => {
    const car = { ...hotel, module: 'cars' as const, checkout: '2026-03-13', tarifa: 301 }; // 3 days
    expect(cancellationQuote(car, '2026-03-08').penalidad).toBe(0);
    expect(cancellationQuote(car, '2026-03-09').penalidad).toBe(100.33);
    const act = { ...hotel, module: 'activities' as const, checkout: '2026-03-10', tarifa: 125 };
    expect(cancellationQuote(act, '2026-03-09').penalidad).toBe(125);
  });
  it('only confirmed or pre-booked services not yet started', () => {
    expect(cancellationQuote({ ...hotel, status: 'failed' }, '2026-03-01')).toMatchObject({
      cancelable: false,
      motivo: 'Solo se cancelan reservas confirmadas o pre-reservadas',
    });
    expect(cancellationQuote({ ...hotel, status: 'cancelling' }, '2026-03-01').motivo).toBe(
      'La cancelación ya está en curso con el proveedor',
    );
    expect(cancellationQuote({ ...hotel, status: 'cancelled' }, '2026-03-01').motivo).toBe(
      'La reserva ya está cancelada',
    );
    expect(cancellationQuote(hotel, '2026-03-10')).toMatchObject({ cancelable: false, penalidad: 0 });
  });
});

describe('the search words of a booking', () => {
  it('folds case and accents and splits on anything else', () => {
    expect(foldWords('Fernández-Peña 30.123')).toEqual(['fernandez', 'pena', '30', '123']);
    expect(
      passengerSearchTerms([
        { nombres: 'Ana María', apellidos: 'Núñez', dni: '30123456' },
        { nombres: 'Ana', apellidos: 'Núñez', dni: null },
      ]),
    ).toEqual(['ana', 'maria', 'nunez', '30123456']);
  });
});
