import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  checkCuit,
  cuitCheckDigit,
  formatCuit,
  formatCuitTyping,
  ZEntityCreate,
  ZEntityEdit,
  ZEntityQuery,
  ZEntityRow,
} from './entities';

// Check digits worked out by hand: the sum of the ten digits times 5,4,3,2,7,6,5,4,3,2, then
// 11 − (sum mod 11). E.g. 20-12345678: 10+0+3+4+21+24+25+24+21+16 = 148, 148 mod 11 = 5 → 6.
const VALID = [
  '20-12345678-6', // sum 148 → 6
  '23-12345678-5', // 160 → 5
  '24-12345678-1', // 164 → 1
  '27-12345678-0', // 176 = 16·11 → 11 → 0
  '30-12345678-1', // 153 → 1
  '33-12345678-0', // 165 = 15·11 → 0
  '34-12345678-7', // 169 → 7
  '30-50001091-2', // a bank's real CUIT: 64 → 2
  '33-69345023-9', // AFIP's own: 145 → 9
  '20-30111222-0', // 55 → 0
];

describe('checkCuit', () => {
  it.each(VALID)('accepts %s', (cuit) => {
    expect(checkCuit(cuit)).toEqual({ ok: true });
  });

  it('accepts the 11 plain digits, and stores them with dashes', () => {
    expect(checkCuit('20123456786').ok).toBe(true);
    expect(formatCuit('20123456786')).toBe('20-12345678-6');
    expect(formatCuit(' 33-69345023-9 ')).toBe('33-69345023-9');
  });

  it.each([
    ['20-12345678-7', 'entityCuitCheckDigit'],
    ['20-12345678-5', 'entityCuitCheckDigit'],
    ['33-69345023-8', 'entityCuitCheckDigit'],
    ['27-12345678-1', 'entityCuitCheckDigit'],
    // the right digit for 21-12345678 (sum 152 → 2), but 21 is no prefix of AFIP's
    ['21-12345678-2', 'entityCuitPrefix'],
    ['1234567890', 'entityCuitFormat'],
    ['201234567861', 'entityCuitFormat'],
    ['20-1234567-86', 'entityCuitFormat'],
    ['20.12345678.6', 'entityCuitFormat'],
    ['20 12345678 6', 'entityCuitFormat'],
    ['2O-12345678-6', 'entityCuitFormat'],
    ['', 'entityCuitFormat'],
  ])('refuses %s (%s)', (cuit, key) => {
    expect(checkCuit(cuit)).toMatchObject({ ok: false, key, field: 'cuit' });
  });

  it('has no valid digit when the rest is 10: 20-12345628 sums 133, 133 mod 11 = 1', () => {
    expect(cuitCheckDigit('2012345628')).toBeNull();
    for (let d = 0; d <= 9; d++)
      expect(checkCuit(`20-12345628-${d}`)).toMatchObject({ ok: false, key: 'entityCuitCheckDigit' });
  });
});

describe('formatCuitTyping', () => {
  it('puts the dashes in as the digits are typed, and drops anything else', () => {
    expect(formatCuitTyping('2')).toBe('2');
    expect(formatCuitTyping('20')).toBe('20');
    expect(formatCuitTyping('201')).toBe('20-1');
    expect(formatCuitTyping('2012345678')).toBe('20-12345678');
    expect(formatCuitTyping('20123456786')).toBe('20-12345678-6');
    expect(formatCuitTyping('20-12345678-6')).toBe('20-12345678-6');
    expect(formatCuitTyping('20 1234.5678/6 99')).toBe('20-12345678-6');
    expect(formatCuitTyping('abc')).toBe('');
  });
});

const NEW = {
  razonSocial: 'Viajes Andinos S.A.',
  cuit: '30-12345678-1',
  condicionIva: 'Responsable Inscripto',
};
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ZEntityCreate', () => {
  it('takes the required fields, and optional ones absent, null or empty', () => {
    expect(ZEntityCreate.parse(NEW)).toEqual(NEW);
    expect(ZEntityCreate.parse({ ...NEW, email: '', telefono: null, direccion: '' })).toEqual(NEW);
    const full = {
      ...NEW,
      email: 'admin@andinos.com.ar',
      telefono: '+54 (11) 4321-5678',
      direccion: 'Av. Corrientes 1234, CABA',
      agentes: [4, 7],
    };
    expect(ZEntityCreate.parse(full)).toEqual(full);
  });

  it.each([
    [{ razonSocial: 'A' }, MESSAGES.entityRazonSocialLength],
    [{ razonSocial: '  A  ' }, MESSAGES.entityRazonSocialLength],
    [{ razonSocial: 'x'.repeat(201) }, MESSAGES.entityRazonSocialLength],
    [{ cuit: '30-12345678-2' }, MESSAGES.entityCuitCheckDigit],
    [{ cuit: 30123456781 }, MESSAGES.entityCuitFormat],
    [{ condicionIva: 'Responsable inscripto' }, MESSAGES.entityCondicionIva],
    [{ email: 'no-es-un-correo' }, MESSAGES.invalidEmail],
    [{ telefono: '12345' }, MESSAGES.entityTelefono],
    [{ telefono: '011 4321-5678 int. 2' }, MESSAGES.entityTelefono],
    [{ telefono: '1'.repeat(41) }, MESSAGES.entityTelefono],
    [{ direccion: 'x'.repeat(301) }, MESSAGES.entityDireccionLength],
    [{ agentes: ['agente'] }, MESSAGES.entityAgentes],
    [{ agentes: 4 }, MESSAGES.entityAgentes],
  ])('refuses %j', (change, message) => {
    expect(messageOf(ZEntityCreate.safeParse({ ...NEW, ...change }))).toBe(message);
  });

  it('requires razón social, CUIT and condición frente al IVA', () => {
    const result = ZEntityCreate.safeParse({});
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['razonSocial', 'cuit', 'condicionIva']);
  });
});

describe('ZEntityEdit', () => {
  it('keeps absent fields absent and clears contact fields sent null or empty', () => {
    expect(ZEntityEdit.parse({})).toEqual({});
    expect(ZEntityEdit.parse({ active: false })).toEqual({ active: false });
    expect(ZEntityEdit.parse({ email: '', telefono: null, direccion: '' })).toEqual({
      email: null,
      telefono: null,
      direccion: null,
    });
  });

  it('does not let a required field be cleared', () => {
    expect(ZEntityEdit.safeParse({ razonSocial: '' }).success).toBe(false);
    expect(ZEntityEdit.safeParse({ cuit: null }).success).toBe(false);
    expect(ZEntityEdit.safeParse({ condicionIva: '' }).success).toBe(false);
    expect(ZEntityEdit.safeParse({ active: 'no' }).success).toBe(false);
  });
});

describe('ZEntityRow and ZEntityQuery', () => {
  it('reads an entity seeded before the back office, without its new fields', () => {
    const row = {
      idEntidad: 1,
      razonSocial: 'Turismo Patagonia S.R.L.',
      cuit: null,
      condicionIva: null,
      email: null,
      telefono: null,
      direccion: null,
      active: true,
      agentes: [],
      createdAt: '2026-11-27T12:00:00.000Z',
    };
    expect(ZEntityRow.parse(row)).toEqual(row);
  });

  it('lists every entity unless told which state, as the users screen asks for them', () => {
    expect(ZEntityQuery.parse({}).estado).toBe('todas');
    expect(ZEntityQuery.parse({ estado: 'activas', perPage: '100', q: '' })).toMatchObject({
      estado: 'activas',
      perPage: 100,
      q: undefined,
    });
    expect(ZEntityQuery.safeParse({ estado: 'borradas' }).success).toBe(false);
  });
});
