import { beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, users } from '../../../db/schema';
import { AppError } from '../../../errors';
import { loginBody, useTestApp } from '../../../test/app';
import { hashPassword, login } from './service';

// issue 29, item 5: after 10 bad passwords of one agent, every agent behind the same office
// address got 429. Failures now count per (user, address), with a ceiling per address.
const t = useTestApp();

const ANA = { username: 'ana.oficina', password: 'ana-clave-1' };
const BETO = { username: 'beto.oficina', password: 'beto-clave-1' };
const wrong = (c: { username: string }) => ({ ...c, password: 'tipeo-mal' });

beforeAll(async () => {
  await t.db.insert(users).values(
    await Promise.all(
      [ANA, BETO].map(async (c) => ({
        username: c.username,
        nombre: c.username,
        passwordHash: await hashPassword(c.password),
        nivel: 2,
        uwsId: 1001,
      })),
    ),
  );
});

// The service with a pinned clock: the one-minute window is walked through without waiting.
const T0 = Date.parse('2026-03-02T12:00:00Z');
let now = T0;
const at = (seconds: number) => (now = T0 + seconds * 1000);
const attempt = async (c: { username: string; password: string }, ip: string) => {
  const deps = {
    db: t.db,
    tokens: t.app.tokens,
    clientId: t.config.loginClientId,
    clientSecret: t.config.loginClientSecret,
    clock: () => new Date(now),
  };
  try {
    await login(deps, { ...loginBody(c), grantType: 'password' }, ip);
    return { status: 200, message: '' };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.statusCode, message: err.message };
  }
};
const waitMessage = (wait: string) =>
  `Demasiados intentos de inicio de sesión. Espere ${wait} e intente de nuevo.`;

describe('failed logins per user and address, with a ceiling per address', () => {
  it("one agent's typos lock out that agent at that address for the rest of the minute, not the office", async () => {
    const office = '10.20.0.1';
    for (let s = 0; s < 10; s++) {
      at(s);
      expect(await attempt(wrong(ANA), office)).toEqual({ status: 401, message: 'Credenciales invalidas' });
    }
    at(30);
    expect(await attempt(ANA, office)).toEqual({ status: 429, message: waitMessage('30 segundos') });
    expect((await attempt(BETO, office)).status).toBe(200);
    at(59);
    expect(await attempt(ANA, office)).toEqual({ status: 429, message: waitMessage('1 segundo') });
    at(60); // the first typo has left the window
    expect((await attempt(ANA, office)).status).toBe(200);
  });

  it('stops a sweep over many usernames from one address at 100 failures a minute', async () => {
    const sweeper = '10.21.0.1';
    at(1000);
    // 98 failures of the sweep are written as the service writes them (each would cost an
    // argon2 verification: 100 real ones took 30 s on a loaded machine); the last two are real.
    await t.db
      .insert(loginFailures)
      .values(Array.from({ length: 98 }, () => ({ subject: `ip:${sweeper}`, at: new Date(now) })));
    for (const n of [98, 99])
      expect((await attempt(wrong({ username: `barrido${n}` }), sweeper)).status).toBe(401);
    expect(await attempt(BETO, sweeper)).toEqual({ status: 429, message: waitMessage('60 segundos') });
    expect((await attempt(BETO, '10.21.0.2')).status).toBe(200);
    at(1060);
    expect((await attempt(BETO, sweeper)).status).toBe(200);
  });
});

describe('the address the limits count by', () => {
  const post = (c: object, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/main/loginweb',
      payload: loginBody(c as typeof ANA),
      remoteAddress: '10.22.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores a forged X-Forwarded-For without TRUST_PROXY: it neither resets the count nor blocks others', async () => {
    for (let i = 0; i < 10; i++) expect((await post(wrong(ANA), `203.0.113.${i}`)).statusCode).toBe(401);
    const blocked = await post(ANA, '203.0.113.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Demasiados intentos de inicio de sesión\. Espere \d+ segundos?/);
    expect((await post(BETO, '203.0.113.0')).statusCode).toBe(200);
  });
});
