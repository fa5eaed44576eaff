import { prefetchRequest } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import { HOTEL_PROVIDERS } from '@/shared/paths';
import { disneyDispoRequest, thirdDispoRequest } from '../model/requests';
import { isCompleteDisneySearch, readDisneySearch } from '../model/search-params';
import { isCompleteThirdSearch, readThirdSearch } from '../model/third-search-params';
import { DISNEY_DISPO_PATH } from './search-disney-hotels';
import { THIRD_DISPO_PATH } from './search-third-hotels';

/**
 * The availability search of a hotel results address, asked as the page will ask it (the same
 * readers and request builders as hotel-results-page.tsx), so the page takes its answer.
 * An incomplete search asks nothing: the page sends the agent back to the form.
 */
export function startHotelResultsSearch(params: URLSearchParams, user: TSession) {
  if (params.get('provider') === HOTEL_PROVIDERS.third) {
    const search = readThirdSearch(params);
    if (isCompleteThirdSearch(search))
      prefetchRequest('hotels', THIRD_DISPO_PATH, { method: 'POST', body: thirdDispoRequest(search, user) });
    return;
  }
  const search = readDisneySearch(params);
  if (isCompleteDisneySearch(search))
    prefetchRequest('hotels', DISNEY_DISPO_PATH, { method: 'POST', body: disneyDispoRequest(search, user) });
}
