import { describe, expect, it } from 'vitest';
import { memo } from './memo';

// issue 10, finding 8: every new date a caller asks for was cached for good.
describe('memo', () => {
  it('computes a key once while it is kept', () => {
    let calls = 0;
    const double = memo((k: string) => (calls++, k + k));
    expect([double('a'), double('a')]).toEqual(['aa', 'aa']);
    expect(calls).toBe(1);
  });

  it('keeps no more than its bound: the least recently used key is computed again', () => {
    const seen: string[] = [];
    const f = memo((k: string) => (seen.push(k), k.length), 3);
    for (const day of ['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04']) f(day);
    f('2027-01-01');
    expect(seen).toEqual(['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04', '2027-01-01']);
  });
});
