import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { endSession, startSession } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { resetFirstLoad } from '@/shared/first-load-requests';
import { getPostsBy } from './get-posts-by';
import { HOME_POSTS_SECTION, prefetchHomePosts } from './prefetch-posts';

const POST = { id: 1, title: 'Novedad', author: 'Equipo', image: '/media/posts/1.svg', content: '<p>x</p>' };

describe('home loader: the posts set off beside the page’s code', () => {
  let fetchMock: MockInstance<typeof fetch>;
  beforeEach(() => {
    resetFirstLoad();
    fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify([POST]), { status: 200 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the posts of the home page once; the page’s call takes the answer', async () => {
    startSession(
      sessionFromLogin({
        data: { user: { id: 7, nombre: 'Ana', nivel: 1, uws: 9 } },
        accesos: { token: 'tok' },
      }),
    );
    expect(prefetchHomePosts()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/main/posts-by?section=TICKETS');
    await expect(getPostsBy(HOME_POSTS_SECTION)).resolves.toEqual([POST]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a session', () => {
    endSession({ logout: false });
    prefetchHomePosts();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
