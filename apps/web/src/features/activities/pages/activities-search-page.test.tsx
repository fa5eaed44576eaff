import { MESSAGES } from '@portal/domain/messages';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { inDays } from '../model/test-data';
import { ActivitiesAvailablePage } from './activities-available-page';
import { ActivitiesSearchPage } from './activities-search-page';
import { callsTo } from './test-utils';

const DESTINATIONS: [number, unknown] = [
  200,
  [
    { destinationCode: 'MCO', destinationName: 'Orlando', countryCode: 'US', countryName: 'Estados Unidos' },
    { destinationCode: 'ORL', destinationName: 'Orleans', countryCode: 'FR', countryName: 'Francia' },
  ],
];
const renderAt = (url = '/traslados&Actividades') =>
  renderRoutes(
    [
      { path: '/traslados&Actividades', element: <ActivitiesSearchPage /> },
      { path: '/traslados&Actividades/act-results', element: <p>Actividades encontradas</p> },
      { path: '/traslados&Actividades/disponibilidad', element: <p>Traslados disponibles</p> },
      { path: '/ActividadesDisponibles=', element: <ActivitiesAvailablePage /> },
    ],
    url,
  );
const typeDestination = async (text: string) => {
  const box = await screen.findByRole('combobox', { name: /^Destino/ });
  await userEvent.type(box, text);
  return box;
};

describe('traslados&Actividades (index)', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it('searches destinations from 3 letters; activities go to act-results with the stay', async () => {
    login();
    const fetchMock = mockApi({ 'static-data/destinations': DESTINATIONS });
    const router = renderAt(`/traslados&Actividades?checkin=${inDays(20)}&checkout=${inDays(27)}`);
    await typeDestination('Or');
    expect(callsTo(fetchMock, 'destinations')).toHaveLength(0);
    await userEvent.type(screen.getByRole('combobox', { name: /^Destino/ }), 'l');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Orlando, Estados Unidos', hidden: true }),
    );
    expect(String(callsTo(fetchMock, 'destinations')[0]![0])).toMatch(
      /\/api\/utilities\/static-data\/destinations\?key_filter=Orl$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Actividades encontradas')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/traslados&Actividades/act-results');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      destino: 'MCO',
      nombre: 'Orlando',
      pais: 'Estados Unidos',
      checkin: inDays(20),
      checkout: inDays(27),
    });
  });

  it('a destination is required; activities need the stay; transfers go to disponibilidad', async () => {
    login();
    mockApi({ 'static-data/destinations': DESTINATIONS });
    const router = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.destinationRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.datesRequired)).toBeInTheDocument();
    await typeDestination('Orl');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Orlando, Estados Unidos', hidden: true }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Traslados' }));
    expect(screen.queryByText(/Fechas de estadía/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Traslados disponibles')).toBeInTheDocument();
    expect(router.state.location.search).toContain('destino=MCO');
  });

  it.each([
    ['nothing matches', [200, []] as [number, unknown], MESSAGES.noResults],
    ['the search fails', [503, {}] as [number, unknown], 'Ocurrió un error al buscar destino'],
  ])('%s: says so', async (_, answer, message) => {
    login();
    mockApi({ 'static-data/destinations': answer });
    renderAt();
    await typeDestination('Xyz');
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it('spec §2 ActividadesDisponibles= sends to the module of q, keeping destino', async () => {
    login();
    mockApi({});
    const router = renderAt('/ActividadesDisponibles=?q=traslados&destino=CUN');
    expect(await screen.findByText('Traslados disponibles')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?destino=CUN');
    await act(() => router.navigate('/ActividadesDisponibles=?q=actividades&destino=MCO'));
    expect(await screen.findByText('Actividades encontradas')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?destino=MCO');
  });
});
