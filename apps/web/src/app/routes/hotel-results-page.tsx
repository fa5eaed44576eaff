import '@/shared/hotels/hotels-styles';
import { Navigate, useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { isThirdProviderSearch } from '@/shared/hotels/hotel-provider';
import { paths } from '@/shared/paths';
import { DisneyResults } from '../../features/disney-hotels/components/disney-results';
import {
  disneySearchParams,
  isCompleteDisneySearch,
  readDisneySearch,
} from '../../features/disney-hotels/model/search-params';
import { ThirdResults } from '../../features/third-hotels/components/third-results';
import {
  isCompleteThirdSearch,
  readThirdSearch,
  thirdSearchParams,
} from '../../features/third-hotels/model/third-search-params';

/**
 * spec §2 hotel-results 'Alojamiento' (?provider): the Disney or the third provider's hotels,
 * two product lines on one route; an incomplete search goes back to its form.
 */
export function HotelResultsPage() {
  const [params] = useSearchParams();
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  if (isThirdProviderSearch(params)) {
    const search = readThirdSearch(params);
    if (!isCompleteThirdSearch(search))
      return <Navigate to={paths.disneyHotels.estadias.getHref(thirdSearchParams(search))} replace />;
    return <ThirdResults key={params.toString()} search={search} user={user} />;
  }
  const search = readDisneySearch(params);
  if (!isCompleteDisneySearch(search))
    return <Navigate to={paths.disneyHotels.disney.getHref(disneySearchParams(search))} replace />;
  return <DisneyResults key={params.toString()} search={search} user={user} />;
}
