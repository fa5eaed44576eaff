import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { endSession, startSession, useAuthStore } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { resetFirstLoad } from '@/shared/first-load-requests';
import { searchDisneyHotels } from '../../features/disney-hotels/api/search-disney-hotels';
import { disneyDispoRequest } from '../../features/disney-hotels/model/requests';
import { disneySearchParams } from '../../features/disney-hotels/model/search-params';
import { disneySearch } from '../../features/disney-hotels/model/test-data';
import { searchThirdHotels } from '../../features/third-hotels/api/search-third-hotels';
import { thirdDispoRequest } from '../../features/third-hotels/model/requests';
import { thirdSearch } from '../../features/third-hotels/model/test-data';
import { thirdSearchParams } from '../../features/third-hotels/model/third-search-params';
import { prefetchHotelResults } from './prefetch-hotel-results';

const loaderArgs = (query: string) =>
  ({
    request: new Request(`http://localhost/hoteles/hotel-results?${query}`),
    params: {},
  }) as LoaderFunctionArgs;
const user = () => useAuthStore.getState().user!;

describe('hotel results loader: the availability search set off beside the page’s code', () => {
  let fetchMock: MockInstance<typeof fetch>;
  beforeEach(() => {
    resetFirstLoad();
    startSession(
      sessionFromLogin({
        data: { user: { id: 7, nombre: 'Ana', nivel: 1, uws: 9 } },
        accesos: { token: 'tok' },
      }),
    );
    fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify({ data: [] }), { status: 200 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the Disney search the page asks, so the page’s own call takes its answer', async () => {
    const search = disneySearch({ adults: 2, childAges: [8] });
    expect(prefetchHotelResults(loaderArgs(disneySearchParams(search)))).toBeNull();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/hotels/multihoteldispo/');

    await searchDisneyHotels(disneyDispoRequest(search, user())).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the third provider’s search for a provider=tercero address', async () => {
    const search = thirdSearch({ rooms: [{ adults: 2, childAges: [5] }] });
    prefetchHotelResults(loaderArgs(thirdSearchParams(search)));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/hotels/hoteldispo/');

    await searchThirdHotels(thirdDispoRequest(search, user())).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for an incomplete search (the page sends the agent back to the form)', async () => {
    prefetchHotelResults(loaderArgs('provider=disney&checkin=2030-05-10'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks nothing without a session (the guard sends the visitor to log in)', async () => {
    endSession({ logout: false });
    prefetchHotelResults(loaderArgs(disneySearchParams(disneySearch())));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
