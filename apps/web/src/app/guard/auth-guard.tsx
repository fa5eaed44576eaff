import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store';
import { readSessionCookie } from '../../shared/auth/session-cookie';
import { rememberRoute, resolveGuard } from '../../shared/auth/guard-logic';

/** Protected area (spec §2): the user is read from the userLogged cookie on every navigation. */
export function AuthGuard() {
  const location = useLocation();
  // Subscribing re-renders the guard when a logout or a 401 empties the store.
  // A session is told apart by its expiry: a new login (in any tab) gives a new one.
  const storeSession = useAuthStore((state) => state.user?.expiresAt);
  const cookieSession = readSessionCookie()?.expiresAt;
  const path = `${location.pathname}${location.search}`;
  const decision = resolveGuard({ area: 'protected', hasUser: cookieSession !== undefined, path });

  useEffect(() => {
    if (decision.remember) rememberRoute(path);
  }, [decision.remember, path]);

  useEffect(() => {
    // Keep the store in step with the cookie: expired after 50 minutes, or a login in another tab.
    if (cookieSession !== storeSession) useAuthStore.getState().setUser(readSessionCookie());
  }, [cookieSession, storeSession]);

  if (decision.redirectTo) return <Navigate to={decision.redirectTo} replace />;
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
