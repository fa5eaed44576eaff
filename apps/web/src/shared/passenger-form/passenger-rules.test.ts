import { describe, expect, it } from 'vitest';
import { birthDateBounds, hasBirthWindow } from '@/shared/passenger-form/passenger-rules';

const ctx = { referenceDate: '2027-07-01', variant: 'ticket' as const, today: '2026-11-24' };

describe('birthDateBounds', () => {
  it('an adult of a stated age (assistance) is born in the year that gives it on the reference date', () => {
    expect(birthDateBounds({ kind: 'adult', age: 41 }, ctx, false)).toEqual({
      min: '1985-07-02',
      max: '1986-07-01',
    });
    expect(hasBirthWindow({ kind: 'adult', age: 41 })).toBe(true);
  });
  it('an adult without an age: the lead 18 or more on today, no lower window', () => {
    expect(birthDateBounds({ kind: 'adult' }, ctx, true).max).toBe('2008-11-24');
    expect(hasBirthWindow({ kind: 'adult', age: null })).toBe(false);
  });
  it('a minor of 7 on the reference date', () => {
    expect(birthDateBounds({ kind: 'minor', age: 7 }, ctx)).toEqual({ min: '2019-07-02', max: '2020-07-01' });
  });
});
