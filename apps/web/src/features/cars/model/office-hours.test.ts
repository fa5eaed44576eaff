import { describe, expect, it } from 'vitest';
import { hoursText, officeClosedError } from './office-hours';

// Sunday first (spec §3 horariosDisponibles); 2030-06-02 is a Sunday, 2030-06-03 a Monday.
const HOURS = [
  'Cerrado',
  '08:00-20:00',
  '08:00-20:00',
  '08:00-20:00',
  '08:00-20:00',
  '08:00-20:00',
  '00:00-23:59',
];

describe('office hours', () => {
  it('says the hours of the chosen day', () => {
    expect(hoursText(HOURS, '2030-06-03')).toBe('Horario del lunes: 08:00 a 20:00');
    expect(hoursText(HOURS, '2030-06-02')).toBe('Cerrado el domingo');
    expect(hoursText(HOURS, '2030-06-08')).toBe('Abierto las 24 horas el sábado');
  });

  it('refuses a closed office or a time outside its hours, with the catalogue message', () => {
    const closed = 'La oficina está cerrada en el horario elegido';
    expect(officeClosedError(HOURS, '2030-06-02', '10:00')).toBe(closed);
    expect(officeClosedError(HOURS, '2030-06-03', '07:30')).toBe(closed);
    expect(officeClosedError(HOURS, '2030-06-03', '20:30')).toBe(closed);
    expect(officeClosedError(HOURS, '2030-06-03', '08:00')).toBeUndefined();
    expect(officeClosedError(HOURS, '2030-06-08', '23:30')).toBeUndefined();
  });

  it('does not judge without hours (an office from the URL) or without a date', () => {
    expect(officeClosedError(null, '2030-06-02', '10:00')).toBeUndefined();
    expect(officeClosedError(HOURS, null, '10:00')).toBeUndefined();
  });
});
