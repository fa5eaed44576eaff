import { verify } from '@node-rs/argon2';
import { judgePassword } from '@portal/domain/admin/password-strength';
import { USER_MESSAGES, type TChangePassword } from '@portal/domain/admin/users';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { badRequest, unauthorized } from '../../../errors';
import type { AuthUser } from '../../../plugins/auth';
import { recordAudit } from '../../admin/audit';
import type { Sessions } from './sessions';
import { hashPassword } from './service';

type Deps = { db: Db; sessions: Sessions };

/**
 * A user changes their own password (issue 31, item 2): the current one proves it is them, the
 * new one must pass the strength judge and differ from it. A temporary password stops gating
 * the user's requests at once in this process (within 15 s in the others).
 */
export async function changeOwnPassword(deps: Deps, user: AuthUser, body: TChangePassword) {
  const [found] = await deps.db
    .select({ username: users.username, nombre: users.nombre, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!found) throw unauthorized();
  if (!(await verify(found.passwordHash, body.actual))) throw badRequest(USER_MESSAGES.currentWrong);
  if (body.nueva === body.actual) throw badRequest(USER_MESSAGES.sameAsCurrent);
  const verdict = judgePassword(body.nueva, [found.username, found.nombre]);
  if (!verdict.ok) throw badRequest(verdict.message!, [{ field: 'nueva', message: verdict.message }]);
  const passwordHash = await hashPassword(body.nueva);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, user, {
      action: 'usuario.cambiar-clave',
      target: 'usuario',
      targetId: user.id,
      summary: `${found.username} cambió su contraseña`,
    });
  });
  deps.sessions.forget(user.id);
}
