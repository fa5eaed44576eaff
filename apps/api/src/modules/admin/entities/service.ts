import { fmt } from '@portal/domain';
import {
  formatCuit,
  type TEntityCreate,
  type TEntityEdit,
  type TEntityRow,
} from '@portal/domain/admin/entities';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../errors';
import { recordAudit, type Actor } from '../audit';
import {
  agentsOnlyHere,
  clashingEntity,
  entityRow,
  insertEntity,
  notAgents,
  replaceAgents,
  serialiseEntityWrites,
  updateEntity,
  type EntityColumns,
} from './repo';

const unique = (ids: number[] = []) => [...new Set(ids)];

/** 409 when another entity already has the razón social or the CUIT. */
async function checkUnique(tx: DbOrTx, wanted: { razonSocial?: string; cuit?: string; exceptId?: number }) {
  const other = await clashingEntity(tx, wanted);
  if (!other) return;
  if (wanted.razonSocial && other.razonSocial.toLowerCase() === wanted.razonSocial.toLowerCase())
    throw new AppError(409, fmt('entityDuplicateRazonSocial', { razonSocial: other.razonSocial }));
  throw new AppError(409, fmt('entityDuplicateCuit', { cuit: wanted.cuit!, razonSocial: other.razonSocial }));
}

/** Only active AS agents book for a client entity (spec §6). */
async function checkAgents(tx: DbOrTx, ids: number[]) {
  const [wrong] = await notAgents(tx, ids);
  if (wrong !== undefined) throw badRequest(fmt('entityAgentNotAS', { id: wrong }));
}

/** Creates an active entity and says which AS agents book for it. */
export async function createEntity(db: Db, actor: Actor, input: TEntityCreate): Promise<TEntityRow> {
  const agentes = unique(input.agentes);
  const values = {
    razonSocial: input.razonSocial,
    cuit: formatCuit(input.cuit),
    condicionIva: input.condicionIva,
    email: input.email ?? null,
    telefono: input.telefono ?? null,
    direccion: input.direccion ?? null,
  };
  return db.transaction(async (tx) => {
    await serialiseEntityWrites(tx);
    await checkUnique(tx, { razonSocial: values.razonSocial, cuit: values.cuit });
    await checkAgents(tx, agentes);
    const id = await insertEntity(tx, values);
    await replaceAgents(tx, id, agentes);
    const created = (await entityRow(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'entidad.crear',
      target: 'entidad',
      targetId: id,
      summary: `Alta de la entidad ${created.razonSocial} (CUIT ${created.cuit})`,
      after: created,
    });
    return created;
  });
}

/** The columns an edit changes: what was sent and differs, the CUIT as it is stored. */
const columnsOf = (before: TEntityRow, edit: TEntityEdit): Partial<EntityColumns> => {
  const { agentes: _agentes, cuit, ...rest } = edit;
  const columns = { ...rest, ...(cuit === undefined ? {} : { cuit: formatCuit(cuit) }) };
  return Object.fromEntries(
    Object.entries(columns).filter(([key, v]) => v !== undefined && v !== before[key as keyof TEntityRow]),
  );
};

const actionOf = (before: TEntityRow, after: TEntityRow) =>
  before.active === after.active
    ? 'entidad.editar'
    : after.active
      ? 'entidad.reactivar'
      : 'entidad.desactivar';

const summaryOf = (before: TEntityRow, after: TEntityRow) => {
  if (before.active === after.active) return `Edición de la entidad ${after.razonSocial}`;
  return `${after.active ? 'Reactivación' : 'Desactivación'} de la entidad ${after.razonSocial}`;
};

/**
 * An agent taken off the entity must keep another one: an AS agent with none cannot book
 * (spec §6), and the users screen would refuse them as they are.
 */
async function checkAgentsKeepOne(tx: DbOrTx, before: TEntityRow, agentes: number[]) {
  const removed = before.agentes.filter((a) => !agentes.includes(a.id));
  const [stranded] = await agentsOnlyHere(tx, before.idEntidad, removed);
  if (stranded) throw badRequest(fmt('entityAgentLastOne', { nombre: stranded.nombre }));
}

/** Edits, deactivates or reactivates an entity, or replaces the AS agents who book for it. */
export async function editEntity(db: Db, actor: Actor, id: number, edit: TEntityEdit): Promise<TEntityRow> {
  return db.transaction(async (tx) => {
    await serialiseEntityWrites(tx);
    const before = await entityRow(tx, id, { lock: true });
    if (!before) throw notFound(fmt('entityNotFound', {}));
    const columns = columnsOf(before, edit);
    await checkUnique(tx, {
      razonSocial: columns.razonSocial,
      cuit: columns.cuit ?? undefined,
      exceptId: id,
    });
    const agentes = edit.agentes && unique(edit.agentes);
    if (agentes) {
      await checkAgents(tx, agentes);
      await checkAgentsKeepOne(tx, before, agentes);
    }
    if (Object.keys(columns).length > 0) await updateEntity(tx, id, columns);
    if (agentes) await replaceAgents(tx, id, agentes);
    const after = (await entityRow(tx, id))!;
    // a form saved without changes leaves nothing in the log
    if (JSON.stringify(after) === JSON.stringify(before)) return after;
    await recordAudit(tx, actor, {
      action: actionOf(before, after),
      target: 'entidad',
      targetId: id,
      summary: summaryOf(before, after),
      before,
      after,
    });
    return after;
  });
}
