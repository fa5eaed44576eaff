import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession, useAuthStore } from '@/shared/auth/auth-store';
import { clearSessionCookie, sessionFromLogin } from '@/shared/auth/session-cookie';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { routes } from './router';
import { labelFromMatches } from './title';

const loginAnswer = {
  data: { user: { id: 3, nombre: 'Ana Pérez', nivel: 1, uws: 8 } },
  accesos: { token: 'tok' },
};

const mockApi = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const body = url.includes('/loginweb') ? loginAnswer : [];
    return new Response(JSON.stringify(body), { status: 200 });
  });

const renderAt = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

// Route modules load lazily and are transformed on first import: give a cold run time.
configure({ asyncUtilTimeout: 8000 });

describe('router and guard', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi());
  afterEach(() => {
    act(() => endSession());
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('sends a logged-out deep link to login and comes back to it after logging in', async () => {
    const router = renderAt('/autos/results?brand=AVIS');
    const user = await screen.findByRole('textbox', { name: 'Usuario' });
    expect(router.state.location.pathname).toBe('/public/login');
    expect(localStorage.getItem('lastRoute')).toBe('/autos/results?brand=AVIS');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión — Mundo Travel'));

    await userEvent.type(user, 'ana');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'secreto');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('heading', { name: 'Autos Encontrados' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?brand=AVIS');
    expect(document.title).toBe('Autos Encontrados — Mundo Travel');
    expect(document.cookie).toContain('userLogged=');
  });

  it('sends a logged-in user on a public route to /', async () => {
    startSession(sessionFromLogin(loginAnswer));
    const router = renderAt('/public/login');
    expect(await screen.findByRole('heading', { name: 'Hola, Ana Pérez' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(document.title).toBe('Inicio — Mundo Travel'));
  });

  it('redirects hoteles to disney keeping the provider query', async () => {
    startSession(sessionFromLogin(loginAnswer));
    const router = renderAt('/hoteles?provider=disney');
    expect(await screen.findByRole('heading', { name: 'Walt Disney World' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/hoteles/disney?provider=disney',
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Walt Disney World — Mundo Travel'));
  });

  it('redirects hoteles?provider=tercero to the third provider search (estadias)', async () => {
    startSession(sessionFromLogin(loginAnswer));
    const router = renderAt('/hoteles?provider=tercero');
    expect(await screen.findByRole('heading', { name: 'Hoteles' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/hoteles/estadias?provider=tercero',
    );
    expect(screen.getByPlaceholderText('Ciudad, por ejemplo Cancún')).toBeInTheDocument();
  });

  it.each([
    ['/tickets?park=universal', '/tickets/tickets-index?park=universal'],
    ['/hoteles', '/hoteles/disney'],
    ['/hoteles?provider=disneyland', '/hoteles/disney?provider=disneyland'],
    ['/hoteles/hotel-results?provider=tercero', '/hoteles/estadias?provider=tercero&hab=2&estrellas=0'],
    ['/hoteles/hotel-results?provider=disney', '/hoteles/disney?provider=disney&adultos=2&habitaciones=1'],
    ['/autos', '/autos/index-autos'],
    ['/asistencias/index', '/asistencias'],
  ])('redirects %s to %s', async (from, to) => {
    startSession(sessionFromLogin(loginAnswer));
    const router = renderAt(from);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to));
  });

  it('logs out to login and empties the session', async () => {
    startSession(sessionFromLogin(loginAnswer));
    const router = renderAt('/tarifario');
    await screen.findByRole('heading', { name: 'Tarifario' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Cerrar sesión' })[0]!);
    await screen.findByRole('textbox', { name: 'Usuario' });
    expect(router.state.location.pathname).toBe('/public/login');
    expect(document.cookie).not.toContain('userLogged=');
  });

  it('a session that ran out in this tab opens the login dialog over the page, not the login page (issue 11, item 7)', async () => {
    startSession(sessionFromLogin(loginAnswer, Date.now(), 'ana'));
    const router = renderAt('/tarifario');
    await screen.findByRole('heading', { name: 'Tarifario' });
    // the 50 minutes are over: the cookie is gone, the tab still knows who was working
    act(() => {
      const user = useAuthStore.getState().user!;
      useAuthStore.getState().setUser({ ...user, expiresAt: Date.now() - 1 });
      clearSessionCookie();
    });
    await act(() => router.navigate('/'));
    const dialog = await screen.findByRole('dialog', { name: 'Su sesión venció' });
    expect(router.state.location.pathname).toBe('/');
    await userEvent.type(within(dialog).getByLabelText(/^Contraseña/), 'secreto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ingresar y continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Su sesión venció' })).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(document.cookie).toContain('userLogged=');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no/existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});

// Every URL of spec §2 reaches its own route (its label), not the not-found page.
describe('route table', () => {
  it.each([
    ['/', 'Inicio'],
    ['/public/login', 'Iniciar sesión'],
    ['/hoteles/disney', 'Walt Disney World'],
    ['/hoteles/ticket-disney', 'Selecciona un Ticket'],
    ['/hoteles/estadias', 'Hoteles'],
    ['/hoteles/hotel-results', 'Alojamiento'],
    ['/tickets/tickets-index', 'Parques Temáticos'],
    ['/tickets/tickets-result', 'Tickets encontrados'],
    ['/autos/index-autos', 'Alquila un auto'],
    ['/autos/results', 'Autos Encontrados'],
    ['/traslados&Actividades/disponibilidad', 'Traslados disponibles'],
    ['/traslados&Actividades/act-results', 'Actividades Encontradas'],
    ['/ActividadesDisponibles=', 'Actividades disponibles'],
    ['/hotelesNew', 'Alojamiento'],
    ['/hotelesNewHBSI', 'Hoteles en Orlando'],
    ['/hotelesNewReserva', 'Reserva de alojamiento'],
    ['/dataDisponible', 'Detalle de la actividad'],
    ['/asistencias', 'Asistencias'],
    ['/asistencias/asis-result', 'Asistencias encontradas'],
    ['/vuelosAereos', 'Vuelos'],
    ['/vuelosAereos/vuelos-result', 'Vuelos Encontrados'],
    ['/vuelosAereos/cupos', 'Cupos aéreos'],
    ['/cruicers', 'Cruceros'],
    ['/tarifario', 'Tarifario'],
    ['/tarifario/tarifas-result', 'Tarifas Encontradas'],
    ['/paquetes', 'Paquetes'],
    ['/form-pax', 'Datos de los pasajeros'],
    ['/resumen', 'Reserva confirmada'],
    ['/mis-reservas', 'Mis reservas'],
    ['/mis-reservas/41', 'Reserva N° 41'],
  ])('%s is labelled %s', (url, label) => {
    const matches = matchRoutes(routes, url) ?? [];
    const handles = matches.map((match) => ({ handle: match.route.handle, params: match.params }));
    expect(labelFromMatches(handles)).toBe(label);
  });
});
