import type { FastifyInstance } from 'fastify';
import { isAgenteAS, MESSAGES } from '@portal/domain';
import { can } from '@portal/domain/admin/permissions';
import { statementRange, type TStatement, type TStatementQuery } from '@portal/domain/commerce/statement';
import { balanceOfSums, buildStatement } from '@portal/domain/commerce/statement-entries';
import { badRequest, notFound } from '../../../errors';
import type { AuthUser } from '../../../plugins/auth';
import { todayOf, type ModuleDeps } from '../../module-deps';
import { userMayBookFor } from '../entities/repo';
import { entityName, readPeriod } from './repo';

type Deps = Pick<ModuleDeps, 'db' | 'now' | 'tzAgency'> & { sessions: FastifyInstance['sessions'] };

/**
 * Who reads an entity's statement (issue 32, item 4): staff with 'cuentas.ver', any entity; an
 * AS agent, the entities they may book for; nobody else. The role is the database's now (as
 * the back office's guard reads it), not the token's.
 */
async function mayRead(deps: Deps, user: AuthUser, idEntidad: number): Promise<boolean> {
  const { nivel } = await deps.sessions.stateOf(user.id);
  if (can({ nivel }, 'cuentas.ver')) return true;
  return isAgenteAS({ nivel }) && userMayBookFor(deps.db, user.id, idEntidad);
}

/**
 * The statement of one entity, currency and period. One not to be read and one that does not
 * exist answer the same 404: the answer never tells who the agency's clients are.
 */
export async function statementOf(
  deps: Deps,
  user: AuthUser,
  idEntidad: number,
  query: Pick<TStatementQuery, 'desde' | 'hasta' | 'moneda'>,
): Promise<TStatement> {
  const razonSocial = (await mayRead(deps, user, idEntidad))
    ? await entityName(deps.db, idEntidad)
    : undefined;
  if (razonSocial === undefined) throw notFound(MESSAGES.statementNotFound);
  const range = statementRange(query, todayOf(deps));
  if (!range.ok) throw badRequest(range.message, [{ field: 'hasta', message: range.message }]);
  const { desde, hasta } = range;
  const period = await readPeriod(deps.db, {
    idEntidad,
    moneda: query.moneda,
    desde,
    hasta,
    tz: deps.tzAgency,
  });
  return buildStatement({
    header: { idEntidad, razonSocial, moneda: query.moneda, desde, hasta },
    saldoInicial: balanceOfSums(period.before),
    movements: period.movements,
  });
}
