import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, prefetchRequest } from '@/shared/api-client';
import { startSession } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { resetFirstLoad } from '@/shared/first-load-requests';

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

  it('is left when its answer came more than 10 s before the page asks: it could be stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ posts: [7] }));
    prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    await Promise.resolve(fetchMock.mock.results[0]?.value);
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.setSystemTime(Date.now() + 10_001);
    await apiRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is handed over while still on its way, however slow the page’s code was', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let arrive: (response: Response) => void = () => {};
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (arrive = resolve)));
    prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    vi.setSystemTime(Date.now() + 30_000);
    const taken = apiRequest('main', '/posts-by', { query: { section: 'TICKETS' }, schema: ZAnswer });
    arrive(answer({ posts: [3] }));
    await expect(taken).resolves.toEqual({ posts: [3] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is cancelled when the page that took it cancels its call', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
    prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    const page = new AbortController();
    const taken = apiRequest('main', '/posts-by', { query: { section: 'TICKETS' }, signal: page.signal });
    page.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('is dropped at a new login: an answer asked for one session is not the next one’s', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ posts: [1] }));
    prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    startSession(
      sessionFromLogin({
        data: { user: { id: 2, nombre: 'Luis', nivel: 1, uws: 9 } },
        accesos: { token: 'tok-2' },
      }),
    );
    await apiRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok-2' });
  });

  it('starts nothing once the first page has loaded: later pages ask for their own data', async () => {
    vi.resetModules(); // a fresh document
    const client = await import('@/shared/api-client');
    const firstLoad = await import('@/shared/first-load-requests');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ posts: [] }));
    firstLoad.endFirstLoad();
    client.prefetchRequest('main', '/posts-by', { query: { section: 'TICKETS' } });
    expect(fetchMock).not.toHaveBeenCalled();
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
