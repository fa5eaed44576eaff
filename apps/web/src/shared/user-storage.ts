import type { StateStorage } from 'zustand/middleware';
import { readSessionCookie } from '@/shared/auth/session-cookie';

// What a user leaves half done (cart, order draft, typed passengers) is kept in localStorage
// under their id, so it outlives the tab, a reload and an expired session, and is never shown
// to another user of the same browser (issue 11, items 7 and 10). Logout clears it (spec §4).
let owner: number | null = readSessionCookie()?.idUser ?? null;

/** Whose storage the user-scoped keys point at: set on login, and on the end of a session. */
export const setStorageOwner = (idUser: number | null) => {
  owner = idUser;
};

export const userKey = (name: string) => `${name}:${owner ?? 'anon'}`;

export const userScopedStorage: StateStorage = {
  getItem: (name) => localStorage.getItem(userKey(name)),
  setItem: (name, value) => localStorage.setItem(userKey(name), value),
  removeItem: (name) => localStorage.removeItem(userKey(name)),
};

/** Removes every key of the current user whose name starts with one of `prefixes`. */
export const clearUserKeys = (prefixes: readonly string[]) => {
  const suffix = `:${owner ?? 'anon'}`;
  const doomed: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.endsWith(suffix) && prefixes.some((p) => key.startsWith(p))) doomed.push(key);
  }
  doomed.forEach((key) => localStorage.removeItem(key));
};
