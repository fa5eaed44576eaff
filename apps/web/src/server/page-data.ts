import type { QueryClient } from '@tanstack/react-query';
import { isThirdProviderSearch } from '@/shared/hotels/hotel-provider';
import { paths } from '@/shared/paths';
import type { TSession } from '@/shared/auth/session-cookie';
import { postsByQuery } from '../features/home/api/get-posts-by';
import { HOME_POSTS_SECTION } from '../features/home/api/prefetch-posts';
import { disneyHotelsQuery } from '../features/disney-hotels/api/search-disney-hotels';
import { disneyDispoRequest } from '../features/disney-hotels/model/requests';
import { isCompleteDisneySearch, readDisneySearch } from '../features/disney-hotels/model/search-params';
import { thirdHotelsQuery } from '../features/third-hotels/api/search-third-hotels';
import { thirdDispoRequest } from '../features/third-hotels/model/requests';
import { isCompleteThirdSearch, readThirdSearch } from '../features/third-hotels/model/third-search-params';

type TPageData = (queryClient: QueryClient, url: URL, user: TSession) => Promise<unknown>;

// The first screens the server renders (issue 34) and the data each shows: the pages' own
// queries (same keys, same calls, same answers' checks), so the page hydrates from the cache
// without asking again. The hotel results ask what hotel-results-page.tsx asks for the address.
const hotelResults: TPageData = (queryClient, url, user) => {
  const params = url.searchParams;
  if (isThirdProviderSearch(params)) {
    const search = readThirdSearch(params);
    return isCompleteThirdSearch(search)
      ? queryClient.fetchQuery(thirdHotelsQuery(thirdDispoRequest(search, user)))
      : Promise.resolve();
  }
  const search = readDisneySearch(params);
  return isCompleteDisneySearch(search)
    ? queryClient.fetchQuery(disneyHotelsQuery(disneyDispoRequest(search, user)))
    : Promise.resolve();
};

const PAGES = new Map<string, TPageData | null>([
  [paths.login.getHref(), null],
  [paths.home.getHref(), (queryClient) => queryClient.fetchQuery(postsByQuery(HOME_POSTS_SECTION))],
  [paths.disneyHotels.results.getHref(), hotelResults],
]);

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Whether the server renders this address (the others are the browser's). */
export const isServerRendered = (pathname: string) => PAGES.has(normalise(pathname));

/** Whether the address is a page for a logged-in agent. */
export const needsSession = (pathname: string) => normalise(pathname) !== paths.login.getHref();

/** The page's data in `queryClient`; rejects when any of it could not be had. */
export const loadPageData = async (queryClient: QueryClient, url: URL, user: TSession | null) => {
  const load = PAGES.get(normalise(url.pathname));
  if (load && user) await load(queryClient, url, user);
};
