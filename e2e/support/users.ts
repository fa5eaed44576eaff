import path from 'node:path';

export const USERS = {
  agente: { username: 'agente', password: 'agente123', nombre: 'Agustina Ferreyra' },
  vendedor: { username: 'vendedor', password: 'vendedor123', nombre: 'Martín Gómez' },
} as const;

export type UserKey = keyof typeof USERS;

/** Saved browser state of a logged-in user, written once by auth.setup.ts. */
export const storageStateOf = (user: UserKey) =>
  path.join(import.meta.dirname, '..', 'artifacts', '.auth', `${user}.json`);

export const SCREENSHOTS = path.join(import.meta.dirname, '..', 'artifacts', 'screenshots');
export const shot = (name: string) => path.join(SCREENSHOTS, `${name}.png`);

export const PHONE = { width: 390, height: 844 };
