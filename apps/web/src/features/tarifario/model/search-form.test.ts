import { MESSAGES } from '@portal/domain/messages';
import { describe, expect, it } from 'vitest';
import { tarifarioSearchSchema, type TTarifarioFormValues } from './search-form';
import { inDays } from './test-data';

const errorsOf = (v: TTarifarioFormValues) => {
  const r = tarifarioSearchSchema.safeParse(v);
  return Object.fromEntries((r.success ? [] : r.error.issues).map((i) => [String(i.path[0]), i.message]));
};

describe('tarifario search form rules (spec §5)', () => {
  it('a zone and both dates pass', () => {
    expect(errorsOf({ pais: '1', zona: '3', fechas: [inDays(10), inDays(13)] })).toEqual({});
  });

  it('both dates are required', () => {
    expect(errorsOf({ pais: '1', zona: '3', fechas: [null, null] })).toEqual({
      fechas: MESSAGES.datesRequired,
    });
    expect(errorsOf({ pais: '1', zona: '3', fechas: [inDays(10), null] })).toEqual({
      fechas: MESSAGES.datesRequired,
    });
  });

  it('the checkout comes after the checkin', () => {
    expect(errorsOf({ pais: '1', zona: '3', fechas: [inDays(10), inDays(10)] })).toEqual({
      fechas: MESSAGES.checkoutNotAfterCheckin,
    });
  });

  it('a zone is required; without a country the message sits on the country', () => {
    expect(errorsOf({ pais: '1', zona: null, fechas: [inDays(10), inDays(12)] })).toEqual({
      zona: MESSAGES.destinationRequired,
    });
    expect(errorsOf({ pais: null, zona: null, fechas: [null, null] })).toEqual({
      pais: MESSAGES.destinationRequired,
      fechas: MESSAGES.datesRequired,
    });
  });
});
