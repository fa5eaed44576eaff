import { describe, expect, it } from 'vitest';
import { scrapeVerdict, startMetricsListener, type MetricsAccess } from './metrics-access';

const TOKEN = 'a-token-of-twenty-chars';
const access = (o: Partial<MetricsAccess> = {}): MetricsAccess => ({
  token: undefined,
  port: undefined,
  host: '127.0.0.1',
  bookingsCacheMs: 0,
  production: false,
  ...o,
});
const local = { authorization: undefined, ip: '127.0.0.1', ownPort: false };
const remote = { ...local, ip: '203.0.113.9' };

describe('who may scrape /metrics', () => {
  it('outside production with nothing configured: this machine only', () => {
    expect(scrapeVerdict(access(), local)).toBe('allow');
    expect(scrapeVerdict(access(), { ...local, ip: '::1' })).toBe('allow');
    expect(scrapeVerdict(access(), { ...local, ip: '::ffff:127.0.0.1' })).toBe('allow');
    expect(scrapeVerdict(access(), remote)).toBe('not_found');
  });

  it('in production with nothing configured: nobody, not even this machine', () => {
    expect(scrapeVerdict(access({ production: true }), local)).toBe('not_found');
  });

  it('with a token: whoever sends it as a bearer, from anywhere', () => {
    const a = access({ token: TOKEN, production: true });
    expect(scrapeVerdict(a, { ...remote, authorization: `Bearer ${TOKEN}` })).toBe('allow');
    expect(scrapeVerdict(a, { ...local, authorization: TOKEN })).toBe('unauthorized');
    expect(scrapeVerdict(a, local)).toBe('unauthorized');
  });

  it('with a port of its own: there only, the API port answers 404', () => {
    const a = access({ port: 9464, production: true });
    expect(scrapeVerdict(a, local)).toBe('not_found');
    expect(scrapeVerdict(a, { ...remote, ownPort: true })).toBe('allow');
  });
});

describe('the metrics listener of its own', () => {
  it('serves GET /metrics only, asking for the token when one is set', async () => {
    const listener = await startMetricsListener({ ...access({ token: TOKEN }), port: 0 }, async () => ({
      contentType: 'text/plain; version=0.0.4',
      text: 'up 1\n',
    }));
    const base = `http://127.0.0.1:${listener.address().port}`;
    try {
      const ok = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect([ok.status, await ok.text()]).toEqual([200, 'up 1\n']);
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const other = await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(other.status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
