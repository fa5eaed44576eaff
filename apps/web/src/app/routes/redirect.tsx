import { Navigate, useLocation } from 'react-router';

/** Redirects to a path of shared/paths.ts and keeps the query (spec §2: hoteles keeps ?provider). */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
