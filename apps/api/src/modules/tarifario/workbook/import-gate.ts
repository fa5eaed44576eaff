import { MESSAGES } from '@portal/domain';

/** Another import holds this process (issue 29, item 1): the upload answers 429. */
export class TarifarioImportBusyError extends Error {
  constructor() {
    super(MESSAGES.tarifarioImportBusy);
    this.name = 'TarifarioImportBusyError';
  }
}

// One import at a time per process (issue 29, item 1): each holds a worker and a whole checked
// sheet until it is written, so four at once were four times the memory.
let running = false;

/** Runs `work` unless an import is already running in this process, which throws TarifarioImportBusyError. */
export async function oneImportAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running) throw new TarifarioImportBusyError();
  running = true;
  try {
    return await work();
  } finally {
    running = false;
  }
}
