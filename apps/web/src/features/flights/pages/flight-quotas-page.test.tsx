import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { quotaBlock } from '../model/test-data';
import { FlightQuotasPage } from './flight-quotas-page';
import { login, mockApi, renderRoutes } from './test-render';

const BLOCKS = [
  quotaBlock({ fechaSalida: '2027-02-02', fechaRegreso: '2027-02-10', comparador: 'b' }),
  quotaBlock({ comparador: 'sold', asientosDisponibles: 0 }),
  quotaBlock({ destino: 'CUN', destinoNombre: 'Cancún', comparador: 'c', asientosDisponibles: 5 }),
];
const renderAt = (url: string) =>
  renderRoutes([{ path: '/vuelosAereos/cupos', element: <FlightQuotasPage /> }], url);

describe('vuelosAereos/cupos (Cupos aéreos, ours)', () => {
  // The blocks depart on literal dates: the clock is pinned before them, or the calendar
  // overtakes the data and the page rightly stops offering a departure gone by (issue 29, item 0).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T15:00:00Z'));
  });
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('lists the year’s blocks per destination, each with a Buscar link to its results', async () => {
    login();
    const fetchMock = mockApi({ cupos: [200, BLOCKS] });
    const router = renderAt('/vuelosAereos/cupos?anio=2027');
    const puj = await screen.findByRole('region', { name: 'Punta Cana (PUJ)' });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/flights/api/aereos/cupos?anio=2027');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Cancún (CUN)',
      'Punta Cana (PUJ)',
    ]);
    expect(within(puj).getByText('2 salidas · 12 asientos disponibles')).toBeInTheDocument();
    expect(within(puj).getByText('Agotado')).toBeInTheDocument();
    expect(within(puj).getByText('Asientos libres / cupo: 12 / 40')).toBeInTheDocument();
    expect(within(puj).getByRole('link', { name: /^Buscar vuelos del 02\/02\/2027/ })).toHaveAttribute(
      'href',
      '/vuelosAereos/vuelos-result?destino=PUJ&salida=2027-02-02&regreso=2027-02-10&adultos=2',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Destino' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancún (CUN)', hidden: true }));
    expect(router.state.location.search).toBe('?anio=2027&destino=CUN');
    expect(screen.queryByRole('region', { name: 'Punta Cana (PUJ)' })).toBeNull();
  });

  it('says when a year has no blocks', async () => {
    login();
    mockApi({ cupos: [200, []] });
    renderAt('/vuelosAereos/cupos?anio=2025');
    expect(
      await screen.findByText('No hay cupos con asientos en 2025 para este filtro.'),
    ).toBeInTheDocument();
  });

  it('a failure reads as the flights search error', async () => {
    login();
    mockApi({ cupos: [502, { message: 'x' }] });
    renderAt('/vuelosAereos/cupos?anio=2026');
    expect(await screen.findByText('Ocurrió un error al buscar vuelos disponibles')).toBeInTheDocument();
  });
});
