import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('names every wrong variable', () => {
    const load = () => loadConfig({ PORT: 'abc', SUPPLIER_HBSI_FAIL_RATE: '2', TZ_AGENCY: 'Marte/Olimpo' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/SUPPLIER_HBSI_FAIL_RATE/);
    expect(load).toThrow(/TZ_AGENCY/);
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
});
