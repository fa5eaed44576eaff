import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { toCents } from '../money';
import { ZAssistanceQuoteRequest } from './quote-assistance';
import {
  assistanceAgeGroup,
  assistanceOrderBreakdown,
  assistanceValidity,
  checkAssistanceTravellers,
} from './travellers';

const pax = (nacimiento: string, over: Record<string, unknown> = {}) => ({
  nombres: 'Ana',
  apellidos: 'Paz',
  dni: '30111222',
  nacionalidad: 'Argentina',
  nacimiento,
  edad: 0,
  tipoDoc: 'DNI',
  ...over,
});
const messageOf = (c: { ok: boolean; message?: string }) => (c.ok ? undefined : c.message);

// A family quoted on 2027-07-01 for ages 44, 41, 12 and 7.
const family = [
  pax('1983-03-10'),
  pax('1986-07-01'), // 41 that very day
  pax('2015-01-20', { dni: '55111222' }),
  pax('2020-06-30', { dni: '60111222' }),
];
const ages = [44, 41, 12, 7];
const check = (paxs = family, leadId = 0, a = ages) =>
  messageOf(checkAssistanceTravellers(paxs, leadId, a, '2027-07-01', '2026-11-24'));

describe('assistance travellers (spec §3 Voucher, §9)', () => {
  it('the quoted family passes', () => expect(check()).toBeUndefined());
  it('one passenger per quoted age', () =>
    expect(check(family.slice(0, 3))).toBe(MESSAGES.assistancePaxCount));
  it('each passenger has the quoted age on the departure day, in order', () => {
    expect(check([family[0]!, pax('1986-07-02'), family[2]!, family[3]!])).toBe(
      'El pasajero 2 debe tener 41 años al inicio del viaje, como en la cotización',
    );
    expect(check([family[1]!, family[0]!, family[2]!, family[3]!])).toBe(
      'El pasajero 1 debe tener 44 años al inicio del viaje, como en la cotización',
    );
  });
  it('the lead is 18 or more', () => {
    expect(check(family, 2)).toBe(MESSAGES.assistanceLeadAdult);
    expect(check(family, 9)).toBe(MESSAGES.assistanceLeadAdult);
    expect(check([pax('2009-07-01')], 0, [18])).toBeUndefined(); // 18 that day
    expect(check([pax('2009-07-02')], 0, [17])).toBe(MESSAGES.assistanceLeadAdult);
  });
  it('documents: 9 digits adults, 8 minors (17 or under)', () => {
    const longMinor = [family[0]!, family[1]!, pax('2015-01-20', { dni: '123456789' }), family[3]!];
    expect(check(longMinor)).toBe(MESSAGES.documentDigitsMinor);
    expect(check([pax('1983-03-10', { dni: '1234567890' })], 0, [44])).toBe(MESSAGES.documentDigitsAdult);
    expect(assistanceAgeGroup(17)).toBe('minor');
    expect(assistanceAgeGroup(18)).toBe('adult');
  });
  it('names and nationality are required', () => {
    expect(check([pax('1983-03-10', { nombres: ' ' })], 0, [44])).toBe(MESSAGES.firstNameRequired);
    expect(check([pax('1983-03-10', { nacionalidad: '' })], 0, [44])).toBe(MESSAGES.nationalityRequired);
  });
});

describe('assistance validity and price', () => {
  it('a per-day plan covers the trip, an annual one a year from departure', () => {
    expect(assistanceValidity('Por Días', '2027-07-01', '2027-07-15')).toEqual({
      desde: '2027-07-01',
      hasta: '2027-07-15',
    });
    expect(assistanceValidity('Anuales', '2027-07-01', '2027-07-15')).toEqual({
      desde: '2027-07-01',
      hasta: '2028-06-30',
    });
    expect(assistanceValidity('Anuales', '2028-02-29', '2028-03-05').hasta).toBe('2029-02-28');
    expect(assistanceValidity('Anuales', '2028-03-01', '2028-03-05').hasta).toBe('2029-02-28');
  });
  it('plan price + 35 booking fee + 35 administrative expense (spec §9)', () => {
    const b = assistanceOrderBreakdown(toCents(412.8));
    expect(b).toMatchObject({ tarifa: 41280, gastoReserva: 3500, gastoAdmin: 3500, iva: 0, total: 48280 });
  });
});

describe('assistance quote request', () => {
  const base = {
    cantidadPasajeros: 2,
    destino: 'EUROPA',
    fechaInicio: '2027-07-01',
    fechaFin: '2027-07-15',
    idUsuarioReservo: 1,
  };
  it('ages past the count may arrive null or empty, not given', () => {
    expect(
      ZAssistanceQuoteRequest.safeParse({ ...base, edad1: 40, edad2: 9, edad3: null, edad4: '' }).success,
    ).toBe(true);
    const extra = ZAssistanceQuoteRequest.safeParse({ ...base, edad1: 40, edad2: 9, edad3: 30 });
    expect(extra.error?.issues.map((i) => i.message)).toContain(MESSAGES.assistanceAgesCount);
  });
});
