import { MESSAGES } from '@portal/domain/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi } from '../../../test/render-page';
import { tarifarioDestinationsQuery } from '../api/get-tarifario-destinations';
import { destinations, inDays, tarifario } from '../model/test-data';
import { TarifarioSearchPage } from './tarifario-search-page';
import { clearToasts, renderWithToasts } from './test-render';

const renderAt = (query = '') =>
  renderWithToasts(
    [
      { path: '/tarifario', element: <TarifarioSearchPage /> },
      { path: '/tarifario/tarifas-result', element: <p>Resultados del tarifario</p> },
    ],
    `/tarifario${query ? `?${query}` : ''}`,
  );
const calls = (fetchMock: ReturnType<typeof mockApi>, part: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u).includes(part));
/** Opens a select and clicks one of its own options. */
const pick = async (label: RegExp, option: string) => {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
};
const optionsOf = async (label: RegExp) => {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  const names = within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
};
const stay = `checkin=${inDays(20)}&checkout=${inDays(23)}`;

describe('tarifario (search)', () => {
  afterEach(() => {
    act(() => endSession());
    clearToasts();
    vi.restoreAllMocks();
  });

  it('the destinations are kept 24 hours and not fetched again on focus (spec §9)', () => {
    const q = tarifarioDestinationsQuery();
    expect(q.staleTime).toBe(24 * 60 * 60 * 1000);
    expect(q.gcTime).toBe(24 * 60 * 60 * 1000);
    expect(q.refetchOnWindowFocus).toBe(false);
  });

  it('Buscar refuses a search without destination or dates, each under its field', async () => {
    login();
    const fetchMock = mockApi({ 'destinos-tarifarios-htls': [200, destinations()] });
    const router = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.destinationRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.datesRequired)).toBeInTheDocument();
    // the first field in error has the focus (keyboard use)
    expect(screen.getByRole('combobox', { name: /^País/ })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/tarifario');
    expect(calls(fetchMock, 'get-tarifario')).toHaveLength(0);
  });

  it('the zones follow the country; a country without a zone picked is refused', async () => {
    login();
    mockApi({ 'destinos-tarifarios-htls': [200, destinations()] });
    renderAt(stay);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^País/ })).not.toHaveAttribute('data-disabled'),
    );
    expect(screen.getByRole('combobox', { name: /^Zona/ })).toBeDisabled();
    await pick(/^País/, 'Argentina');
    expect(await optionsOf(/^Zona/)).toEqual(['Bariloche', 'Mendoza']);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.destinationRequired)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Zona/ })).toHaveFocus();
    await pick(/^País/, 'Brasil');
    expect(await optionsOf(/^Zona/)).toEqual(['Búzios']);
  });

  it('a complete search asks the server, then goes to tarifas-result with the search and the domestic flag', async () => {
    login();
    const fetchMock = mockApi({
      'destinos-tarifarios-htls': [200, destinations()],
      'get-tarifario': [200, tarifario()],
    });
    const router = renderAt(stay);
    await pick(/^País/, 'Argentina');
    await pick(/^Zona/, 'Bariloche');
    expect(screen.getByText('3 noches')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tarifario/tarifas-result'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      destino: '11',
      checkin: inDays(20),
      checkout: inDays(23),
      nacional: '1',
    });
    const [url, init] = calls(fetchMock, 'get-tarifario')[0]!;
    expect(String(url)).toMatch(/\/api\/main\/get-tarifario$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      checkin: inDays(20),
      checkout: inDays(23),
      destino: 11,
      isDc: false,
      isNacional: true,
      isTarifario: true,
    });
    // back shows the search again, the zone's country named from the catalogue
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('combobox', { name: /^Zona/ })).toHaveValue('Bariloche');
    expect(screen.getByRole('combobox', { name: /^País/ })).toHaveValue('Argentina');
  });

  it('a foreign zone goes with nacional=0', async () => {
    login();
    mockApi({ 'destinos-tarifarios-htls': [200, destinations()], 'get-tarifario': [200, tarifario()] });
    const router = renderAt(`destino=31&${stay}`);
    expect(await screen.findByDisplayValue('Punta Cana')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tarifario/tarifas-result'));
    expect(new URLSearchParams(router.state.location.search).get('nacional')).toBe('0');
  });

  it('a server failure is the toast "Hubo un error en el servidor" and the page stays', async () => {
    login();
    mockApi({
      'destinos-tarifarios-htls': [200, destinations()],
      'get-tarifario': [503, { message: 'upstream down' }],
    });
    const router = renderAt(`destino=11&${stay}`);
    expect(await screen.findByDisplayValue('Bariloche')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tarifario');
  });

  it('a refusal (400) toasts the server’s message', async () => {
    login();
    mockApi({
      'destinos-tarifarios-htls': [200, destinations()],
      'get-tarifario': [400, { message: MESSAGES.tarifarioZoneUnknown }],
    });
    renderAt(`destino=11&${stay}`);
    expect(await screen.findByDisplayValue('Bariloche')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.tarifarioZoneUnknown)).toBeInTheDocument();
  });
});
