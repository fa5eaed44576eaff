import { Worker } from 'node:worker_threads';
import { MESSAGES } from '@portal/domain';
import { TarifarioImportError, type ImportErrorData } from './errors';
import { IMPORT_LIMITS } from './limits';
import type { TarifarioSheet } from './sheet-types';

export type WorkerAnswer = { sheet: TarifarioSheet } | { refused: ImportErrorData };

// Run from source (tsx, vitest) this module is TypeScript, and Node 20 does not carry tsx's
// loader into a worker: the worker then starts through tsx's API. Compiled (`npm start`, the
// image), the worker is its own bundle beside this one (tsup.config.ts).
const COMPILED = import.meta.url.endsWith('.js');

function startWorker(file: Buffer): Worker {
  const options = {
    workerData: { file },
    resourceLimits: { maxOldGenerationSizeMb: IMPORT_LIMITS.workerHeapMb },
  };
  if (COMPILED) return new Worker(new URL('./tarifario-import-worker.js', import.meta.url), options);
  const entry = JSON.stringify(new URL('./import-worker.ts', import.meta.url).href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const boot = `import(${tsx}).then((tsx) => tsx.tsImport(${entry}, ${entry}))`;
  return new Worker(boot, { ...options, eval: true });
}

/**
 * Reads and checks a rate sheet in a worker thread (issue 29, item 1): the server's event loop
 * keeps answering while a 50,000-row sheet is parsed, and a file that still needs more memory
 * than the worker's limit ends the worker, not the server. Answers the checked sheet; throws
 * TarifarioImportError when the file is refused.
 */
export function checkInWorker(file: Buffer): Promise<TarifarioSheet> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(file);
    let answered = false;
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      if ('sheet' in answer) resolve(answer.sheet);
      else reject(TarifarioImportError.fromData(answer.refused));
      void worker.terminate();
    });
    worker.once('error', (err: Error & { code?: string }) => {
      answered = true;
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY')
        reject(new TarifarioImportError(MESSAGES.tarifarioSheetTooHeavy));
      else reject(err);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`el lector del tarifario terminó sin responder (código ${code})`));
    });
  });
}
