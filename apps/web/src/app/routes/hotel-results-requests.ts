import { prefetchRequest } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import { isThirdProviderSearch } from '@/shared/hotels/hotel-provider';
import { DISNEY_DISPO_PATH } from '../../features/disney-hotels/api/search-disney-hotels';
import { disneyDispoRequest } from '../../features/disney-hotels/model/requests';
import { isCompleteDisneySearch, readDisneySearch } from '../../features/disney-hotels/model/search-params';
import { THIRD_DISPO_PATH } from '../../features/third-hotels/api/search-third-hotels';
import { thirdDispoRequest } from '../../features/third-hotels/model/requests';
import {
  isCompleteThirdSearch,
  readThirdSearch,
} from '../../features/third-hotels/model/third-search-params';

/**
 * The availability search of a hotel results address, asked as the page will ask it (the same
 * readers and request builders as hotel-results-page.tsx), so the page takes its answer.
 * An incomplete search asks nothing: the page sends the agent back to the form.
 */
export function startHotelResultsSearch(params: URLSearchParams, user: TSession) {
  if (isThirdProviderSearch(params)) {
    const search = readThirdSearch(params);
    if (isCompleteThirdSearch(search))
      prefetchRequest('hotels', THIRD_DISPO_PATH, { method: 'POST', body: thirdDispoRequest(search, user) });
    return;
  }
  const search = readDisneySearch(params);
  if (isCompleteDisneySearch(search))
    prefetchRequest('hotels', DISNEY_DISPO_PATH, { method: 'POST', body: disneyDispoRequest(search, user) });
}
