import { isValidIsoDate } from '@portal/domain/dates';

// spec §4: after Buscar the date range is stored locally under 'checkinOut'.
const CHECK_IN_OUT_KEY = 'checkinOut';

export type StayRange = { checkin: string; checkout: string };

export const saveCheckInOut = (range: StayRange) => {
  try {
    localStorage.setItem(CHECK_IN_OUT_KEY, JSON.stringify(range));
  } catch {
    // storage full or blocked: the search works without it
  }
};

export const readCheckInOut = (): StayRange | null => {
  try {
    const raw = JSON.parse(localStorage.getItem(CHECK_IN_OUT_KEY) ?? 'null') as Partial<StayRange> | null;
    if (raw && isValidIsoDate(raw.checkin) && isValidIsoDate(raw.checkout))
      return { checkin: raw.checkin, checkout: raw.checkout };
  } catch {
    // unreadable value: start empty
  }
  return null;
};
