import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema-admin';
import { userEntities, users } from '../../../db/schema';
import { loginBody, type Headers } from '../../../test/app';

// Factories of the users tests: the calls as the portal makes them, and what a refused call
// must leave untouched.

type App = FastifyInstance;

export const newSeller = (username: string, extra: object = {}) => ({
  username,
  nombre: 'Lucía Fernández',
  nivel: 1,
  uws: 1200,
  ...extra,
});

export const createUser = (app: App, admin: Headers, body: object) =>
  app.inject({ method: 'POST', url: '/api/admin/usuarios', headers: admin, payload: body });

export const editUser = (app: App, admin: Headers, id: number, body: object) =>
  app.inject({ method: 'PATCH', url: `/api/admin/usuarios/${id}`, headers: admin, payload: body });

export const resetPassword = (app: App, admin: Headers, id: number) =>
  app.inject({ method: 'POST', url: `/api/admin/usuarios/${id}/restablecer-clave`, headers: admin });

export const listUsers = (app: App, admin: Headers, query = '') =>
  app.inject({ method: 'GET', url: `/api/admin/usuarios?${query}`, headers: admin });

// Each caller its own address, so the failed logins some tests make count for nobody else.
let address = 0;
export const login = (app: App, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/main/loginweb',
    payload: loginBody({ username, password }),
    remoteAddress: `10.31.2.${++address % 250}`,
  });

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

export const changePassword = (app: App, headers: Headers, body: object) =>
  app.inject({ method: 'POST', url: '/api/main/cambiar-clave', headers, payload: body });

export const myReservations = (app: App, headers: Headers) =>
  app.inject({ method: 'GET', url: '/api/main/reservas', headers });

/** What a refused call must not have changed: every user, their links and the audit log. */
export async function snapshot(db: Db) {
  const [u, l, a] = await Promise.all([
    db.select().from(users).orderBy(users.id),
    db.select().from(userEntities).orderBy(userEntities.userId, userEntities.idEntidad),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog),
  ]);
  return { users: u, links: l, audit: a[0]?.n };
}
