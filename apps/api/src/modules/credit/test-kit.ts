import { expect } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { TCreditLine } from '@portal/domain/commerce/credit';
import { ADMIN, authHeader, type Headers, type TestHandle } from '../../test/app';
import { auditLog } from '../../db/schema-admin';
import { creditLines, entityPayments } from '../../db/schema-commerce';

// Factories of the credit suites (issue 32, items 2-3): the back office's calls, the agent's,
// and what the tables hold.

type Method = 'GET' | 'PUT' | 'POST';

export const creditKit = (t: TestHandle) => {
  let admin: Headers | undefined;
  const headers = async () => (admin ??= await authHeader(t.app, ADMIN));
  const call = async (method: Method, url: string, payload?: object, as?: Headers) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: as ?? (await headers()), payload });
  const credit = (id: number | string, as?: Headers) =>
    call('GET', `/entidades/${id}/credito`, undefined, as);
  /** one currency's line, as staff read it */
  const line = async (id: number, moneda: 'USD' | 'ARS'): Promise<TCreditLine> => {
    const res = await credit(id);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().lineas as TCreditLine[]).find((l) => l.moneda === moneda)!;
  };
  return {
    admin: headers,
    credit,
    line,
    setLimit: (id: number | string, body: object, as?: Headers) =>
      call('PUT', `/entidades/${id}/credito`, body, as),
    /** sets a limit and checks it was taken */
    limit: async (id: number, moneda: 'USD' | 'ARS', limite: number | null) => {
      const res = await call('PUT', `/entidades/${id}/credito`, { moneda, limite });
      expect(res.statusCode, res.body).toBe(200);
    },
    pay: (id: number | string, body: object, as?: Headers) =>
      call('POST', `/entidades/${id}/pagos`, body, as),
    payments: (id: number | string, query = '', as?: Headers) =>
      call('GET', `/entidades/${id}/pagos${query ? `?${query}` : ''}`, undefined, as),
    agentCredit: (id: number | string, as: Headers = t.agente) =>
      t.app.inject({ method: 'GET', url: `/api/main/entidades/${id}/credito`, headers: as }),
    /** what the tables hold, to show a refused call wrote nothing */
    snapshot: async () => ({
      lines: await t.db.select().from(creditLines).orderBy(creditLines.idEntidad, creditLines.currency),
      payments: await t.db.select().from(entityPayments).orderBy(entityPayments.id),
      audit: (
        await t.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(auditLog)
          .where(inArray(auditLog.target, ['credito', 'pago']))
      )[0]!.n,
    }),
  };
};
