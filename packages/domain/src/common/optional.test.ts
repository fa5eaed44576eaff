import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { given, zOptional } from './primitives';

// issue 11, item 12: absent, null and '' mean the same for an optional field.
describe('zOptional', () => {
  const Z = z.object({ email: zOptional(z.email()), idEntidad: zOptional(z.number().int()) });

  it.each([{}, { email: null, idEntidad: null }, { email: '', idEntidad: '' }])(
    'accepts %j as not given',
    (body) => {
      const parsed = Z.parse(body);
      expect([given(parsed.email), given(parsed.idEntidad)]).toEqual([undefined, undefined]);
    },
  );

  it('still checks a value that is given', () => {
    expect(Z.safeParse({ email: 'x' }).success).toBe(false);
    expect(Z.safeParse({ idEntidad: 1.5 }).success).toBe(false);
    expect(given(Z.parse({ email: 'a@b.com', idEntidad: 0 }).idEntidad)).toBe(0);
  });

  it('converts to JSON Schema both as input and as output (no transform)', () => {
    expect(() => z.toJSONSchema(Z, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(Z, { io: 'output' })).not.toThrow();
  });
});
