import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession, useAuthStore } from '@/shared/auth/auth-store';
import { readSessionCookie, SESSION_LENGTH_MS, sessionFromLogin } from '@/shared/auth/session-cookie';
import { isRenewalDue, renewSessionIfDue } from '@/shared/auth/session-renewal';

const MINUTE = 60_000;
const T0 = Date.UTC(2030, 0, 10, 12, 0);

describe('session renewal, a sliding 50-minute window (spec §4; issue 11, item 7)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    startSession(
      sessionFromLogin(
        { data: { user: { id: 4, nombre: 'Ana', nivel: 1, uws: 2 } }, accesos: { token: 'tok-1' } },
        T0,
        'ana',
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is due in the second half of the session, never after it ran out', () => {
    const expiresAt = T0 + SESSION_LENGTH_MS;
    expect(isRenewalDue(expiresAt, T0 + 24 * MINUTE)).toBe(false);
    expect(isRenewalDue(expiresAt, T0 + 26 * MINUTE)).toBe(true);
    expect(isRenewalDue(expiresAt, T0 + 50 * MINUTE)).toBe(false);
  });

  it('asks nothing of the server while the session is young', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    await renewSessionIfDue(T0 + 10 * MINUTE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews once when due: a new token and 50 more minutes, in the store and the cookie', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ accesos: { token: 'tok-2' } }), { status: 200 }));
    vi.setSystemTime(T0 + 30 * MINUTE);
    await Promise.all([renewSessionIfDue(), renewSessionIfDue()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/main/renovar-sesion');
    const user = useAuthStore.getState().user!;
    expect(user).toMatchObject({ token: 'tok-2', expiresAt: T0 + 80 * MINUTE, username: 'ana' });
    expect(readSessionCookie(T0 + 30 * MINUTE)?.expiresAt).toBe(T0 + 80 * MINUTE);
  });

  it('leaves the session as it was when the answer brings no token', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ accesos: {} }), { status: 200 }),
    );
    await renewSessionIfDue(T0 + 30 * MINUTE);
    expect(useAuthStore.getState().user).toMatchObject({ token: 'tok-1', expiresAt: T0 + 50 * MINUTE });
  });

  it('leaves the session as it was when the server refuses', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    vi.setSystemTime(T0 + 30 * MINUTE);
    await renewSessionIfDue();
    expect(useAuthStore.getState().user).toMatchObject({ token: 'tok-1', expiresAt: T0 + 50 * MINUTE });
  });
});
