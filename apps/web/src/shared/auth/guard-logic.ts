import { paths } from '@/shared/paths';

const LAST_ROUTE_KEY = 'lastRoute';

type GuardArea = 'protected' | 'public';

export type GuardInput = {
  area: GuardArea;
  hasUser: boolean;
  /** pathname + search of the requested location */
  path: string;
};

export type GuardDecision = {
  redirectTo: string | null;
  /** spec §2: every path except login is remembered as the last route */
  remember: boolean;
};

const PUBLIC = paths.public.getHref();
const isPublicPath = (path: string) =>
  path === PUBLIC || path.startsWith(`${PUBLIC}/`) || path.startsWith(`${PUBLIC}?`);

export const shouldRememberRoute = (path: string): boolean => path.startsWith('/') && !isPublicPath(path);

export const resolveGuard = ({ area, hasUser, path }: GuardInput): GuardDecision => {
  if (area === 'protected') {
    // A deep link while logged out is remembered so login can come back to it.
    return { redirectTo: hasUser ? null : paths.login.getHref(), remember: shouldRememberRoute(path) };
  }
  return { redirectTo: hasUser ? paths.home.getHref() : null, remember: false };
};

/** Where login sends the user: the remembered route when it is a safe in-app path, else home. */
export const afterLoginTarget = (lastRoute: string | null): string => {
  if (!lastRoute || !lastRoute.startsWith('/') || lastRoute.startsWith('//') || lastRoute.includes('\\')) {
    return paths.home.getHref();
  }
  return shouldRememberRoute(lastRoute) ? lastRoute : paths.home.getHref();
};

export const readLastRoute = (): string | null => {
  try {
    return window.localStorage.getItem(LAST_ROUTE_KEY);
  } catch {
    return null;
  }
};

export const rememberRoute = (path: string) => {
  if (!shouldRememberRoute(path)) return;
  try {
    window.localStorage.setItem(LAST_ROUTE_KEY, path);
  } catch {
    // Storage unavailable: login falls back to home.
  }
};
