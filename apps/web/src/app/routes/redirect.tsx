import { Navigate, useLocation } from 'react-router';

/** Redirects relative to the current route and keeps the query (spec §2: hoteles keeps ?provider). */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
