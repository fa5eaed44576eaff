import { lazy, useEffect } from 'react';
import { registerReauthDialog, useAuthStore } from '@/shared/auth/auth-store';
import { OpenedOnce } from '@/shared/opened-once';

// The dialog and its form load when a session ends, not with every page (issue 19).
const ReauthDialog = lazy(() => import('./reauth-dialog').then((m) => ({ default: m.ReauthDialog })));

/**
 * The session ended while the agent was working (issue 11, item 7): they log in again over
 * the page, and what they were doing goes on (the refused requests are sent again); the
 * cart, the order and the typed passengers never leave the page. 'Salir' goes to login.
 */
export function SessionExpiredDialog() {
  const opened = useAuthStore((s) => s.reauth);
  // registered at once: a 401 asks for the dialog only if a page can show it
  useEffect(() => registerReauthDialog(), []);
  return (
    <OpenedOnce opened={opened}>
      <ReauthDialog opened={opened} />
    </OpenedOnce>
  );
}
