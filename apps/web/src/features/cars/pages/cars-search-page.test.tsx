import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { inDays, location } from '../model/test-data';
import { CarsSearchPage } from './cars-search-page';
import { login, mockApi, renderRoutes } from '../../../test/render-page';

const HOURS = Array.from({ length: 7 }, () => '08:00-20:00');
/** Opens a select and clicks one of its own options (every time select lists the same slots). */
const pick = async (label: string, option: string) => {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
};
const renderAt = (query: string) =>
  renderRoutes(
    [
      { path: '/autos/index-autos', element: <CarsSearchPage /> },
      { path: '/autos/results', element: <p>Resultados de autos</p> },
    ],
    `/autos/index-autos?${query}`,
  );

describe('autos/index-autos', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it('searches offices of both brands from 3 characters, checks the hours and goes to the results', async () => {
    login();
    const fetchMock = mockApi({
      'brand=AVIS': [200, [location({ horariosDisponibles: HOURS })]],
      'brand=BUDGET': [502, { message: 'Error al buscar ubicaciones' }],
    });
    const checkin = inDays(20);
    const checkout = inDays(23);
    const router = renderAt(`checkin=${checkin}&checkout=${checkout}`);
    expect(await screen.findByRole('heading', { name: 'Alquila un auto' })).toBeInTheDocument();
    expect(screen.getAllByText('Ingrese al menos 3 caracteres para buscar').length).toBeGreaterThan(0);

    const pickup = screen.getByRole('combobox', { name: /Lugar de retiro/ });
    await userEvent.type(pickup, 'Mia');
    const option = await screen.findByRole(
      'option',
      { name: /Aeropuerto Internacional de Miami — Miami, Estados Unidos/, hidden: true },
      { timeout: 10_000 },
    );
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/cars/locations/?brand=AVIS&destino=Mia');
    expect(urls).toContain('/api/cars/locations/?brand=BUDGET&destino=Mia');
    expect(screen.getAllByText('BUDGET: Error al buscar ubicaciones').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Aeropuerto').length).toBeGreaterThan(0);
    await userEvent.click(option);
    expect(await screen.findByText(/^Horario del .*: 08:00 a 20:00$/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Devolver en la misma oficina' })).toBeChecked();

    await pick('Hora de retiro', '07:00');
    expect(await screen.findByText('La oficina está cerrada en el horario elegido')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.pathname).toBe('/autos/index-autos');

    await pick('Hora de retiro', '09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/autos/results'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      brand: 'AVIS',
      oficinaIn: 'MIA',
      lugarIn: 'Aeropuerto Internacional de Miami — Miami, Estados Unidos',
      paisIn: 'US',
      oficinaOut: 'MIA',
      lugarOut: 'Aeropuerto Internacional de Miami — Miami, Estados Unidos',
      checkin,
      horaIn: '09:30',
      checkout,
      horaOut: '10:00',
      edad: '30',
      residencia: 'AR',
    });
  });

  it('names the brand of each office, as both have one at the airport (issue 29, item 17)', async () => {
    login();
    const fetchMock = mockApi({
      'brand=AVIS': [200, [location({ horariosDisponibles: HOURS })]],
      'brand=BUDGET': [200, [location({ horariosDisponibles: HOURS, brand: 'BUDGET' })]],
    });
    const router = renderAt(`checkin=${inDays(20)}&checkout=${inDays(23)}`);
    const pickup = await screen.findByRole('combobox', { name: /Lugar de retiro/ });
    await userEvent.type(pickup, 'Mia');
    const airport = 'Aeropuerto Internacional de Miami — Miami, Estados Unidos';
    // each option: the airport icon's name, the brand, the office
    // the search waits for its debounce and both brands: a loaded machine takes seconds
    const budget = await screen.findByRole(
      'option',
      { name: `Aeropuerto BUDGET · ${airport}`, hidden: true },
      { timeout: 10_000 },
    );
    expect(
      screen.getByRole('option', { name: `Aeropuerto AVIS · ${airport}`, hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(budget);
    // the box says which one was chosen, and the name in it is not searched again
    expect(pickup).toHaveValue(`BUDGET · ${airport}`);
    expect(await screen.findByText(/^Horario del .*: 08:00 a 20:00$/)).toBeInTheDocument();
    const searched = fetchMock.mock.calls.map(([u]) => decodeURIComponent(String(u)));
    expect(searched.filter((u) => u.includes('/locations/'))).toEqual([
      '/api/cars/locations/?brand=AVIS&destino=Mia',
      '/api/cars/locations/?brand=BUDGET&destino=Mia',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/autos/results'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('brand')).toBe('BUDGET');
    expect(params.get('lugarIn')).toBe(airport);
  });

  it('a non-AS user cannot pick up within 9 days; a return before the pick-up is refused', async () => {
    login();
    mockApi({});
    renderAt(`brand=AVIS&oficinaIn=MIA&lugarIn=Miami&paisIn=US&checkin=${inDays(3)}&checkout=${inDays(2)}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/9 días/)).toBeInTheDocument();
    expect(screen.getByText('La devolución debe ser posterior al retiro')).toBeInTheDocument();
  });
});
