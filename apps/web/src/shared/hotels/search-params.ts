import { isValidIsoDate } from '@portal/domain/dates';
import { inRange, ROOMING_LIMITS } from '@portal/domain/occupancy';

// What the Disney and the third-provider hotel searches read alike from their URL (spec §2
// hotel-results?provider): the stay, counts and minors' ages. A bad value reads as missing, so
// the search falls back to its defaults.

export const readCount = (raw: string | null, range: { min: number; max: number }, fallback: number) => {
  const n = Number(raw);
  return raw !== null && raw !== '' && inRange(n, range) ? n : fallback;
};

export const readAges = (raw: string | null): number[] | null => {
  if (raw === null || raw === '') return [];
  const ages = raw.split(',').map(Number);
  const ok =
    ages.length <= ROOMING_LIMITS.minors.max && ages.every((a) => inRange(a, ROOMING_LIMITS.minorAge));
  return ok ? ages : null;
};

export const readStay = (params: URLSearchParams) => {
  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  return isValidIsoDate(checkin) && isValidIsoDate(checkout) && checkout > checkin
    ? { checkin, checkout }
    : { checkin: null, checkout: null };
};
