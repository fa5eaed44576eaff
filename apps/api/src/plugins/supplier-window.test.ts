import { describe, expect, it } from 'vitest';
import type { SupplierCallEvent } from '../suppliers/http';
import { createSupplierWindow } from './supplier-window';

const call = (ms: number, outcome: SupplierCallEvent['outcome'] = 'ok'): SupplierCallEvent => ({
  id: 'x',
  supplier: 'AVIS',
  method: 'GET',
  path: '/locations',
  status: outcome === 'ok' ? 200 : 503,
  outcome,
  ms,
});

describe('the last 15 minutes of supplier calls', () => {
  it('counts calls and errors, takes percentiles and keeps the last error', () => {
    let now = Date.parse('2026-11-27T12:00:10Z');
    const w = createSupplierWindow(() => now);
    for (const ms of [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]) w.record(call(ms));
    now += 60_000;
    w.record(call(5000, 'timeout'));
    // the agent left: not the supplier's fault, but its time counts (p50 is the 6th of 12: 500)
    w.record(call(20, 'aborted'));
    const h = w.healthOf('AVIS');
    expect(h).toMatchObject({ calls: 12, errors: 1, p50Ms: 500, p95Ms: 5000, state: 'normal' });
    expect(h.lastError).toEqual({
      at: '2026-11-27T12:01:10.000Z',
      outcome: 'timeout',
      status: 503,
      path: '/locations',
    });
    expect(h.perMinute).toHaveLength(15);
    expect(h.perMinute.slice(-2).map((m) => [m.minute, m.calls, m.errors])).toEqual([
      ['2026-11-27T12:00:00.000Z', 10, 0],
      ['2026-11-27T12:01:00.000Z', 2, 1],
    ]);
  });

  it('says failing from the last 5 minutes only, and forgets what is older than 15', () => {
    let now = Date.parse('2026-11-27T12:00:00Z');
    const w = createSupplierWindow(() => now);
    for (let i = 0; i < 4; i++) w.record(call(5000, 'unavailable'));
    expect(w.healthOf('AVIS').state).toBe('fallando');
    now += 6 * 60_000;
    w.record(call(100));
    expect(w.healthOf('AVIS')).toMatchObject({ state: 'normal', calls: 5, errors: 4 });
    now += 15 * 60_000;
    expect(w.healthOf('AVIS')).toMatchObject({
      state: 'sin-llamadas',
      calls: 0,
      lastError: null,
      p50Ms: null,
    });
  });

  it('says failing after 3 failures in a row, though most of the last 5 minutes went well', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const w = createSupplierWindow(() => now);
    for (let i = 0; i < 12; i++) w.record(call(100));
    w.record(call(5000, 'unavailable'));
    w.record(call(20, 'aborted'));
    w.record(call(5000, 'unavailable'));
    expect(w.healthOf('AVIS').state).toBe('con-errores');
    w.record(call(5000, 'timeout'));
    expect(w.healthOf('AVIS')).toMatchObject({ state: 'fallando', calls: 16, errors: 3 });
    // one good answer ends the outage
    w.record(call(100));
    expect(w.healthOf('AVIS').state).toBe('con-errores');
  });
});
