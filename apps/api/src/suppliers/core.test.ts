import { describe, expect, it } from 'vitest';
import { fanOut, SupplierError } from './core';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failing = (supplier: string, fault: 'timeout' | 'unavailable', ms = 0) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new SupplierError(supplier, fault)), ms));

describe('fanOut', () => {
  it('answers what each supplier gave, a failure or a timeout in its place', async () => {
    const results = await fanOut({
      A: () => after(20, 'a'),
      B: () => after(10, 'b'),
      C: () => failing('C', 'unavailable'),
      D: () => failing('D', 'timeout', 30),
      E: () => Promise.reject(new Error('not a supplier error')),
    });
    expect(results.map((r) => [r.supplier, r.ok ? r.value : r.fault])).toEqual([
      ['A', 'a'],
      ['B', 'b'],
      ['C', 'unavailable'],
      ['D', 'timeout'],
      ['E', 'unavailable'],
    ]);
  });

  it('calls every supplier before the first one answers', async () => {
    const events: string[] = [];
    const call = (name: string) => async () => {
      events.push(`start ${name}`);
      await after(30, name);
      events.push(`end ${name}`);
      return name;
    };
    await fanOut({ A: call('A'), B: call('B'), C: call('C') });
    // one after the other would give start A, end A, start B, …
    expect(events.slice(0, 3)).toEqual(['start A', 'start B', 'start C']);
  });

  it('takes about one latency, not their sum: 8 calls of 100 ms in well under 400 ms', async () => {
    const calls = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`S${i}`, () => after(100, i)]));
    const started = performance.now();
    const results = await fanOut(calls);
    const elapsed = performance.now() - started;
    expect(results.every((r) => r.ok)).toBe(true);
    // sequential: 8 × 100 = 800 ms; half of that is out of reach for it, easy for parallel calls
    expect(elapsed).toBeGreaterThanOrEqual(95);
    expect(elapsed).toBeLessThan((8 * 100) / 2);
  });
});
