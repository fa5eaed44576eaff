import { parentPort, workerData } from 'node:worker_threads';
import { checkSheet } from './check-sheet';
import { TarifarioImportError } from './errors';
import { readTarifarioWorkbook } from './read-workbook';
import type { WorkerAnswer } from './check-in-worker';

// The worker thread of an import (issue 29, item 1): reads and checks a rate sheet off the
// server's event loop, under the heap limit it was started with, and posts back the checked
// sheet or why it was refused. Anything else thrown ends the worker with an 'error' event.

const file = Buffer.from((workerData as { file: Uint8Array }).file);
try {
  const sheet = checkSheet(await readTarifarioWorkbook(file));
  parentPort!.postMessage({ sheet } satisfies WorkerAnswer);
} catch (err) {
  if (!(err instanceof TarifarioImportError)) throw err;
  parentPort!.postMessage({ refused: err.toData() } satisfies WorkerAnswer);
}
