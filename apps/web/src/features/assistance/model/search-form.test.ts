import { MESSAGES } from '@portal/domain/messages';
import { describe, expect, it } from 'vitest';
import { makeAssistanceSearchSchema, type TAssistanceFormValues } from './search-form';

const today = '2031-03-10';
const valid: TAssistanceFormValues = {
  pasajeros: 2,
  destino: 'EUROPA',
  fechas: ['2031-04-01', '2031-04-15'],
  edades: [40, 8],
};
const errors = (v: Partial<TAssistanceFormValues>) => {
  const r = makeAssistanceSearchSchema({ today }).safeParse({ ...valid, ...v });
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('assistance search form rules (spec §2, §5, §9)', () => {
  it('a complete search passes', () => expect(errors({})).toEqual({}));

  it('needs a destination', () =>
    expect(errors({ destino: null })).toEqual({ destino: MESSAGES.destinationRequired }));

  it('needs both dates, the return after the departure, the departure from today', () => {
    expect(errors({ fechas: [null, null] })).toEqual({ fechas: MESSAGES.assistanceDatesRequired });
    expect(errors({ fechas: ['2031-04-01', null] })).toEqual({ fechas: MESSAGES.assistanceDatesRequired });
    expect(errors({ fechas: ['2031-04-01', '2031-04-01'] })).toEqual({
      fechas: MESSAGES.returnNotAfterDeparture,
    });
    expect(errors({ fechas: ['2031-03-09', '2031-03-20'] })).toEqual({
      fechas: MESSAGES.assistanceStartInPast,
    });
    expect(errors({ fechas: [today, '2031-03-11'] })).toEqual({});
  });

  it('one age 0-99 per passenger, each under its own field', () => {
    expect(errors({ edades: [40, null] })).toEqual({ 'edades.1': MESSAGES.assistanceAgesCount });
    expect(errors({ edades: [100, 0] })).toEqual({ 'edades.0': MESSAGES.assistanceAgeRange });
    expect(errors({ pasajeros: 3, edades: [40, 8] })).toEqual({ 'edades.2': MESSAGES.assistanceAgesCount });
    expect(errors({ pasajeros: 1, edades: [40, null] })).toEqual({});
  });

  it('1 to 10 passengers', () => {
    expect(errors({ pasajeros: 0, edades: [] })).toEqual({ pasajeros: MESSAGES.assistancePassengersRange });
    expect(errors({ pasajeros: 11, edades: Array(11).fill(30) })).toMatchObject({
      pasajeros: MESSAGES.assistancePassengersRange,
    });
  });
});
