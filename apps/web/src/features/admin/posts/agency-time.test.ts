import { describe, expect, it } from 'vitest';
import { agencyInstant, agencyWallTime } from './agency-time';

describe('the publish window in the agency’s time (Buenos Aires, UTC−3)', () => {
  it('turns a wall time into its instant and back', () => {
    expect(agencyInstant('2026-12-01 10:00:00')).toBe('2026-12-01T13:00:00.000Z');
    expect(agencyInstant('2026-12-31 23:30')).toBe('2027-01-01T02:30:00.000Z');
    expect(agencyWallTime('2026-12-01T13:00:00.000Z')).toBe('2026-12-01 10:00:00');
    expect(agencyWallTime('2027-01-01T01:00:00-03:00')).toBe('2027-01-01 01:00:00');
  });
});
