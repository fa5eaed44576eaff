import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl } from '@/shared/api-client';
import { registerReauthDialog, settleReauth, startSession, useAuthStore } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { useCartStore } from '@/shared/cart-store';

const respond = (status: number, body?: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status }));

describe('api client', () => {
  beforeEach(() =>
    startSession(
      sessionFromLogin({
        data: { user: { id: 1, nombre: 'Ana', nivel: 1, uws: 9 } },
        accesos: { token: 'tok' },
      }),
    ),
  );
  afterEach(() => vi.restoreAllMocks());

  it('builds URLs from the service prefix and skips empty query values', () => {
    expect(
      buildUrl('tickets', '/tickets/ticket-by-fecha', { fecha: '2025-07-01', durationDays: 3, x: undefined }),
    ).toBe('/api/tickets/tickets/ticket-by-fecha?fecha=2025-07-01&durationDays=3');
  });

  it('returns a file as a Blob with the bearer token, and a failed one as the error it says', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ message: 'No se encontró la reserva' }), { status: 404 }),
      );
    const blob = await apiRequest<Blob>('main', '/reservas/41/voucher.pdf', { responseType: 'blob' });
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok' });
    await expect(
      apiRequest('main', '/reservas/42/voucher.pdf', { responseType: 'blob' }),
    ).rejects.toMatchObject({ status: 404, message: 'No se encontró la reserva' });
  });

  it('sends the bearer token and JSON body', async () => {
    const fetchMock = respond(200, { ok: true });
    await expect(apiRequest('main', 'echo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends a file as it is, with the type the caller gives (a rate sheet, issue 31)', async () => {
    const fetchMock = respond(200, { ok: true });
    const file = new File(['PK'], 'tarifas.xlsx');
    await apiRequest('main', '/tarifario/importar', {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/octet-stream' });
  });

  it('after a reload (no token in memory) relies on the session cookie and sends the CSRF token on writes', async () => {
    useAuthStore.getState().setUser({ ...useAuthStore.getState().user!, token: undefined });
    document.cookie = 'portal_csrf=csrf-1; path=/';
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
    await apiRequest('main', 'echo', { method: 'POST', body: {} });
    await apiRequest('main', 'echo');
    const [write, read] = fetchMock.mock.calls.map((c) => c[1]?.headers as Record<string, string>);
    expect(write).toMatchObject({ 'X-CSRF-Token': 'csrf-1' });
    expect(write).not.toHaveProperty('Authorization');
    expect(read).not.toHaveProperty('X-CSRF-Token');
    document.cookie = 'portal_csrf=; max-age=0; path=/';
  });

  it('shows the catalogue message and the reference for a 500, never its raw text', async () => {
    respond(500, { message: 'Internal', requestId: 'r-9' });
    const error = await apiRequest('main', 'x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: 'Hubo un error en el servidor (referencia r-9)' });
  });

  it("turns the error body's message into an ApiError", async () => {
    respond(429, { message: 'Demasiados intentos', requestId: 'r-1' });
    const error = await apiRequest('main', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Demasiados intentos', requestId: 'r-1' });
  });

  it('ends the session on a 401 of an authenticated call', async () => {
    useCartStore.getState().reset();
    respond(401, { message: 'Sesión vencida' });
    await expect(apiRequest('main', 'x')).rejects.toThrow('Sesión vencida');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('with the login dialog on the page, waits for the agent to log in again and sends the request again', async () => {
    const unregister = registerReauthDialog();
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Sesión vencida' }), { status: 401 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const answer = apiRequest('main', 'reservate', { method: 'POST', body: { a: 1 } });
    await vi.waitFor(() => expect(useAuthStore.getState().reauth).toBe(true));
    // the agent logs in again in the dialog: a new token
    useAuthStore.getState().setUser({ ...useAuthStore.getState().user!, token: 'tok-2' });
    settleReauth(true);
    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok-2' });
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"a":1}');
    expect(useAuthStore.getState()).toMatchObject({ reauth: false, user: { idUser: 1 } });
    unregister();
  });

  it('ends the session when the agent leaves the login dialog', async () => {
    const unregister = registerReauthDialog();
    respond(401, { message: 'Sesión vencida' });
    const answer = apiRequest('main', 'x');
    await vi.waitFor(() => expect(useAuthStore.getState().reauth).toBe(true));
    settleReauth(false);
    await expect(answer).rejects.toThrow('Sesión vencida');
    expect(useAuthStore.getState().user).toBeNull();
    unregister();
  });

  it('keeps the session on a 401 of the login call', async () => {
    respond(401, { message: 'Credenciales invalidas' });
    await expect(apiRequest('main', 'loginweb', { method: 'POST', auth: false })).rejects.toThrow(
      'Credenciales invalidas',
    );
    expect(useAuthStore.getState().user).not.toBeNull();
  });

  it('reports a network failure in Spanish', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('main', 'x')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/conectar/),
    });
  });
});
