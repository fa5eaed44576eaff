import { checkClientEntity, given, isAgenteAS, MESSAGES } from '@portal/domain';
import type { Db } from '../../../db/client';
import { badRequest, must } from '../../../errors';
import type { AuthUser } from '../../../plugins/auth';
import { userMayBookFor } from './repo';

/**
 * The client entity a booking is for (spec §6): AS agents must name one of theirs, others
 * may name one of theirs; null when none. Every booking call checks it the same way.
 */
export async function bookingEntityOf(
  db: Db,
  user: AuthUser,
  idEntidad: number | null | '' | undefined,
): Promise<number | null> {
  const id = given(idEntidad) ?? null;
  must(checkClientEntity({ isAgenteAS: isAgenteAS(user), idEntidad: id }));
  if (id !== null && !(await userMayBookFor(db, user.id, id)))
    throw badRequest(MESSAGES.clientEntityNotAllowed);
  return id;
}
