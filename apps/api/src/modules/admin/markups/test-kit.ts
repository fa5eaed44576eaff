import { and, eq, sql } from 'drizzle-orm';
import type { TMarkupRule } from '@portal/domain/commerce/markup-schemas';
import { ADMIN, authHeader, type Headers, type TestHandle } from '../../../test/app';
import { entities } from '../../../db/schema';
import { auditLog } from '../../../db/schema-admin';
import { markups } from '../../../db/schema-commerce';

// Factories of the markup suites: the admin's calls, an entity of the test's own, and what
// the tables hold (to show a refused call wrote nothing).

export const markupsKit = (t: TestHandle) => {
  let admin: Headers | undefined;
  const headers = async () => (admin ??= await authHeader(t.app, ADMIN));
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as?: Headers,
  ) => t.app.inject({ method, url: `/api/admin${url}`, headers: as ?? (await headers()), payload });
  return {
    list: (query = '', as?: Headers) => call('GET', `/margenes${query ? `?${query}` : ''}`, undefined, as),
    create: (body: object, as?: Headers) => call('POST', '/margenes', body, as),
    replace: (id: number | string, body: object, as?: Headers) => call('PUT', `/margenes/${id}`, body, as),
    remove: (id: number | string, as?: Headers) => call('DELETE', `/margenes/${id}`, undefined, as),
    /** a rule created through the API, as it answered */
    created: async (body: object): Promise<TMarkupRule> => {
      const res = await call('POST', '/margenes', body);
      if (res.statusCode !== 201) throw new Error(`alta de regla: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    /** an entity of the test's own, so that no other suite's rule or seed touches it */
    entity: async (razonSocial: string) =>
      (await t.db.insert(entities).values({ razonSocial }).returning())[0]!.idEntidad,
    snapshot: async () => ({
      rules: await t.db.select().from(markups).orderBy(markups.id),
      audit: (
        await t.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(auditLog)
          .where(eq(auditLog.target, 'margen'))
      )[0]!.n,
    }),
    auditOf: (id: number) =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, 'margen'), eq(auditLog.targetId, String(id))))
        .orderBy(auditLog.id),
  };
};
