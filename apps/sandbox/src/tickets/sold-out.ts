import type { IsoDate, TParkId } from '@portal/domain';
import { hash32, seededRandom } from '../random';

// Dates every park sells out, plus a small deterministic fraction of the rest, so that
// browser tests can pick a known sold-out date (see modules/tickets/README.md).
const ALWAYS_SOLD_OUT: Record<TParkId, readonly string[]> = {
  disney: ['12-24', '12-25', '12-31'],
  disneyland: ['12-25', '12-31'],
  universal: ['12-31'],
};
const SOLD_OUT_FRACTION = 0.03;

/**
 * A number in [0, 1) fixed by the key. FNV alone gives close values for keys that differ in
 * their last character (consecutive dates), so one mulberry32 step spreads them.
 */
export const unitOf = (key: string): number => seededRandom(hash32(key))();

export const isSoldOut = (park: TParkId, date: IsoDate): boolean =>
  ALWAYS_SOLD_OUT[park].includes(date.slice(5)) || unitOf(`sold-out:${park}:${date}`) < SOLD_OUT_FRACTION;
