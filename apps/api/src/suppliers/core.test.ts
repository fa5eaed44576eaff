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
  it('answers what each supplier gave, a failure or a timeout in its place', async () => {
    const results = await fanOut({
      A: () => callSupplier('A', { ...behaviour, latencyMs: 20 }, () => 'a'),
      B: () => callSupplier('B', { ...behaviour, latencyMs: 10 }, () => 'b'),
      C: () => callSupplier('C', { ...behaviour, failRate: 1 }, () => 'c'),
      D: () => callSupplier('D', { ...behaviour, latencyMs: 1000, timeoutMs: 50 }, () => 'd'),
    });
    expect(results.map((r) => [r.supplier, r.ok ? r.value : r.fault])).toEqual([
      ['A', 'a'],
      ['B', 'b'],
      ['C', 'unavailable'],
      ['D', 'timeout'],
    ]);
  });

  it('calls every supplier before the first one answers', async () => {
    const events: string[] = [];
    const call = (name: string) => async () => {
      events.push(`start ${name}`);
      await callSupplier(name, { ...behaviour, latencyMs: 30 }, () => name);
      events.push(`end ${name}`);
      return name;
    };
    await fanOut({ A: call('A'), B: call('B'), C: call('C') });
    // one after the other would give start A, end A, start B, …
    expect(events.slice(0, 3)).toEqual(['start A', 'start B', 'start C']);
  });

  it('takes about one latency, not their sum: 8 calls of 100 ms in well under 400 ms', async () => {
    const calls = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [
        `S${i}`,
        () => callSupplier(`S${i}`, { ...behaviour, latencyMs: 100 }, () => i),
      ]),
    );
    const started = performance.now();
    const results = await fanOut(calls);
    const elapsed = performance.now() - started;
    expect(results.every((r) => r.ok)).toBe(true);
    // sequential: 8 × 100 = 800 ms; half of that is out of reach for it, easy for parallel calls
    expect(elapsed).toBeGreaterThanOrEqual(95);
    expect(elapsed).toBeLessThan((8 * 100) / 2);
  });
});
