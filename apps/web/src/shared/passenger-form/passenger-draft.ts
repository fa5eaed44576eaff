import { clearUserKeys, userKey } from '@/shared/user-storage';

// The passengers an agent typed, kept per user until the booking is made, so that an expired
// session, a reload or a crash of the tab does not make them type it all again (issue 11,
// item 7). A draft answers only the order it was typed for (its signature) and is dropped
// after a day: it holds documents and birth dates.
const PAX_DRAFT_PREFIX = 'pax-draft:';
const MAX_AGE_MS = 24 * 60 * 60_000;

type Stored = { signature: string; savedAt: number; values: unknown };

const keyOf = (name: string) => userKey(`${PAX_DRAFT_PREFIX}${name}`);

export const readPaxDraft = <T>(name: string, signature: string, now = Date.now()): T | undefined => {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(name)) ?? 'null') as Stored | null;
    if (!stored || stored.signature !== signature || now - stored.savedAt > MAX_AGE_MS) return undefined;
    return stored.values as T;
  } catch {
    return undefined;
  }
};

export const savePaxDraft = (name: string, signature: string, values: unknown, now = Date.now()) => {
  try {
    localStorage.setItem(keyOf(name), JSON.stringify({ signature, savedAt: now, values } satisfies Stored));
  } catch {
    // storage full or unavailable: the form still works, only without the draft
  }
};

export const clearPaxDraft = (name: string) => localStorage.removeItem(keyOf(name));

/** Logout: every passenger draft of the user goes. */
export const clearAllPaxDrafts = () => clearUserKeys([PAX_DRAFT_PREFIX]);
