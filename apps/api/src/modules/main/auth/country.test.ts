import { describe, expect, it } from 'vitest';
import { AGENTE, loginBody, useTestApp } from '../../../test/app';

// spec §7 country lookup, 'compared with PE' (issue 11, item 14): from the client's address,
// through an offline database, with TRUST_PROXY deciding which address is the client's.
const LIMA = '200.48.225.130';
const BUENOS_AIRES = '190.210.1.1';

describe('the client country, no proxy trusted (the default)', () => {
  const t = useTestApp();

  it('comes with the session at login: PE from Lima, AR from Buenos Aires', async () => {
    const from = async (remoteAddress: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/main/loginweb',
          payload: loginBody(AGENTE),
          remoteAddress,
        })
      ).json().data.pais;
    expect(await from(LIMA)).toBe('PE');
    expect(await from(BUENOS_AIRES)).toBe('AR');
  });

  it('GET /api/main/country answers it; a private address is the home country', async () => {
    const country = (remoteAddress: string) => t.app.inject({ url: '/api/main/country', remoteAddress });
    expect((await country(LIMA)).json()).toEqual({ country: 'PE', source: 'geoip' });
    expect((await country('10.0.0.7')).json()).toEqual({ country: 'AR', source: 'default' });
  });

  it('does not believe X-Forwarded-For from a client', async () => {
    const res = await t.app.inject({
      url: '/api/main/country',
      remoteAddress: BUENOS_AIRES,
      headers: { 'x-forwarded-for': LIMA },
    });
    expect(res.json().country).toBe('AR');
  });
});

describe('the client country behind one trusted proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({ trustProxy: 1 });

  it('takes the address the proxy forwarded', async () => {
    const res = await t.app.inject({
      url: '/api/main/country',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': LIMA },
    });
    expect(res.json()).toEqual({ country: 'PE', source: 'geoip' });
  });
});
