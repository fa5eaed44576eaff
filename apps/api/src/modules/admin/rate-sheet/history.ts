import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '@portal/domain/admin/paging';
import type { TRateSheetImportsQuery, TRateSheetImportSummary } from '@portal/domain/admin/rate-sheet';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { tarifarioImports } from '../../../db/schema-admin';
import { recordAudit, type Actor } from '../audit';

// The history of rate-sheet uploads (issue 31, item 6): every file staff sent, loaded or
// refused, with who sent it, what it loaded zone by zone, or why it was refused.

/** An upload as it came in: who sent it, the file's name and size. */
export type Upload = { actor: Actor; fileName: string; fileBytes: number };

const insertImport = (
  db: DbOrTx,
  upload: Upload,
  result: { ok: boolean; summary?: unknown; error?: string },
) =>
  db
    .insert(tarifarioImports)
    .values({
      userId: upload.actor.id,
      actorName: upload.actor.nombre.slice(0, 200),
      fileName: upload.fileName,
      fileBytes: upload.fileBytes,
      ok: result.ok,
      summary: result.summary ?? null,
      error: result.error ?? null,
    })
    .returning({ id: tarifarioImports.id });

const zoneList = (summary: TRateSheetImportSummary) => {
  const names = summary.zonas.map((z) => z.zona);
  return names.length > 5 ? `${names.slice(0, 5).join(', ')} y ${names.length - 5} más` : names.join(', ');
};

/**
 * An accepted upload: its history row and its audit entry, written in the load's transaction
 * (the load's `onLoaded`), so the rates, the history and the log change together or not at all.
 */
export async function recordAccepted(tx: Tx, upload: Upload, summary: TRateSheetImportSummary) {
  const [row] = await insertImport(tx, upload, { ok: true, summary });
  const zonas = summary.zonas.length;
  await recordAudit(tx, upload.actor, {
    action: 'tarifario.importar',
    target: 'tarifario',
    targetId: row!.id,
    summary: `Planilla "${upload.fileName}" cargada: ${zonas} ${zonas === 1 ? 'zona' : 'zonas'} (${zoneList(summary)}), ${summary.filas} filas`,
    after: {
      archivo: upload.fileName,
      bytes: upload.fileBytes,
      filas: summary.filas,
      zonas: summary.porZona.map(({ pais, zona, filas }) => ({ pais, zona, filas })),
    },
  });
}

const SHOWN_ISSUES = 10;

/** Why a file was refused, as the history shows it: the first problem, then up to 9 more. */
export function refusalText(message: string, issues: { message: string }[] = []): string {
  const others = issues.map((i) => i.message).filter((m) => m !== message);
  const shown = others.slice(0, SHOWN_ISSUES - 1);
  const more = others.length - shown.length;
  return [message, ...shown, ...(more > 0 ? [`… y ${more} problemas más`] : [])].join('\n');
}

/** A refused upload: nothing was loaded, so it is written on its own, after the refusal. */
export async function recordRefused(db: Db, upload: Upload, error: string) {
  await insertImport(db, upload, { ok: false, error });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS = {
  at: tarifarioImports.at,
  actorName: tarifarioImports.actorName,
  fileName: tarifarioImports.fileName,
  fileBytes: tarifarioImports.fileBytes,
  ok: tarifarioImports.ok,
} as const;

function filtersOf(query: TRateSheetImportsQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.resultado !== 'todas') where.push(eq(tarifarioImports.ok, query.resultado === 'aceptadas'));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(tarifarioImports.fileName, like),
        ilike(tarifarioImports.actorName, like),
        ilike(tarifarioImports.error, like),
      ),
    );
  }
  return and(...where);
}

/** A page of the history, newest first unless asked otherwise. */
export async function importsPage(db: Db, query: TRateSheetImportsQuery) {
  const where = filtersOf(query);
  const column = SORTS[(query.sort ?? 'at') as keyof typeof SORTS] ?? tarifarioImports.at;
  const dir = query.sort ? query.dir : 'desc';
  // ties broken by id, so that paging is stable
  const order =
    dir === 'asc' ? [asc(column), asc(tarifarioImports.id)] : [desc(column), desc(tarifarioImports.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(tarifarioImports)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tarifarioImports)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
