import fs from 'node:fs/promises';
import { fmt } from '@portal/domain';
import type { Db } from '../../../db/client';
import { checkInWorker } from './check-in-worker';
import { TarifarioImportError } from './errors';
import { oneImportAtATime } from './import-gate';
import { IMPORT_LIMITS, mebibytes } from './limits';
import { loadTarifario, type ImportSummary, type OnLoaded } from './load';
import { openXlsx } from './xlsx-zip';

/** A rate sheet from disk (the CLI's), refused unread when it is past the upload's size limit. */
async function readSheetFile(path: string): Promise<Buffer> {
  const { size } = await fs.stat(path);
  if (size > IMPORT_LIMITS.fileBytes)
    throw new TarifarioImportError(fmt('tarifarioFileTooLarge', { max: mebibytes(IMPORT_LIMITS.fileBytes) }));
  return fs.readFile(path);
}

/**
 * Imports a rate sheet workbook (.xlsx, a Buffer or a path; columns in docs/tarifario/README.md),
 * for the upload and the CLI alike. The zip's central directory is checked here first, so a
 * bomb is refused before any work (issue 29, item 1); then, one import at a time per process
 * (TarifarioImportBusyError otherwise), a worker thread reads it as a stream and checks every
 * row with the domain's schemas, and it is loaded in one transaction, replacing the hotels,
 * excursions and transfers of every zone it names. A bad file throws TarifarioImportError and
 * writes nothing. `onLoaded` writes what must go with the load in its transaction.
 */
export async function importTarifarioWorkbook(
  db: Db,
  file: Buffer | string,
  opts: { onLoaded?: OnLoaded } = {},
): Promise<ImportSummary> {
  const bytes = typeof file === 'string' ? await readSheetFile(file) : file;
  (await openXlsx(bytes)).zip.close();
  return oneImportAtATime(async () => loadTarifario(db, await checkInWorker(bytes), opts.onLoaded));
}
