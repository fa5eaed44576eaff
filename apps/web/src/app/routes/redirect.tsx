import { Navigate, useLocation } from 'react-router';
import { HOTEL_PROVIDERS, paths } from '@/shared/paths';

/** Redirects to a path of shared/paths.ts and keeps the query (spec §2: hoteles keeps ?provider). */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** spec §2 hoteles?provider: the Disney search by default, estadias for the third provider. */
export function RedirectHoteles() {
  const { search } = useLocation();
  const third = new URLSearchParams(search).get('provider') === HOTEL_PROVIDERS.third;
  const to = third ? paths.disneyHotels.estadias.getHref() : paths.disneyHotels.disney.getHref();
  return <Navigate to={{ pathname: to, search }} replace />;
}
