import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, prefetchRequest } from './api-client';
import { startSession } from './auth/auth-store';
import { sessionFromLogin } from './auth/session-cookie';
import { resetFirstLoad } from './first-load-requests';

const ZAnswer = z.object({ posts: z.array(z.number()) });
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('a page’s first call started by its route (prefetchRequest)', () => {
  beforeEach(() => {
    resetFirstLoad();
    startSession(
      sessionFromLogin({
        data: { user: { id: 1, nombre: 'Ana', nivel: 1, uws: 9 } },
        accesos: { token: 'tok' },
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is asked once: the page’s identical call takes its answer, parsed by the page’s schema', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ posts: [1, 2] }));
    prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok' });

    const posts = await apiRequest('main', '/posts-by', { query: { section: 'TICKETS' }, schema: ZAnswer });
    expect(posts).toEqual({ posts: [1, 2] });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // taken once: the next call asks the server
    await apiRequest('main', '/posts-by', { query: { section: 'TICKETS' }, schema: ZAnswer });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts once per loaded page: a later visit of the route asks nothing more', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ posts: [] }));
    prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken by another call: other query, other body, other path', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ posts: [] }));
    prefetchRequest('hotels', '/multihoteldispo/', { method: 'POST', body: { adults: 2 } });
    await apiRequest('hotels', '/multihoteldispo/', { method: 'POST', body: { adults: 3 } });
    await apiRequest('hotels', '/hoteldispo/', { method: 'POST', body: { adults: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await apiRequest('hotels', '/multihoteldispo/', { method: 'POST', body: { adults: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('is left when the page asks too late (10 s): the answer could be stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ posts: [7] }));
    prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    vi.setSystemTime(Date.now() + 10_001);
    await apiRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands a failure to the page as its own call would fail (the catalogue’s message, the reference)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ requestId: 'req-9' }, 500));
    prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    const failure = await apiRequest('main', '/posts-by', { query: { section: 'TICKETS' } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500, message: expect.stringContaining('(referencia req-9)') });
  });

  it('hands a network failure over as the connection message, without an unhandled rejection', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    await expect(apiRequest('main', '/posts-by', { query: { section: 'TICKETS' } })).rejects.toMatchObject({
      status: 0,
    });
  });
});
