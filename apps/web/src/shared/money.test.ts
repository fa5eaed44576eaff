import { describe, expect, it } from 'vitest';
import { money } from '@/shared/money';

// Intl writes a no-break space between the symbol and the amount.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('money', () => {
  it('writes an amount in units as es-AR dollars by default', () => {
    expect(plain(money(1234.5))).toBe('US$ 1.234,50');
  });

  it('writes pesos, and rounds to the cent once', () => {
    expect(plain(money(80, 'ARS'))).toBe('$ 80,00');
    expect(plain(money(0.1 + 0.2, 'USD'))).toBe('US$ 0,30');
  });
});
