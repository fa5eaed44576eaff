import type { LoaderFunctionArgs } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';

/**
 * The hotel results route's loader: the availability search set off while the page's code
 * loads (issue 19), not after it has rendered. Its code is a small chunk of its own, named in
 * the page the server sends (apps/web/build/first-screens.mjs), so the entry stays as it was.
 */
export const prefetchHotelResults = ({ request }: LoaderFunctionArgs) => {
  const user = useAuthStore.getState().user;
  if (user) {
    const params = new URL(request.url).searchParams;
    void import('./hotel-results-requests')
      .then(({ startHotelResultsSearch }) => startHotelResultsSearch(params, user))
      .catch(() => undefined); // the page asks on its own
  }
  return null;
};
