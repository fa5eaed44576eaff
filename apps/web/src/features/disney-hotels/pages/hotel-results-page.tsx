import '../components/disney-hotels-styles';
import { Navigate, useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { HOTEL_PROVIDERS, paths } from '@/shared/paths';
import { DisneyResults } from '../components/disney-results';
import { ThirdResults } from '../components/third-results';
import { disneySearchParams, isCompleteDisneySearch, readDisneySearch } from '../model/search-params';
import { isCompleteThirdSearch, readThirdSearch, thirdSearchParams } from '../model/third-search-params';

/** spec §2 hotel-results 'Alojamiento' (?provider): the Disney or the third provider's hotels. */
export function HotelResultsPage() {
  const [params] = useSearchParams();
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  if (params.get('provider') === HOTEL_PROVIDERS.third) {
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
