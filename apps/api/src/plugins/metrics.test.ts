import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { reservations } from '../db/schema';
import { insertPendingRow } from '../test/reservation-rows';
import { useTestApp } from '../test/app';

const TOKEN = 'scrape-token-0123456789';
const t = useTestApp({
  metrics: { ...testConfig().metrics, token: TOKEN, bookingsCacheMs: 0 },
});

const scrape = async (authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The value of one sample line, e.g. `name{a="b"} 3` → 3; undefined when there is none. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers 401 without the token or with another, Prometheus text with it', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect([none.statusCode, none.headers['www-authenticate']]).toEqual([401, 'Bearer']);
    expect(none.json().message).toMatch(/token de métricas/);
    expect((await scrape('Bearer scrape-token-0123456788')).statusCode).toBe(401);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    // event-loop lag comes with the process metrics
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('times requests by route pattern, never by the raw URL', async () => {
    const url = '/api/main/reservas/987654321';
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.vendedor });
      expect(res.statusCode).toBe(404);
    }
    const { body } = await scrape();
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/main/reservas/:id",status_code="404"}';
    expect(sample(body, series)).toBe(2);
    expect(body).not.toContain('987654321');
    // an unknown path is one series, whatever its URL
    await t.app.inject({ method: 'GET', url: '/api/nada/123' });
    const after = (await scrape()).body;
    expect(after).not.toContain('/api/nada');
    expect(after).toMatch(/route="\(unmatched\)",status_code="404"/);
  });

  it('counts supplier calls by supplier and outcome', async () => {
    const series = 'supplier_call_duration_seconds_count{supplier="AVIS",outcome="ok"}';
    const before = sample((await scrape()).body, series) ?? 0;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cars/locations/?brand=AVIS&destino=orlando',
      headers: t.vendedor,
    });
    expect(res.statusCode).toBe(200);
    expect(sample((await scrape()).body, series)).toBe(before + 1);
  });

  it('counts bookings by module and status', async () => {
    const userId = t.ids.vendedor;
    const [a] = [await insertPendingRow(t.db, { userId }), await insertPendingRow(t.db, { userId })];
    await insertPendingRow(t.db, { userId });
    await t.db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, a));
    const { body } = await scrape();
    expect(sample(body, 'portal_bookings{module="tickets",status="pending"}')).toBe(2);
    expect(sample(body, 'portal_bookings{module="tickets",status="confirmed"}')).toBe(1);
  });

  it("shows the PostgreSQL pool's connections, and no pool on the embedded database", async () => {
    const { body } = await scrape();
    if (t.database.driver === 'pg') {
      expect(sample(body, 'db_pool_max_connections')).toBe(10);
      expect(sample(body, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(body).not.toContain('db_pool_');
    }
  });
});
