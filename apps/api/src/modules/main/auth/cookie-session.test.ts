import { describe, expect, it } from 'vitest';
import { loginBody, useTestApp, VENDEDOR } from '../../../test/app';

// issue 10, finding 12: the portal's token lives in an HttpOnly cookie; writes need the CSRF token.
const t = useTestApp();

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string };

const logIn = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/main/loginweb', payload: loginBody(VENDEDOR) });
  expect(res.statusCode).toBe(200);
  const cookies = res.cookies as Cookie[];
  const byName = (name: string) => cookies.find((c) => c.name === name)!;
  return {
    token: res.json().accesos.token as string,
    session: byName('portal_session'),
    csrf: byName('portal_csrf'),
  };
};
const cookieHeader = (...cookies: Cookie[]) => ({
  cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
});
const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/main/logout', headers });
const list = (headers: Record<string, string>) => t.app.inject({ url: '/api/main/reservas', headers });

describe('the login cookies', () => {
  it('keep the token where page scripts cannot read it, sent to the API and the pages the server renders', async () => {
    const { token, session, csrf } = await logIn();
    expect(session).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(csrf.value).not.toContain(token);
  });

  it('authenticate reads by the cookie alone', async () => {
    const { session, csrf } = await logIn();
    expect((await list(cookieHeader(session, csrf))).statusCode).toBe(200);
    expect((await list({})).statusCode).toBe(401);
  });

  it('refuse a write by the cookie without the CSRF token, or with another session’s', async () => {
    const { session, csrf } = await logIn();
    const other = await logIn();
    const refused = await logout(cookieHeader(session, csrf));
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      expect.stringMatching(/verificación/),
    ]);
    expect((await logout({ ...cookieHeader(session), 'x-csrf-token': other.csrf.value })).statusCode).toBe(
      403,
    );
    expect((await list(cookieHeader(session))).statusCode).toBe(200);
    const out = await logout({ ...cookieHeader(session), 'x-csrf-token': csrf.value });
    expect(out.statusCode).toBe(204);
    expect((out.cookies as Cookie[]).map((c) => [c.name, c.value, c.path])).toEqual([
      ['portal_session', '', '/'],
      // the one a browser may hold from before issue 34, when the token went to /api alone
      ['portal_session', '', '/api'],
      ['portal_csrf', '', '/'],
    ]);
    expect((await list(cookieHeader(session))).statusCode).toBe(401);
  });

  it('leave bearer clients as the spec describes them: no CSRF token needed', async () => {
    const { token } = await logIn();
    expect((await logout({ authorization: `Bearer ${token}` })).statusCode).toBe(204);
  });
});
