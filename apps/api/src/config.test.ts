import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, needsSandbox, withSandbox } from './config';

describe('loadConfig', () => {
  it('names every wrong variable', () => {
    const load = () =>
      loadConfig({
        PORT: 'abc',
        SUPPLIER_HBSI_URL: 'ftp://x',
        SUPPLIER_UNIVERSAL_TIMEOUT_MS: '0',
        TZ_AGENCY: 'Marte/Olimpo',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/SUPPLIER_HBSI_URL/);
    expect(load).toThrow(/SUPPLIER_UNIVERSAL_TIMEOUT_MS/);
    expect(load).toThrow(/TZ_AGENCY/);
  });

  it('points each supplier at its own URL, else at the simulator, else leaves it for `npm start` to fill', () => {
    const own = loadConfig({ SUPPLIER_HBSI_URL: 'https://hbsi.example/api', SUPPLIER_HBSI_KEY: 'k1' });
    expect(loadConfig({ SUPPLIER_HBSI_USER: 'agencia-42' }).suppliers.HBSI.user).toBe('agencia-42');
    expect(own.suppliers.HBSI).toEqual({
      url: 'https://hbsi.example/api',
      apiKey: 'k1',
      user: 'portal',
      timeoutMs: 5000,
    });
    expect(own.suppliers.OMNIBEES.url).toBeUndefined();
    expect(needsSandbox(own)).toBe(true);
    const filled = withSandbox(own, 'http://127.0.0.1:4100');
    expect([filled.suppliers.OMNIBEES.url, filled.suppliers.HBSI.url]).toEqual([
      'http://127.0.0.1:4100/omnibees',
      'https://hbsi.example/api',
    ]);
    expect(needsSandbox(filled)).toBe(false);
    const sandbox = loadConfig({ SANDBOX_URL: 'http://sim:9000/', SUPPLIER_TIMEOUT_MS: '800' });
    expect(sandbox.suppliers.DISNEY).toEqual({
      url: 'http://sim:9000/wdw',
      apiKey: 'sandbox-disney',
      user: 'portal',
      timeoutMs: 800,
    });
  });

  it('requires JWT_SECRET in production and leaves it unset elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({}).jwtSecret).toBeUndefined();
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).seedDemo).toBe(false);
  });

  it('trusts a number of proxy hops or a list of addresses, never everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('resolves DATA_DIR against the folder npm was run from', () => {
    expect(loadConfig({ INIT_CWD: '/srv/portal' }).dataDir).toBe('/srv/portal/data');
    expect(loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: '/var/lib/portal' }).dataDir).toBe(
      '/var/lib/portal',
    );
  });

  it("names the voucher's agency, with the shipped logo unless AGENCY_LOGO_PATH says another", () => {
    const shipped = loadConfig({}).agency;
    expect(shipped.name).toBe('Mundo Travel');
    expect(fs.existsSync(shipped.logoPath)).toBe(true);
    expect(
      loadConfig({ INIT_CWD: '/srv/portal', AGENCY_NAME: 'Viajes Sur', AGENCY_LOGO_PATH: 'logo.png' }).agency,
    ).toEqual({
      name: 'Viajes Sur',
      logoPath: '/srv/portal/logo.png',
    });
  });

  it('guards /metrics with a token of 16 characters or more, or serves it on a port of its own', () => {
    expect(loadConfig({}).metrics).toEqual({
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
      bookingsCacheMs: 5000,
    });
    const set = loadConfig({ METRICS_TOKEN: 'x'.repeat(16), METRICS_PORT: '9464', METRICS_HOST: '10.0.0.2' });
    expect(set.metrics).toMatchObject({ token: 'x'.repeat(16), port: 9464, host: '10.0.0.2' });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
