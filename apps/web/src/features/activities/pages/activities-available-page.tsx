import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { readModule } from '../model/search-params';

/**
 * spec §2 ActividadesDisponibles=?q=<module>&destino=<code>: the activities (act-results) or the
 * transfers (disponibilidad) of that destination, with the rest of the query kept.
 */
export function ActivitiesAvailablePage() {
  const [params] = useSearchParams();
  const rest = new URLSearchParams(params);
  rest.delete('q');
  const to =
    readModule(params.get('q')) === 'traslados' ? paths.activities.transfers : paths.activities.results;
  return <Navigate to={to.getHref(rest)} replace />;
}
