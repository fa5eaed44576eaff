import path from 'node:path';
import { readFile } from 'node:fs/promises';

export const USERS = {
  agente: { username: 'agente', password: 'agente123', nombre: 'Agustina Ferreyra' },
  vendedor: { username: 'vendedor', password: 'vendedor123', nombre: 'Martín Gómez' },
  admin: { username: 'admin', password: 'admin123', nombre: 'Administración Mundo Travel' },
} as const;

export type UserKey = keyof typeof USERS;

/**
 * Where a run writes its logins, screenshots and results. E2E_ARTIFACTS gives a run its own
 * folder, so that two runs at once (on two E2E_PORTs) do not log each other's users out.
 */
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? path.join(import.meta.dirname, '..', 'artifacts');

/** Saved browser state of a logged-in user, written once by auth.setup.ts. */
export const storageStateOf = (user: UserKey) => path.join(ARTIFACTS, '.auth', `${user}.json`);

const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots');
export const shot = (name: string) => path.join(SCREENSHOTS, `${name}.png`);

export const PHONE = { width: 390, height: 844 };

/** The token in a user's saved state (the API's HttpOnly portal_session cookie), for calls to the API. */
export async function tokenOf(user: UserKey): Promise<string> {
  const state = JSON.parse(await readFile(storageStateOf(user), 'utf8')) as {
    cookies: { name: string; value: string }[];
  };
  const cookie = state.cookies.find((c) => c.name === 'portal_session');
  if (!cookie) throw new Error(`no portal_session cookie saved for ${user}`);
  return cookie.value;
}
