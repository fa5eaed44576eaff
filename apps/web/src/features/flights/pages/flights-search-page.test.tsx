import { agencyToday, addDays } from '@portal/domain/dates';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { FlightsSearchPage } from './flights-search-page';
import { DESTINOS, login, mockApi, renderRoutes } from './test-render';

const renderAt = (url: string) =>
  renderRoutes(
    [
      { path: '/vuelosAereos', element: <FlightsSearchPage /> },
      { path: '/vuelosAereos/vuelos-result', element: <p>Resultados</p> },
      { path: '/vuelosAereos/cupos', element: <p>Cupos</p> },
    ],
    url,
  );

describe('vuelosAereos (Vuelos)', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it('lists the destinations with their seats and searches with the query in the URL', async () => {
    login();
    mockApi({ destinos: DESTINOS });
    const today = agencyToday(new Date());
    const [salida, regreso] = [addDays(today, 20), addDays(today, 27)];
    const router = renderAt(`/vuelosAereos?destino=PUJ&salida=${salida}&regreso=${regreso}&adultos=3`);
    expect(await screen.findByText('57 asientos disponibles en el cupo')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Destino/ })).toHaveValue('Punta Cana (PUJ)');
    expect(screen.getByRole('combobox', { name: 'Adultos (mayores de 10 años)' })).toHaveValue('3');

    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.pathname).toBe('/vuelosAereos/vuelos-result');
    expect(router.state.location.search).toBe(`?destino=PUJ&salida=${salida}&regreso=${regreso}&adultos=3`);
  });

  it('asks for the destination and the dates before searching (spec §5)', async () => {
    login();
    mockApi({ destinos: DESTINOS });
    const router = renderAt('/vuelosAereos');
    expect(screen.getByRole('combobox', { name: 'Adultos (mayores de 10 años)' })).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Debe seleccionar un destino')).toBeInTheDocument();
    expect(screen.getAllByText('Debe indicar la fecha de salida y de regreso')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/vuelosAereos');
  });

  it('a date inside the 9 days is refused for a non-AS user (spec §6)', async () => {
    login(1);
    mockApi({ destinos: DESTINOS });
    const today = agencyToday(new Date());
    renderAt(`/vuelosAereos?destino=PUJ&salida=${addDays(today, 3)}&regreso=${addDays(today, 10)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('Las reservas deben realizarse con al menos 9 días de anticipación'),
    ).toBeInTheDocument();
  });

  it("'Verificar Cupos aereos' opens Cupos 2025 and Cupos 2026 on our quota page", async () => {
    login();
    mockApi({ destinos: DESTINOS });
    const router = renderAt('/vuelosAereos');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar Cupos aereos' }));
    expect(await screen.findByRole('menuitem', { name: 'Cupos 2025', hidden: true })).toHaveAttribute(
      'href',
      '/vuelosAereos/cupos?anio=2025',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cupos 2026', hidden: true }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/vuelosAereos/cupos?anio=2026',
    );
  });
});
