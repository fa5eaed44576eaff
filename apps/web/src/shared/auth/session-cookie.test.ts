import type { TLoginResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  clearSessionCookie,
  parseSession,
  readSessionCookie,
  sessionFromLogin,
  writeSessionCookie,
} from '@/shared/auth/session-cookie';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const FIFTY_MINUTES = 50 * 60_000;

const loginAnswer = (nivel: number): TLoginResponse => ({
  data: { user: { id: 7, nombre: 'Ana Pérez', nivel, uws: 31 } },
  accesos: { token: 'jwt-token' },
});

describe('sessionFromLogin', () => {
  it('builds the spec §3 session with its aliases and a 50-minute expiry', () => {
    expect(sessionFromLogin(loginAnswer(1), NOW)).toEqual({
      id: 7,
      nombre: 'Ana Pérez',
      nivel: 1,
      uws: 31,
      token: 'jwt-token',
      idUser: 7,
      idUWS: 31,
      isAgenteAS: false,
      expiresAt: NOW + FIFTY_MINUTES,
    });
  });

  it('flags nivel 2 as an AS agent', () => {
    expect(sessionFromLogin(loginAnswer(2), NOW).isAgenteAS).toBe(true);
  });
});

describe('userLogged cookie', () => {
  it('round-trips the session through document.cookie as JSON, without its token', () => {
    const { token, ...shown } = sessionFromLogin(loginAnswer(2), Date.now());
    writeSessionCookie({ token, ...shown });
    expect(document.cookie).toContain('userLogged=');
    expect(document.cookie).not.toContain('jwt-token');
    expect(readSessionCookie()).toEqual(shown);
  });

  it('reads nothing once 50 minutes have passed', () => {
    const { token: _token, ...session } = sessionFromLogin(loginAnswer(1), NOW);
    const raw = JSON.stringify(session);
    expect(parseSession(raw, NOW + FIFTY_MINUTES - 1)).toEqual(session);
    expect(parseSession(raw, NOW + FIFTY_MINUTES)).toBeNull();
  });

  it('reads nothing after logout clears the cookie', () => {
    writeSessionCookie(sessionFromLogin(loginAnswer(1), Date.now()));
    clearSessionCookie();
    expect(readSessionCookie()).toBeNull();
  });

  it.each([
    undefined,
    '',
    'not json',
    '{"nombre":"x"}',
    JSON.stringify({ ...sessionFromLogin(loginAnswer(1), NOW + FIFTY_MINUTES), idUWS: '31' }),
  ])('rejects a malformed cookie %j', (raw) => expect(parseSession(raw, NOW)).toBeNull());
});
