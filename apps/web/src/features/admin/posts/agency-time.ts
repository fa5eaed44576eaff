import { TZ_AGENCY } from '@portal/domain/dates';

// The publish window is picked as the agency's wall time ('YYYY-MM-DD HH:mm:ss', as Mantine's
// pickers hold it), whatever zone the browser runs in, and sent to the API as an instant.

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TZ_AGENCY,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const wallOf = (ms: number) => {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};
const asUtcMs = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);

/** The agency's wall time of an instant: '2026-12-01T13:00:00Z' → '2026-12-01 10:00:00'. */
export const agencyWallTime = (iso: string): string => wallOf(Date.parse(iso));

/** The instant of an agency wall time: '2026-12-01 10:00:00' → '2026-12-01T13:00:00.000Z'. */
export function agencyInstant(wall: string): string {
  const guess = asUtcMs(wall.length === 16 ? `${wall}:00` : wall);
  const offset = asUtcMs(wallOf(guess)) - guess;
  return new Date(guess - offset).toISOString();
}
