import { apiRequest } from '@/shared/api-client';
import { extendSession, useAuthStore } from '@/shared/auth/auth-store';
import { SESSION_LENGTH_MS } from '@/shared/auth/session-cookie';

// spec §4: a session lasts 50 minutes. While the agent works (a call, a key, a click) and
// half of it is gone, it is renewed for another 50 (a sliding window; issue 11, item 7).

/** The renewal's new token. Checked by hand: the logged-in frame loads no zod (app/zod-es.ts). */
const tokenOf = (answer: unknown) => {
  const token = (answer as { accesos?: { token?: unknown } } | null)?.accesos?.token;
  if (typeof token !== 'string') throw new Error('La renovación de la sesión no trajo su token');
  return token;
};

let renewing: Promise<void> | null = null;

/** Whether the session is in its second half, and not over yet. */
export const isRenewalDue = (expiresAt: number, now: number) =>
  expiresAt > now && expiresAt - now < SESSION_LENGTH_MS / 2;

export const renewSessionIfDue = (now = Date.now()): Promise<void> => {
  const { user, reauth } = useAuthStore.getState();
  if (!user || reauth || renewing || !isRenewalDue(user.expiresAt, now)) return renewing ?? Promise.resolve();
  renewing = apiRequest<unknown>('main', '/renovar-sesion', { method: 'POST' })
    .then((answer) => {
      const token = tokenOf(answer);
      const current = useAuthStore.getState().user;
      if (!current || current.idUser !== user.idUser) return;
      // a tab that holds the token in memory gets the new one; the others use the new cookie
      extendSession({
        ...current,
        token: current.token ? token : undefined,
        expiresAt: Date.now() + SESSION_LENGTH_MS,
      });
    })
    .catch(() => undefined) // not renewed: the session runs out as before, and a 401 asks to log in
    .finally(() => {
      renewing = null;
    });
  return renewing;
};
