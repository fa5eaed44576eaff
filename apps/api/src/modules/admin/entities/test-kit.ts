import { and, eq, sql } from 'drizzle-orm';
import type { TEntityRow } from '@portal/domain/admin/entities';
import { ADMIN, authHeader, type Headers, type TestHandle } from '../../../test/app';
import { entities, userEntities, users } from '../../../db/schema';
import { auditLog } from '../../../db/schema-admin';

// Factories of the back-office entity suites: the admin's calls and what the tables hold.

export const entitiesKit = (t: TestHandle) => {
  let admin: Headers | undefined;
  const headers = async () => (admin ??= await authHeader(t.app, ADMIN));
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, as?: Headers) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: as ?? (await headers()), payload });
  return {
    list: (query = '', as?: Headers) => call('GET', `/entidades${query ? `?${query}` : ''}`, undefined, as),
    agents: (as?: Headers) => call('GET', '/entidades/agentes', undefined, as),
    create: (body: object, as?: Headers) => call('POST', '/entidades', body, as),
    edit: (id: number | string, body: object, as?: Headers) => call('PATCH', `/entidades/${id}`, body, as),
    /** what the database holds, to show a refused call wrote nothing */
    snapshot: async () => ({
      entities: await t.db.select().from(entities).orderBy(entities.idEntidad),
      links: await t.db.select().from(userEntities).orderBy(userEntities.userId, userEntities.idEntidad),
      audit: (
        await t.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(auditLog)
          .where(eq(auditLog.target, 'entidad'))
      )[0]!.n,
    }),
    auditOf: (id: number) =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, 'entidad'), eq(auditLog.targetId, String(id))))
        .orderBy(auditLog.id),
    idOf: async (razonSocial: string) =>
      (await t.db.select().from(entities).where(eq(entities.razonSocial, razonSocial)))[0]!.idEntidad,
    /** an AS agent of the test's own, linked to the given entities */
    addAgent: async (o: { username: string; active?: boolean; entities?: number[] }) => {
      const [user] = await t.db
        .insert(users)
        .values({
          username: o.username,
          nombre: `Agente ${o.username}`,
          passwordHash: 'x',
          nivel: 2,
          uwsId: 1001,
          active: o.active ?? true,
        })
        .returning();
      if (o.entities?.length)
        await t.db
          .insert(userEntities)
          .values(o.entities.map((idEntidad) => ({ userId: user!.id, idEntidad })));
      return user!;
    },
  };
};

export type TEntityPage = { items: TEntityRow[]; total: number; page: number; perPage: number };
