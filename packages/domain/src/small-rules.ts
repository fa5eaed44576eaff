import { type Check, OK, fail } from './common/check';
import { isValidIsoDate } from './dates';
import { msg } from './messages';

// Small rules of spec §2, §4, §5 and §9, one function each.

/** spec §5: a room is labelled discounted when its code list has 5 entries. */
export const isDiscountedRoom = (codes: readonly unknown[] | null | undefined): boolean =>
  codes?.length === 5;

/** spec §9: the regimen chip is cut at 50 characters, with 'Ver más' for the rest. */
export const REGIMEN_MAX_CHARS = 50;
export const cutRegimen = (text: string): { text: string; isCut: boolean } =>
  text.length > REGIMEN_MAX_CHARS
    ? { text: text.slice(0, REGIMEN_MAX_CHARS), isCut: true }
    : { text, isCut: false };

/**
 * spec §2: rate names containing DQSDP or Quick Service (quick-service plan) or DDP or
 * Disney Dining Plan (standard plan) show an icon and the plan text.
 */
export type DiningPlan = 'quick-service' | 'standard';
export const detectDiningPlan = (rateName: string | null | undefined): DiningPlan | null => {
  if (!rateName) return null;
  if (rateName.toUpperCase().includes('DQSDP') || /quick\s+service/i.test(rateName)) return 'quick-service';
  if (rateName.toUpperCase().includes('DDP') || /disney\s+dining\s+plan/i.test(rateName)) return 'standard';
  return null;
};

/** spec §2: transfer direction O = red back arrow, I = green forward arrow, other = orange two-way. */
type TransferDirection = {
  kind: 'O' | 'I' | 'other';
  arrow: 'back' | 'forward' | 'both';
  color: 'red' | 'green' | 'orange';
};
export const transferDirection = (direccion: string | null | undefined): TransferDirection => {
  const d = (direccion ?? '').trim().toUpperCase();
  if (d === 'O') return { kind: 'O', arrow: 'back', color: 'red' };
  if (d === 'I') return { kind: 'I', arrow: 'forward', color: 'green' };
  return { kind: 'other', arrow: 'both', color: 'orange' };
};

/** spec §5, §9: client entity search from 4 characters (1000 ms debounce), car locations from 3. */
export const ENTITY_SEARCH = { minChars: 4, debounceMs: 1000 } as const;
const LOCATION_SEARCH_MIN_CHARS = 3;
export const canSearchEntities = (text: string): boolean => text.trim().length >= ENTITY_SEARCH.minChars;
export const canSearchCarLocations = (text: string): boolean =>
  text.trim().length >= LOCATION_SEARCH_MIN_CHARS;
export const checkEntitySearch = (text: string): Check =>
  canSearchEntities(text) ? OK : fail('entitySearchMinChars', 'text');
export const checkLocationSearch = (text: string): Check =>
  canSearchCarLocations(text) ? OK : fail('locationSearchMinChars', 'destino');

/** spec §5: a required field passes when neither empty nor null (blank text and [] are empty). */
export const isFilled = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
};
// spec §5: time, date and colour format checks (email: ZEmail, the one rule)
export const isTime = (v: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
export const isIsoDate = (v: string): boolean => isValidIsoDate(v);
export const isHexColor = (v: string): boolean => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v);

/** A provider's cancellation policy marks the room non-refundable (boolean or 'true'/'S'/'1'). */
export const isRoomNonRefundable = (room: unknown): boolean => {
  if (typeof room !== 'object' || room === null) return false;
  const policy = (room as { politicaCancelacion?: unknown }).politicaCancelacion;
  if (typeof policy !== 'object' || policy === null) return false;
  const flag = (policy as { nonRefundable?: unknown }).nonRefundable;
  return (
    flag === true ||
    flag === 1 ||
    (typeof flag === 'string' && ['true', 's', 'si', '1'].includes(flag.toLowerCase()))
  );
};

/** spec §2: star label, 'Categoria no especificada' when 0 or unknown. */
export const hotelCategoryLabel = (stars: number | string | null | undefined): string => {
  const n = Number(stars);
  return Number.isFinite(n) && n > 0 ? `${n} estrella${n === 1 ? '' : 's'}` : msg('categoryNotSpecified');
};

/** spec §2 tarifario: observation 'Sin Observaciones' when empty; occupancy hidden when total is '0.00'. */
export const observationText = (text: string | null | undefined): string =>
  text && text.trim() !== '' ? text : msg('noObservations');
export const showOccupancyColumn = (total: string | number | null | undefined): boolean =>
  total !== null && total !== undefined && Number(total) !== 0 && String(total).trim() !== '';
export const excursionRateLabel = (tipo: string | null | undefined): string =>
  tipo?.toLowerCase() === 'adl' ? msg('adultsLabel') : msg('minorsLabel');

/** spec §3 tarifario: a single element is wrapped to a list. */
export const asList = <T>(value: T | readonly T[] | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? [...(value as T[])] : [value as T];

/** spec §4: a ticket that needs no events check counts as available. */
export const isTicketAvailable = (
  offer: { findEvents?: boolean | null },
  availability?: { status?: string } | null,
): boolean => !offer.findEvents || availability?.status === 'Active';

/** spec §4: the passenger form goes home when the order total is 0. */
export const isEmptyOrder = (totalCents: number | null | undefined): boolean => !totalCents;

/** spec §9 default hotel cancellation policy. */
export const DEFAULT_CANCELLATION_POLICY = {
  daysBeforeArrival: 7,
  penaltyNights: 1,
  noShowNights: 1,
} as const;

/** spec §9 timings. */
export const UI_TIMINGS = {
  notificationMs: 5000,
  cartToastMs: 50000,
  carouselAutoplayMs: 5000,
  scrollTopMs: 200,
  catalogueCacheMs: 24 * 60 * 60 * 1000,
} as const;
