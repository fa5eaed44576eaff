import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { endSession, requestReauth, useAuthStore } from '@/shared/auth/auth-store';
import { hasRunOut, readSessionCookie } from '@/shared/auth/session-cookie';
import { rememberRoute, resolveGuard } from '@/shared/auth/guard-logic';
import { paths } from '@/shared/paths';

/**
 * Protected area (spec §2): the user is read from the userLogged cookie on every navigation.
 * A session that ran out in this tab while the agent worked is not sent to login: the login
 * dialog opens over the page (issue 11, item 7).
 */
export function AuthGuard() {
  const location = useLocation();
  // Subscribing re-renders the guard when a logout or a 401 empties the store.
  // A session is told apart by its expiry: a new login (in any tab) gives a new one.
  const storeUser = useAuthStore((state) => state.user);
  const reauth = useAuthStore((state) => state.reauth);
  const cookieSession = readSessionCookie()?.expiresAt;
  const storeSession = storeUser?.expiresAt;
  // the cookie went because its time was up (a logout elsewhere removes it earlier)
  const ranOutHere = cookieSession === undefined && storeUser !== null && hasRunOut(storeUser);
  const path = `${location.pathname}${location.search}`;
  const hasUser = cookieSession !== undefined || ranOutHere || reauth;
  const decision = resolveGuard({ area: 'protected', hasUser, path });

  useEffect(() => {
    if (decision.remember) rememberRoute(path);
  }, [decision.remember, path]);

  useEffect(() => {
    if (!ranOutHere) return;
    void requestReauth().then((again) => {
      if (!again) endSession({ logout: false });
    });
  }, [ranOutHere]);

  useEffect(() => {
    // Keep the store in step with the cookie: a logout or a login in another tab.
    if (ranOutHere || reauth) return;
    if (cookieSession !== storeSession) useAuthStore.getState().setUser(readSessionCookie());
  }, [cookieSession, storeSession, ranOutHere, reauth]);

  if (decision.redirectTo) return <Navigate to={decision.redirectTo} replace />;
  // a temporary password opens nothing but its change (issue 31; the API refuses the rest too)
  const changePassword = paths.changePassword.getHref();
  if (storeUser?.debeCambiarClave && location.pathname !== changePassword)
    return <Navigate to={changePassword} replace />;
  return <Outlet />;
}

/**
 * Public area: a logged-in user goes to /. It reads the cookie without subscribing to the store,
 * so a successful login does not bounce to / before the login page sends the user to the last route.
 */
export function PublicGuard() {
  const location = useLocation();
  const hasUser = readSessionCookie() !== null;
  const decision = resolveGuard({ area: 'public', hasUser, path: location.pathname });
  if (decision.redirectTo) return <Navigate to={decision.redirectTo} replace />;
  return <Outlet />;
}
