import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { laterTrip, leg, vueltaLeg } from '../model/test-data';
import { FlightsResultPage } from './flights-result-page';
import { DESTINOS, login, mockApi, renderRoutes } from './test-render';

const QUERY = 'destino=PUJ&salida=2027-01-10&regreso=2027-01-31';
const renderAt = (query: string) =>
  renderRoutes(
    [
      { path: '/vuelosAereos', element: <p>Buscador de vuelos</p> },
      { path: '/vuelosAereos/vuelos-result', element: <FlightsResultPage /> },
      { path: '/form-pax', element: <p>Formulario de pasajeros</p> },
    ],
    `/vuelosAereos/vuelos-result?${query}`,
  );
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('vuelosAereos/vuelos-result', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it('shows one card per round trip and books it through form-pax?q=flights', async () => {
    login();
    const fetchMock = mockApi({
      destinos: DESTINOS,
      disponibilidad: [200, [vueltaLeg(), leg(), ...laterTrip(4)]],
    });
    const router = renderAt(`${QUERY}&adultos=2`);
    expect(await screen.findByRole('heading', { name: '2 vuelos encontrados' })).toBeInTheDocument();
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('disponibilidad'))!;
    expect(url).toContain(
      '/api/flights/api/aereos/disponibilidad?from=2027-01-10&to=2027-01-31&destino=PUJ&ocupacion=2',
    );
    expect(await screen.findByText('Punta Cana (PUJ)')).toBeInTheDocument();

    const [first] = screen.getAllByTestId('flight-card');
    const card = within(first!);
    expect(card.getByRole('heading', { name: 'Aerolíneas Argentinas AR1300 EZE - PUJ' })).toBeInTheDocument();
    expect(plain(card.getByText('12/01/2027, 9:45 p. m.').textContent)).toBe('12/01/2027, 9:45 p. m.');
    expect(card.getByText('20/01/2027, 10:30 a. m.')).toBeInTheDocument();
    expect(card.getByText('Clase Económica')).toBeInTheDocument();
    expect(card.getByText('Total USD')).toBeInTheDocument();
    expect(plain(card.getByText(/^US\$/).textContent)).toBe('US$ 1.621,50'); // (412.50 + 398.25) × 2
    expect(card.getByText('9 asientos disponibles')).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'RESERVAR VUELO' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/form-pax?q=flights');
    const draft = useOrderDraftStore.getState().draft;
    expect(draft?.q).toBe('flights');
    expect(draft?.summary).toMatchObject({ title: 'Vuelo Punta Cana', total: 1692.94, adults: 2 });
  });

  it('caps the adults at the seats of the first result and says so (spec §4)', async () => {
    login();
    mockApi({ destinos: DESTINOS, disponibilidad: [200, laterTrip(3)] });
    renderAt(`${QUERY}&adultos=5`);
    expect(
      await screen.findByText(/La búsqueda pidió 5 adultos, pero el primer vuelo tiene 3 asientos/),
    ).toBeInTheDocument();
    expect(plain(screen.getByText(/^US\$/).textContent)).toBe('US$ 2.432,25'); // 810.75 × 3
    expect(screen.getByRole('combobox', { name: 'Adultos (mayores de 10 años)' })).toHaveValue('3');
  });

  it('no adults: the cards show, RESERVAR VUELO waits for an adult', async () => {
    login();
    mockApi({ destinos: DESTINOS, disponibilidad: [200, [leg(), vueltaLeg()]] });
    renderAt(`${QUERY}&adultos=0`);
    expect(await screen.findByText('Elija al menos un adulto para reservar un vuelo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RESERVAR VUELO' })).toBeDisabled();
  });

  it.each([
    [200, [], 'No se encontraron vuelos disponibles para esta ruta'],
    [502, { message: 'x' }, 'Ocurrió un error al buscar vuelos disponibles'],
    [500, { message: 'Internal' }, 'Ocurrió un error al buscar vuelos disponibles'],
    [
      400,
      { message: 'Las reservas deben realizarse con al menos 9 días de anticipación' },
      'Las reservas deben realizarse con al menos 9 días de anticipación',
    ],
  ])('answer %i %j reads %s (spec §8)', async (status, body, text) => {
    login();
    mockApi({ destinos: DESTINOS, disponibilidad: [status, body] });
    renderAt(`${QUERY}&adultos=2`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modificar búsqueda' })).toHaveAttribute(
      'href',
      `/vuelosAereos?${QUERY}&adultos=2`,
    );
  });

  it('an incomplete search goes back to the search page', async () => {
    login();
    mockApi({ destinos: DESTINOS });
    const router = renderAt('destino=PUJ&adultos=3');
    expect(await screen.findByText('Buscador de vuelos')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?destino=PUJ&adultos=3');
  });
});
