import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, renderRoutes } from '../../../test/render-page';
import { listItem, listPage } from '../model/test-data';
import { MyReservationsPage } from './my-reservations-page';

type Answer = [number, unknown];
/** GET reservas answers each call with the next answer (the last one repeats); the calls' URLs are kept. */
const mockList = (...answers: Answer[]) => {
  const urls: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    urls.push(new URL(String(input), 'http://portal'));
    const [status, body] = answers[Math.min(urls.length, answers.length) - 1]!;
    return new Response(JSON.stringify(body), { status });
  });
  return urls;
};
const lastQuery = (urls: URL[]) => Object.fromEntries(urls.at(-1)!.searchParams);
const renderAt = (search = '') =>
  renderRoutes(
    [
      { path: '/mis-reservas', element: <MyReservationsPage /> },
      { path: '/mis-reservas/:id', element: <p>Detalle</p> },
    ],
    `/mis-reservas${search}`,
  );
const pick = async (label: string, option: string) => {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
};
/** the desktop layout: (min-width: 48em) matches */
const wideScreen = () =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: true, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as never,
    );

describe('/mis-reservas', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it('lists the newest bookings 20 a page, each card linking to its detail', async () => {
    login();
    const urls = mockList([200, listPage([listItem(), listItem({ id: 40, status: 'cancelled' })])]);
    renderAt();
    expect(await screen.findByText('2 reservas')).toBeInTheDocument();
    expect(urls[0]!.pathname).toBe('/api/main/reservas');
    expect(lastQuery(urls)).toEqual({ page: '1', pageSize: '20' });
    const rows = screen.getAllByTestId('reservation-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Reserva N° 41' })).toHaveAttribute(
      'href',
      '/mis-reservas/41',
    );
    expect(within(rows[0]!).getByText('Confirmada')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('US$ 250,00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Cancelada')).toBeInTheDocument();
  });

  it('on a desktop shows a table with the columns an agent scans', async () => {
    login();
    wideScreen();
    mockList([200, listPage([listItem({ checkout: '2027-10-22' })])]);
    renderAt();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['N°', 'Producto', 'Titular', 'Servicio', 'Estado', 'Total', 'Reservada el']);
    const row = screen.getByTestId('reservation-row');
    expect(within(row).getByText('20-10-2027 al 22-10-2027')).toBeInTheDocument();
    expect(within(row).getByText('Paz, Ana')).toBeInTheDocument();
    // 12:00 UTC on the 23rd is still the 23rd in Buenos Aires
    expect(within(row).getByText('23-11-2026')).toBeInTheDocument();
  });

  it('sends the URL’s filters, and each new filter goes to the URL at page 1', async () => {
    login();
    const urls = mockList([200, listPage([listItem()], { total: 1 })]);
    const router = renderAt('?module=tickets&desde=2027-01-01&hasta=2027-01-31&fecha=servicio&page=2');
    await screen.findByTestId('reservation-row');
    expect(lastQuery(urls)).toMatchObject({
      module: 'tickets',
      fecha: 'servicio',
      desde: '2027-01-01',
      hasta: '2027-01-31',
      page: '2',
    });

    await pick('Estado', 'Cancelada');
    await waitFor(() => expect(lastQuery(urls)).toMatchObject({ status: 'cancelled', page: '1' }));
    expect(router.state.location.search).toBe(
      '?module=tickets&status=cancelled&fecha=servicio&desde=2027-01-01&hasta=2027-01-31',
    );

    const search = screen.getByRole('textbox', { name: 'Buscar' });
    await userEvent.type(search, 'P');
    expect(screen.getByText('Escriba al menos 2 caracteres')).toBeInTheDocument();
    await userEvent.type(search, 'az');
    await waitFor(() => expect(lastQuery(urls)).toMatchObject({ q: 'Paz' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Paz');
  });

  it('pages through the results with the pagination', async () => {
    login();
    const urls = mockList([200, listPage([listItem()], { total: 45 })]);
    const router = renderAt();
    expect(await screen.findByText('45 reservas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(lastQuery(urls)).toMatchObject({ page: '3' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.queryByRole('button', { name: 'Página 4' })).toBeNull();
  });

  it('says when no booking matches the filters and clears them', async () => {
    login();
    mockList([200, listPage([])]);
    const router = renderAt('?status=failed');
    expect(await screen.findByText('No hay reservas con estos filtros')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Todavía no hay reservas')).toBeInTheDocument();
  });

  it('shows the error in Spanish and tries again', async () => {
    login();
    mockList([503, { message: 'El servicio no está disponible' }], [200, listPage([listItem()])]);
    renderAt();
    expect(await screen.findByText('El servicio no está disponible')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('reservation-row')).toBeInTheDocument();
  });
});
