import { describe, expect, it } from 'vitest';
import { callSupplier, fanOut, SupplierError } from './core';

const behaviour = { latencyMs: 0, failRate: 0, timeoutMs: 1000 };

describe('callSupplier', () => {
  it('answers the work after the latency', async () => {
    const started = performance.now();
    const value = await callSupplier('X', { ...behaviour, latencyMs: 50 }, () => 42);
    expect(value).toBe(42);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('fails at the failure rate with an unavailable fault', async () => {
    const call = callSupplier('X', { ...behaviour, failRate: 0.5, random: () => 0.2 }, () => 1);
    await expect(call).rejects.toMatchObject({ supplier: 'X', fault: 'unavailable' });
  });

  it('cuts a slow supplier at its timeout and aborts its work', async () => {
    let aborted = false;
    const started = performance.now();
    const call = callSupplier('X', { ...behaviour, timeoutMs: 60 }, async (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      await new Promise((r) => setTimeout(r, 500));
      return 1;
    });
    await expect(call).rejects.toBeInstanceOf(SupplierError);
    await expect(call).rejects.toMatchObject({ fault: 'timeout' });
    expect(performance.now() - started).toBeLessThan(300);
    expect(aborted).toBe(true);
  });
});

describe('fanOut', () => {
  it('answers what each supplier gave, in the time of the slowest that answered', async () => {
    const started = performance.now();
    const results = await fanOut({
      A: () => callSupplier('A', { ...behaviour, latencyMs: 100 }, () => 'a'),
      B: () => callSupplier('B', { ...behaviour, latencyMs: 100 }, () => 'b'),
      C: () => callSupplier('C', { ...behaviour, failRate: 1 }, () => 'c'),
      D: () => callSupplier('D', { ...behaviour, latencyMs: 1000, timeoutMs: 150 }, () => 'd'),
    });
    const elapsed = performance.now() - started;
    expect(results.map((r) => [r.supplier, r.ok ? r.value : r.fault])).toEqual([
      ['A', 'a'],
      ['B', 'b'],
      ['C', 'unavailable'],
      ['D', 'timeout'],
    ]);
    // in parallel: about the 150 ms timeout, never the 200+ ms sum
    expect(elapsed).toBeLessThan(400);
  });
});
