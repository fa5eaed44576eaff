import { Navigate, useLocation } from 'react-router';
import { isThirdProviderSearch } from '@/shared/hotels/hotel-provider';
import { paths } from '@/shared/paths';

/** Redirects to a path of shared/paths.ts and keeps the query (spec §2: hoteles keeps ?provider). */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** spec §2 hoteles?provider: the Disney search by default, estadias for the third provider. */
export function RedirectHoteles() {
  const { search } = useLocation();
  const to = isThirdProviderSearch(new URLSearchParams(search))
    ? paths.disneyHotels.estadias.getHref()
    : paths.disneyHotels.disney.getHref();
  return <Navigate to={{ pathname: to, search }} replace />;
}
