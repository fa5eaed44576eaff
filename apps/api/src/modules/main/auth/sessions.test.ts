import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from '../../../config';
import { users } from '../../../db/schema';
import { authHeader, useTestApp, type Headers } from '../../../test/app';
import { hashPassword } from './service';

// issue 10, finding 5: a token is only as good as its user's state and session.
const t = useTestApp();
const key = new TextEncoder().encode(TEST_JWT_SECRET);
const list = (headers: Headers) => t.app.inject({ url: '/api/main/reservas', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const forged = (claims: { sub?: string; exp?: boolean }) => {
  let jwt = new SignJWT({ nombre: 'X', nivel: 1, uws: 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('portal-reservas')
    .setJti(crypto.randomUUID())
    .setIssuedAt();
  if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
  if (claims.exp !== false) jwt = jwt.setExpirationTime('10m');
  return jwt.sign(key);
};

let seq = 0;
/** A new active user of our own, logged in. */
const newUser = async () => {
  const username = `sesion${++seq}${Date.now().toString(36)}`;
  const [row] = await t.db
    .insert(users)
    .values({ username, nombre: 'Prueba', passwordHash: await hashPassword('clave12345'), uwsId: 1002 })
    .returning();
  const credentials = { username, password: 'clave12345' };
  return { id: row!.id, credentials, headers: await authHeader(t.app, credentials) };
};

describe('bearer tokens', () => {
  it('are refused without an expiry, with a subject that is not a user id, or for a user that does not exist', async () => {
    const { id } = await newUser();
    expect((await list(bearer(await forged({ sub: String(id) })))).statusCode).toBe(200);
    expect((await list(bearer(await forged({ sub: String(id), exp: false })))).statusCode).toBe(401);
    expect((await list(bearer(await forged({ sub: 'abc' })))).statusCode).toBe(401);
    expect((await list(bearer(await forged({})))).statusCode).toBe(401);
    expect((await list(bearer(await forged({ sub: '999999' })))).statusCode).toBe(401);
  });

  it('stop working for a user deactivated since', async () => {
    const { id, headers } = await newUser();
    await t.db.update(users).set({ active: false }).where(eq(users.id, id));
    const res = await list(headers);
    expect([res.statusCode, res.json().message]).toEqual([401, expect.any(String)]);
  });
});

describe('POST /api/main/logout', () => {
  it("ends the session on the server: the token is refused afterwards, the user's other sessions go on", async () => {
    const { headers, credentials } = await newUser();
    const otherDevice = await authHeader(t.app, credentials);
    expect((await list(headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/main/logout', headers });
    expect(out.statusCode).toBe(204);
    expect((await list(headers)).statusCode).toBe(401);
    expect((await list(otherDevice)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/main/logout' })).statusCode).toBe(401);
    expect((await list(await authHeader(t.app, credentials))).statusCode).toBe(200);
  });
});

describe('POST /api/main/renovar-sesion (issue 11, item 7)', () => {
  const renew = (headers: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/main/renovar-sesion', headers });
  const expOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;

  it('gives an active session a new 50-minute token, and its cookies', async () => {
    const { headers } = await newUser();
    const before = Math.floor(Date.now() / 1000);
    const res = await renew(headers);
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json().accesos;
    expect(expOf(token)).toBeGreaterThanOrEqual(before + 50 * 60);
    // and the token's cookie of before issue 34 (path /api) is cleared, so it cannot shadow the new one
    expect(res.cookies.map((c) => `${c.name} ${c.path} ${c.value ? 'set' : 'cleared'}`).sort()).toEqual([
      'portal_csrf / set',
      'portal_session / set',
      'portal_session /api cleared',
    ]);
    expect((await list(bearer(token))).statusCode).toBe(200);
    // requests already on their way with the token renewed from still work
    expect((await list(headers)).statusCode).toBe(200);
  });

  it('renews no session that is over: without a token, or after its logout', async () => {
    expect((await renew({})).statusCode).toBe(401);
    const { headers } = await newUser();
    await t.app.inject({ method: 'POST', url: '/api/main/logout', headers });
    expect((await renew(headers)).statusCode).toBe(401);
  });

  it('a logout ends every token of the login, renewed ones and the one renewed from', async () => {
    const { headers, credentials } = await newUser();
    const renewed = bearer((await renew(headers)).json().accesos.token);
    const again = bearer((await renew(renewed)).json().accesos.token);
    const otherLogin = await authHeader(t.app, credentials);
    expect((await t.app.inject({ method: 'POST', url: '/api/main/logout', headers: again })).statusCode).toBe(
      204,
    );
    for (const h of [headers, renewed, again]) expect((await list(h)).statusCode).toBe(401);
    expect((await list(otherLogin)).statusCode).toBe(200);
  });
});
