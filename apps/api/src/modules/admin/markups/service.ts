import { fmt, MESSAGES } from '@portal/domain';
import type { TMarkupRule, TMarkupWrite } from '@portal/domain/commerce/markup-schemas';
import { markupSummary, markupSupplierCode } from '@portal/domain/commerce/markup-schemas-labels';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../errors';
import { forgetMarkupRules } from '../../markups/rules-cache';
import { recordAudit, type Actor } from '../audit';
import {
  clashingRule,
  deleteMarkup,
  entityExists,
  insertMarkup,
  markupRow,
  serialiseMarkupWrites,
  updateMarkup,
  type MarkupColumns,
} from './repo';

// The agency's markup rules (issue 32, item 1): every change is audited in its transaction
// and, once committed, the pricing's cache of active rules is forgotten, so the next quote
// reads the change (a confirmed booking keeps the markup and rule id it was sold with).

type Ctx = { db: Db; actor: Actor };

/** The columns of a rule as the request says it; the supplier as the list spells it. */
const columnsOf = (w: TMarkupWrite): MarkupColumns => ({
  productLine: w.linea ?? null,
  supplier: w.proveedor === undefined ? null : (markupSupplierCode(w.linea, w.proveedor) ?? w.proveedor),
  idEntidad: w.idEntidad ?? null,
  destino: w.destino ?? null,
  travelFrom: w.desde ?? null,
  travelTo: w.hasta ?? null,
  kind: w.tipo,
  value: w.valor.toFixed(2),
  currency: w.tipo === 'monto' ? (w.moneda ?? null) : null,
  priority: w.prioridad,
  active: w.activo,
});

/** The columns a rule has now, to tell a PUT that changes nothing. */
const columnsOfRule = (r: TMarkupRule): MarkupColumns => ({
  productLine: r.linea,
  supplier: r.proveedor,
  idEntidad: r.idEntidad,
  destino: r.destino,
  travelFrom: r.desde,
  travelTo: r.hasta,
  kind: r.tipo,
  value: r.valor.toFixed(2),
  currency: r.moneda,
  priority: r.prioridad,
  active: r.activo,
});

/**
 * The entity must exist, and an active rule may not repeat another's criteria: with two, the
 * one that applies would depend on priority alone, which nobody set for that.
 */
async function checkRule(tx: DbOrTx, columns: MarkupColumns, exceptId?: number) {
  const { idEntidad } = columns;
  if (idEntidad !== null && idEntidad !== undefined && !(await entityExists(tx, idEntidad))) {
    const message = fmt('markupEntityNotFound', { id: idEntidad });
    throw badRequest(message, [{ field: 'idEntidad', message }]);
  }
  if (!columns.active) return;
  const other = await clashingRule(tx, columns, exceptId);
  if (other !== undefined) throw new AppError(409, fmt('markupDuplicada', { id: other }));
}

export async function createMarkup({ db, actor }: Ctx, body: TMarkupWrite): Promise<TMarkupRule> {
  const columns = columnsOf(body);
  const created = await db.transaction(async (tx) => {
    await serialiseMarkupWrites(tx);
    await checkRule(tx, columns);
    const id = await insertMarkup(tx, { ...columns, createdBy: actor.id });
    const rule = (await markupRow(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'margen.crear',
      target: 'margen',
      targetId: id,
      summary: `Alta de la regla de margen N° ${id}: ${markupSummary(rule)}`,
      after: rule,
    });
    return rule;
  });
  forgetMarkupRules(db);
  return created;
}

const sameColumns = (a: MarkupColumns, b: MarkupColumns) => JSON.stringify(a) === JSON.stringify(b);

function changeOf(before: TMarkupRule, after: MarkupColumns) {
  const onlyActive = sameColumns({ ...columnsOfRule(before), active: after.active }, after);
  if (onlyActive && after.active) return { action: 'margen.reactivar', what: 'Reactivación' };
  if (onlyActive) return { action: 'margen.desactivar', what: 'Desactivación' };
  return { action: 'margen.editar', what: 'Edición' };
}

/** Replaces a rule whole (PUT): a toggle of `activo` is logged as a (de)activation. */
export async function replaceMarkup(
  { db, actor }: Ctx,
  id: number,
  body: TMarkupWrite,
): Promise<TMarkupRule> {
  const columns = columnsOf(body);
  const { rule, changed } = await db.transaction(async (tx) => {
    await serialiseMarkupWrites(tx);
    const before = await markupRow(tx, id, { lock: true });
    if (!before) throw notFound(MESSAGES.markupNotFound);
    // a form saved without changes leaves nothing in the log
    if (sameColumns(columnsOfRule(before), columns)) return { rule: before, changed: false };
    await checkRule(tx, columns, id);
    await updateMarkup(tx, id, columns);
    const after = (await markupRow(tx, id))!;
    const { action, what } = changeOf(before, columns);
    await recordAudit(tx, actor, {
      action,
      target: 'margen',
      targetId: id,
      summary: `${what} de la regla de margen N° ${id}: ${markupSummary(after)}`,
      before,
      after,
    });
    return { rule: after, changed: true };
  });
  if (changed) forgetMarkupRules(db);
  return rule;
}

/** Removes a rule: bookings sold with it keep their markup and its id (no foreign key). */
export async function removeMarkup({ db, actor }: Ctx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await markupRow(tx, id, { lock: true });
    if (!before) throw notFound(MESSAGES.markupNotFound);
    await deleteMarkup(tx, id);
    await recordAudit(tx, actor, {
      action: 'margen.eliminar',
      target: 'margen',
      targetId: id,
      summary: `Baja de la regla de margen N° ${id}: ${markupSummary(before)}`,
      before,
    });
  });
  forgetMarkupRules(db);
}
