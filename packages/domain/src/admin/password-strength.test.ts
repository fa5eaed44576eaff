import { describe, expect, it } from 'vitest';
import { judgePassword } from './password-strength';

// Hand-picked passwords whose verdict a person can tell without the estimator.
const SELLER = ['juan.perez', 'Juan Pérez'];

describe('judgePassword (issue 31, item 2)', () => {
  it.each(['cielo-tango-mate-92', 'Tr0mb0n-Azul-Lejano', 'correcto caballo bateria grapa', 'k7Qm-x9Tz-R4wp'])(
    'accepts %s: long and unusual',
    (password) => {
      const verdict = judgePassword(password, SELLER);
      expect(verdict).toMatchObject({ ok: true });
      expect(verdict.score).toBeGreaterThanOrEqual(3);
      expect(verdict.message).toBeUndefined();
    },
  );

  it.each(['password123', '1234567890', 'Qwerty12345', 'aaaaaaaaaaaa', 'contraseña2026', 'vendedor123'])(
    'refuses %s: a common password or pattern, with Spanish advice',
    (password) => {
      const verdict = judgePassword(password, SELLER);
      expect(verdict.ok).toBe(false);
      expect(verdict.score).toBeLessThan(3);
      expect(verdict.message).toMatch(/^La contraseña es demasiado fácil de adivinar\./);
      expect(verdict.feedback.length).toBeGreaterThan(0);
      expect(verdict.feedback.join(' ')).not.toMatch(/\b(the|your|avoid|password)\b/i);
    },
  );

  it("refuses a password built on the user's own name or username, joined or accented", () => {
    for (const password of ['juanperez2026', 'juan.perez.2026', 'juanpérez2026'])
      expect([password, judgePassword(password, SELLER).ok]).toEqual([password, false]);
    expect(judgePassword('juanperez2026', SELLER).feedback).toContain(
      'No use su nombre ni su usuario en la contraseña.',
    );
    // the same password is fine for somebody else
    expect(judgePassword('juanperez2026', ['maria.gomez', 'María Gómez']).ok).toBe(true);
  });

  it('refuses fewer than 10 characters however random they look', () => {
    const verdict = judgePassword('q7#Zp!4w', SELLER);
    expect(verdict).toMatchObject({ ok: false, message: 'La contraseña debe tener al menos 10 caracteres.' });
  });

  it('labels the score for the meter', () => {
    expect(judgePassword('password123').label).toBe('Muy débil');
    expect(judgePassword('cielo-tango-mate-92').label).toBe('Muy fuerte');
  });
});
