import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  checkClientEntity,
  checkDocument,
  checkPassenger,
  makePassengerRowSchema,
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

  it.each([
    ['aab123456', 'AAB123456'],
    ['AAB-123.456', 'AAB123456'],
    ['X1234567890', 'X12345678'],
  ])('a passport keeps letters and digits, upper case: %s → %s (issue 11, item 2)', (input, out) =>
    expect(maskDocument(input, 'adult', 'Pasaporte')).toBe(out),
  );

  it.each([
    ['AAB123456', 'Pasaporte', undefined],
    ['AB1234', 'Pasaporte', undefined],
    ['AB123', 'Pasaporte', MESSAGES.passportFormat],
    ['AAB123456', 'DNI', MESSAGES.documentDigitsAdult],
    ['AAB123456', undefined, MESSAGES.documentDigitsAdult],
  ] as const)('checkDocument(%s) of a %s', (dni, tipoDoc, message) => {
    const r = checkDocument(dni, 'adult', tipoDoc);
    expect(r.ok ? undefined : r.message).toBe(message);
  });

  it('nationality is Argentina or Otra (spec §3)', () => {
    for (const nacionalidad of NACIONALIDADES)
      expect(checkPassenger({ ...adult, nacionalidad }, adultCtx).ok).toBe(true);
    // issue 29, item 19: a value that was sent is answered with the accepted ones
    expect(checkPassenger({ ...adult, nacionalidad: 'Peruana' as never }, adultCtx)).toMatchObject({
      ok: false,
      message: 'La nacionalidad debe ser Argentina u Otra',
    });
    for (const nacionalidad of NACIONALIDADES) expect(MESSAGES.nationalityInvalid).toContain(nacionalidad);
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
    [{ ...adult, nacionalidad: '' }, adultCtx, MESSAGES.nationalityRequired],
    // issue 29, item 19: a nationality that was sent is not 'obligatoria', it is not one of the list
    [{ ...adult, nacionalidad: 'Chile' }, adultCtx, 'La nacionalidad debe ser Argentina u Otra'],
    [{ ...adult, nacimiento: '2009-01-01' }, adultCtx, undefined], // 16: an adult in hotels (10+)
    [{ ...adult, nacimiento: '2016-01-01' }, adultCtx, MESSAGES.adultBirthDateHotel], // 9
    [{ ...adult, nacimiento: '2009-01-01' }, { ...adultCtx, isLead: true }, MESSAGES.leadAdultBirthDate],
    [{ ...adult, nacimiento: '2007-06-01' }, { ...adultCtx, isLead: true }, undefined], // 18
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
      'La nacionalidad debe ser Argentina u Otra',
    );
    expect(ZPassenger.safeParse({ ...adult, nacionalidad: null }).error?.issues[0]?.message).toBe(
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

describe('one email rule (spec §3, §5)', () => {
  const lead = { ...adultCtx, isLead: true };
  // 'ana@b.c' passed the portal's own check and failed the server's: two rules disagreed.
  it.each([
    ['ana@b.c', false],
    ['nope', false],
    ['ana@', false],
    ['ana@example.com', true],
    ['ana.paz+cc@agencia.com.ar', true],
  ])('%s: checkPassenger and ZPassenger agree (%s)', (email, valid) => {
    const check = checkPassenger({ ...adult, email }, lead);
    expect(check.ok ? undefined : check.message).toBe(valid ? undefined : MESSAGES.invalidEmail);
    expect(ZPassenger.safeParse({ ...adult, email }).success).toBe(valid);
  });
});

describe('passenger form row (spec §5)', () => {
  const row = { ...adult, edad: undefined, email: '' };
  const issuesOf = (schema: ReturnType<typeof makePassengerRowSchema>, value: unknown) =>
    (schema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('puts a bad email under the email field, with the email message only', () => {
    const schema = makePassengerRowSchema({ ...adultCtx, isLead: true });
    expect(issuesOf(schema, { ...row, email: 'ana@b.c' })).toEqual([['email', MESSAGES.invalidEmail]]);
  });

  it('reports every broken rule, each under its own field', () => {
    const schema = makePassengerRowSchema({ ...adultCtx, isLead: true });
    const value = {
      ...row,
      nombres: ' ',
      dni: '',
      nacionalidad: null,
      email: 'ana@',
      nacimiento: '2010-01-01',
    };
    expect(issuesOf(schema, value)).toEqual([
      ['nombres', MESSAGES.firstNameRequired],
      ['dni', MESSAGES.documentRequired],
      ['nacionalidad', MESSAGES.nationalityRequired],
      ['email', MESSAGES.invalidEmail],
      ['nacimiento', MESSAGES.leadAdultBirthDate], // 15 on 2025-06-10: the lead must be 18
    ]);
  });

  it.each([undefined, null, '', '  '])('takes an optional email or document type given as %j', (blank) => {
    const schema = makePassengerRowSchema({ ...adultCtx, isLead: true });
    const r = schema.safeParse({ ...row, email: blank, tipoDoc: blank });
    expect(r.error?.issues).toBeUndefined();
    expect(r.data).not.toHaveProperty('email');
    expect(r.data?.tipoDoc).toBe('DNI');
  });

  it('gives the passenger payload: trimmed, edad on the check-in date', () => {
    const schema = makePassengerRowSchema({ ...minorCtx, isLead: false });
    const r = schema.parse({ ...minor, edad: undefined, nombres: ' Sofía ', email: '' });
    // born 2019-08-01, check-in 2025-07-15: 5 years old
    expect(r).toEqual({ ...minor, nombres: 'Sofía', edad: 5 });
  });

  it('refuses an email on anyone but the lead adult', () => {
    const schema = makePassengerRowSchema({ ...adultCtx, isLead: false });
    expect(issuesOf(schema, { ...row, email: 'juan@example.com' })).toEqual([
      ['email', MESSAGES.emailLeadAdultOnly],
    ]);
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
