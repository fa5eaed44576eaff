import { MESSAGES } from '@portal/domain/messages';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_DATE_OUTSIDE_STAY,
  activityDateBounds,
  activityFormErrors,
  firstSelectable,
} from './activity-form';
import { inDays } from './test-data';
import { maskTime, transferFormErrors, transferFormValues } from './transfer-form';
import { readTransferSearch } from './transfer-search-params';

const agent = { today: inDays(0), isAgenteAS: true };
const seller = { today: inDays(0), isAgenteAS: false };

describe('activity date (spec §5)', () => {
  it('within the stay, from today for AS agents and 9 days ahead for others', () => {
    const stay = { checkin: inDays(2), checkout: inDays(12) };
    expect(activityDateBounds(stay, { availableDates: [] }, agent)).toMatchObject({
      min: inDays(2),
      max: inDays(12),
    });
    expect(activityDateBounds(stay, { availableDates: [] }, seller)).toMatchObject({
      min: inDays(9),
      max: inDays(12),
    });
  });
  it("only the product's running dates when it lists them", () => {
    const b = activityDateBounds(
      { checkin: inDays(2), checkout: inDays(12) },
      { availableDates: [inDays(1), inDays(5)] },
      agent,
    );
    expect(firstSelectable(b)).toBe(inDays(5));
  });
  it('a date outside the stay or before the lead time is refused', () => {
    const b = activityDateBounds(
      { checkin: inDays(2), checkout: inDays(12) },
      { availableDates: [] },
      seller,
    );
    const values = { adultos: 2, menores: 0, edades: [], fecha: inDays(13) };
    expect(activityFormErrors(values, b, seller)).toEqual({ fecha: ACTIVITY_DATE_OUTSIDE_STAY });
    expect(activityFormErrors({ ...values, fecha: inDays(3) }, b, seller)).toEqual({
      fecha: MESSAGES.leadTimeNonAS,
    });
    expect(activityFormErrors({ ...values, fecha: inDays(10) }, b, seller)).toEqual({});
  });
});

describe('transfer form (spec §5)', () => {
  it('the HH:mm mask', () => {
    expect(maskTime('1056')).toBe('10:56');
    expect(maskTime('10:5')).toBe('10:5');
    expect(maskTime('9a')).toBe('9');
    expect(maskTime('123456')).toBe('12:34');
  });
  it('destination, points and category are required; the time follows its rule', () => {
    const errors = transferFormErrors(
      { ...transferFormValues(readTransferSearch(new URLSearchParams())), hora: '25:00' },
      agent,
    );
    expect(errors).toEqual({
      destino: MESSAGES.destinationRequired,
      desde: MESSAGES.requiredField,
      hasta: MESSAGES.requiredField,
      categoria: 'Debe seleccionar una categoría de traslado',
      hora: MESSAGES.invalidTime,
      llegada: MESSAGES.requiredField,
    });
  });
  it('a round trip returns later with its flight time; the points differ', () => {
    const values = {
      ...transferFormValues(readTransferSearch(new URLSearchParams())),
      destino: { code: 'CUN', name: 'Cancún', country: 'México' },
      categoria: 'TWOWAY' as const,
      desde: 'CUN',
      hasta: 'CUN',
      llegada: inDays(20),
      regreso: inDays(20),
    };
    expect(transferFormErrors(values, seller)).toEqual({
      hasta: MESSAGES.transferSamePoints,
      regreso: MESSAGES.transferReturnNotAfter,
      horaRegreso: MESSAGES.transferReturnTimeRequired,
    });
    expect(
      transferFormErrors({ ...values, hasta: 'H1', regreso: inDays(25), horaRegreso: '15:00' }, seller),
    ).toEqual({});
    expect(
      transferFormErrors({ ...values, hasta: 'H1', categoria: 'ONEWAYTRIP', llegada: inDays(3) }, seller),
    ).toEqual({
      llegada: MESSAGES.leadTimeNonAS,
    });
  });
});
