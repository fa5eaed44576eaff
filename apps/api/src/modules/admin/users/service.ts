import { ADMIN_NIVEL, roleLabel } from '@portal/domain/admin/permissions';
import {
  USER_MESSAGES,
  userEntitiesError,
  type TUserCreate,
  type TUserEdit,
  type TUserRow,
} from '@portal/domain/admin/users';
import { AS_AGENT_NIVEL } from '@portal/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../errors';
import type { Sessions } from '../../main/auth/sessions';
import { hashPassword } from '../../main/auth/service';
import { recordAudit, type Actor } from '../audit';
import { insertUser, replaceEntities, unusableEntities, updateUser, userRow } from './repo';
import { temporaryPassword } from './temporary-password';

export type UsersDeps = { db: Db; sessions: Sessions };

/**
 * Client entities belong to AS agents only (spec §6), who need at least one to book; an
 * entity newly linked must be active (a link kept from before may outlive its entity's
 * deactivation). Checked before anything is written.
 */
async function checkEntities(db: DbOrTx, nivel: number, ids: number[], kept: number[] = []) {
  const broken = userEntitiesError(nivel, ids);
  if (broken) throw badRequest(broken);
  const added = ids.filter((id) => !kept.includes(id));
  if ((await unusableEntities(db, added)).length > 0) throw badRequest(USER_MESSAGES.entityInactive);
}

const unique = (ids: number[] = []) => [...new Set(ids)];

/** Creates a user with a temporary password, answered this once and never kept in clear. */
export async function createUser(deps: UsersDeps, actor: Actor, input: TUserCreate) {
  const entidades = unique(input.entidades);
  await checkEntities(deps.db, input.nivel, entidades);
  const claveTemporal = temporaryPassword([input.username, input.nombre]);
  const passwordHash = await hashPassword(claveTemporal);
  const row = await deps.db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      username: input.username,
      nombre: input.nombre,
      nivel: input.nivel,
      uwsId: input.uws,
      passwordHash,
    });
    if (id === undefined) throw new AppError(409, USER_MESSAGES.usernameTaken);
    await replaceEntities(tx, id, entidades);
    const created = (await userRow(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'usuario.crear',
      target: 'usuario',
      targetId: id,
      summary: `Alta del usuario ${created.username} (${roleLabel(created.nivel)})`,
      after: created,
    });
    return created;
  });
  return { ...row, claveTemporal };
}

/** What an edit changes of the user: only what was sent, and the links a role change voids. */
function changeOf(before: TUserRow, edit: TUserEdit) {
  const nivel = edit.nivel ?? before.nivel;
  const current = before.entidades.map((e) => e.idEntidad);
  const entidades = edit.entidades ? unique(edit.entidades) : nivel === AS_AGENT_NIVEL ? current : [];
  const columns = {
    ...(edit.nombre === undefined ? {} : { nombre: edit.nombre }),
    ...(edit.nivel === undefined ? {} : { nivel: edit.nivel }),
    ...(edit.uws === undefined ? {} : { uwsId: edit.uws }),
    ...(edit.active === undefined ? {} : { active: edit.active }),
  };
  const linksChange = edit.entidades !== undefined || nivel !== before.nivel;
  return { nivel, current, entidades, columns, linksChange };
}

const actionOf = (before: TUserRow, after: TUserRow) =>
  before.active === after.active
    ? 'usuario.editar'
    : after.active
      ? 'usuario.reactivar'
      : 'usuario.desactivar';

const editSummary = (before: TUserRow, after: TUserRow) => {
  if (before.active !== after.active)
    return `${after.active ? 'Reactivación' : 'Desactivación'} del usuario ${after.username}`;
  return `Edición del usuario ${after.username}`;
};

/**
 * Edits, deactivates or reactivates a user. An administrator cannot deactivate or demote
 * themselves (the back office would be left without them mid-session).
 */
export async function editUser(deps: UsersDeps, actor: Actor, id: number, edit: TUserEdit) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await userRow(tx, id, { lock: true });
    if (!before) throw notFound('No se encontró el usuario');
    const demoted = edit.nivel !== undefined && edit.nivel !== before.nivel && before.nivel === ADMIN_NIVEL;
    if (id === actor.id && (edit.active === false || demoted)) throw badRequest(USER_MESSAGES.notYourself);
    const { nivel, current, entidades, columns, linksChange } = changeOf(before, edit);
    if (linksChange) await checkEntities(tx, nivel, entidades, current);
    if (Object.keys(columns).length > 0) await updateUser(tx, id, columns);
    if (linksChange) await replaceEntities(tx, id, entidades);
    const after = (await userRow(tx, id))!;
    // a save that changed nothing leaves no entry to read past in the log
    if (JSON.stringify(after) === JSON.stringify(before)) return after;
    await recordAudit(tx, actor, {
      action: actionOf(before, after),
      target: 'usuario',
      targetId: id,
      summary: editSummary(before, after),
      before,
      after,
    });
    return after;
  });
  // this process applies a new role or a deactivation at once; the others within 15 s
  deps.sessions.forget(id);
  return row;
}

/** A new temporary password the user must change at their next login. */
export async function resetPassword(deps: UsersDeps, actor: Actor, id: number) {
  const target = await userRow(deps.db, id);
  if (!target) throw notFound('No se encontró el usuario');
  const claveTemporal = temporaryPassword([target.username, target.nombre]);
  const passwordHash = await hashPassword(claveTemporal);
  const row = await deps.db.transaction(async (tx) => {
    const before = await userRow(tx, id, { lock: true });
    if (!before) throw notFound('No se encontró el usuario');
    await updateUser(tx, id, { passwordHash, mustChangePassword: true });
    const after = (await userRow(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'usuario.restablecer-clave',
      target: 'usuario',
      targetId: id,
      summary: `Contraseña temporal nueva para ${after.username}`,
      before: { mustChangePassword: before.mustChangePassword },
      after: { mustChangePassword: after.mustChangePassword },
    });
    return after;
  });
  deps.sessions.forget(id);
  return { ...row, claveTemporal };
}
