import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  checkClientEntity,
  checkDocument,
  checkPassenger,
  DOCUMENT_MAX_DIGITS,
  makePassengerSchema,
  maskDocument,
  NACIONALIDADES,
  type PassengerContext,
  passengerAge,
  ZPassenger,
} from './passenger';

const adult = {
  nombres: 'Juan',
  apellidos: 'Pérez',
  dni: '30123456',
  nacionalidad: 'Argentina' as const,
  nacimiento: '1985-04-12',
  edad: 40,
  tipoDoc: 'DNI',
};
const minor = { ...adult, nombres: 'Sofía', dni: '55123456', nacimiento: '2019-08-01', edad: 5 };
const adultCtx: PassengerContext = {
  group: 'adult',
  form: 'hotel',
  today: '2025-06-10',
  refDate: '2025-07-15',
};
const minorCtx: PassengerContext = { ...adultCtx, group: 'minor', minorAge: 5 };

describe('document mask (spec §5: up to 9 digits adults, 8 minors)', () => {
  it.each([
    ['30.123.456', 'adult', '30123456'],
    ['1234567890', 'adult', '123456789'],
    ['1234567890', 'minor', '12345678'],
    ['AB-12', 'minor', '12'],
  ] as const)('maskDocument(%s, %s) = %s', (input, group, out) =>
    expect(maskDocument(input, group)).toBe(out),
  );

  it.each([
    ['123456789', 'adult', undefined],
    ['1234567890', 'adult', MESSAGES.documentDigitsAdult],
    ['12345678', 'minor', undefined],
    ['123456789', 'minor', MESSAGES.documentDigitsMinor],
    ['12a', 'adult', MESSAGES.documentDigitsAdult],
    ['', 'adult', MESSAGES.documentRequired],
  ] as const)('checkDocument(%s, %s)', (dni, group, message) => {
    const r = checkDocument(dni, group);
    expect(r.ok ? undefined : r.message).toBe(message);
  });

  it('constants', () => {
    expect(DOCUMENT_MAX_DIGITS).toEqual({ adult: 9, minor: 8 });
    expect(NACIONALIDADES).toEqual(['Argentina', 'Otra']);
  });
});

describe('checkPassenger (spec §5)', () => {
  it.each([
    [adult, adultCtx, undefined],
    [{ ...adult, email: 'juan@example.com' }, { ...adultCtx, isLead: true }, undefined],
    [{ ...adult, email: '' }, adultCtx, undefined], // email optional
    [{ ...adult, email: 'nope' }, adultCtx, MESSAGES.invalidEmail],
    // spec §3: email on the lead adult only
    [{ ...adult, email: 'juan@example.com' }, { ...adultCtx, isLead: false }, MESSAGES.emailLeadAdultOnly],
    [{ ...adult, email: '' }, { ...adultCtx, isLead: false }, undefined],
    [{ ...minor, email: 'sofia@example.com' }, minorCtx, MESSAGES.emailLeadAdultOnly],
    [{ ...adult, nombres: ' ' }, adultCtx, MESSAGES.firstNameRequired],
    [{ ...adult, apellidos: '' }, adultCtx, MESSAGES.lastNameRequired],
    [{ ...adult, dni: '' }, adultCtx, MESSAGES.documentRequired],
    [{ ...adult, nacionalidad: undefined }, adultCtx, MESSAGES.nationalityRequired],
    [{ ...adult, nacimiento: '2009-01-01' }, adultCtx, MESSAGES.adultBirthDateHotel], // 16
    [{ ...adult, nacimiento: '2009-01-01' }, { ...adultCtx, form: 'ticket' }, undefined], // ticket form: 9+
    [{ ...adult, nacimiento: '2017-01-01' }, { ...adultCtx, form: 'ticket' }, MESSAGES.adultBirthDateTicket],
    [minor, minorCtx, undefined],
    [{ ...minor, dni: '551234567' }, minorCtx, MESSAGES.documentDigitsMinor],
    [{ ...minor, nacimiento: '2018-08-01' }, minorCtx, MESSAGES.minorBirthDateOutOfRange],
    [{ ...minor, nacimiento: '2020-07-15' }, minorCtx, undefined], // 5th birthday on check-in
    [{ ...minor, nacimiento: '2020-07-16' }, minorCtx, MESSAGES.minorBirthDateOutOfRange],
    [{ ...minor, nacimiento: '' }, minorCtx, MESSAGES.birthDateRequired],
  ] as const)('%j in %j', (p, ctx, message) => {
    const r = checkPassenger(p, ctx as PassengerContext);
    expect(r.ok ? undefined : r.message).toBe(message);
  });

  it('a form schema reports the Spanish message on the field', () => {
    const schema = makePassengerSchema(minorCtx);
    const r = schema.safeParse({ ...minor, nacimiento: '2010-01-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      message: MESSAGES.minorBirthDateOutOfRange,
      path: ['nacimiento'],
    });
    expect(schema.safeParse(minor).success).toBe(true);
  });

  it('ZPassenger validates the payload shape', () => {
    expect(ZPassenger.parse(adult)).toMatchObject(adult);
    expect(ZPassenger.parse({ ...adult, tipoDoc: undefined }).tipoDoc).toBe('DNI');
    expect(ZPassenger.safeParse({ ...adult, nacionalidad: 'Peruana' }).error?.issues[0]?.message).toBe(
      MESSAGES.nationalityRequired,
    );
    expect(ZPassenger.safeParse({ ...adult, nombres: '' }).error?.issues[0]?.message).toBe(
      MESSAGES.firstNameRequired,
    );
    expect(
      ZPassenger.safeParse({ ...adult, phone: '+54 11 5555', address: 'Av. Siempreviva', type: 0, index: 0 })
        .success,
    ).toBe(true);
  });

  it('computes edad on the entry date', () => {
    expect(passengerAge('2020-07-15', '2025-07-15')).toBe(5);
    expect(passengerAge('bad', '2025-07-15')).toBeUndefined();
  });
});

describe('client entity (spec §6)', () => {
  it.each([
    [{ isAgenteAS: true, idEntidad: 15 }, true],
    [{ isAgenteAS: true }, false],
    [{ isAgenteAS: true, idEntidad: null }, false],
    [{ isAgenteAS: false }, true],
  ])('%j -> %s', (o, ok) => {
    const r = checkClientEntity(o);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.message).toBe(MESSAGES.clientEntityRequired);
  });
});
