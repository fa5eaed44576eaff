import { agencyToday, type IsoDate } from '@portal/domain';
import { testClock } from '@portal/sandbox/test-clock';

// The API tests' one clock (issue 30, item 7), the simulator's tests' too
// (@portal/sandbox/test-clock): 2026-03-10 15:00 UTC, noon in Buenos Aires, when the run
// starts, running on with real time. Test apps read it (createTestApp), and so do the run's
// simulator (global-setup.ts), the seed of the run's template database (database-template.ts)
// and every test's dates, so 'today' is the same day whenever the suite runs.
export { testSandboxConfig } from '@portal/sandbox/test-clock';

/** The tests' now. */
export const testNow = (): Date => new Date(testClock());

/** The agency's today on the tests' clock. */
export const testToday = (): IsoDate => agencyToday(testNow());
