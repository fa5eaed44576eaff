import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { disneyRoom } from '../../features/disney-hotels/model/test-data';
import { login, renderRoutes } from '../../test/render-page';
import { HotelResultsPage } from './hotel-results-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const hotel = {
  id: 'H-1',
  name: 'Disney Pop Century Resort',
  image: '',
  currency: 'USD',
  habitaciones: [
    disneyRoom({ codigos: ['A', 'B', 'C', 'D', 'E'], rateName: 'Room Only' }),
    disneyRoom({ id: 'R-2', name: 'Family Suite', politicaCancelacion: { nonRefundable: true } }),
  ],
};

const renderAt = (url: string) =>
  renderRoutes(
    [
      { path: '/hoteles/hotel-results', element: <HotelResultsPage /> },
      { path: '/form-pax', element: <p>Formulario de pasajeros</p> },
    ],
    url,
  );

const DISNEY =
  '/hoteles/hotel-results?provider=disney&checkin=2030-05-10&checkout=2030-05-14&adultos=2&habitaciones=1';

describe('hotel-results?provider=disney', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it('shows the hotels, the offer, and books a room without ticket through form-pax?q=provider', async () => {
    login(1);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { hoteles: [hotel] }));
    const router = renderAt(DISNEY);
    expect(await screen.findByRole('heading', { name: '1 hotel encontrado' })).toBeInTheDocument();
    expect(screen.getByText('4 noches')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      destino: 'disney',
      roomCriteria: { adultCount: 2, childCount: 0, roomCount: 1 },
      idUsuarioReservo: 3,
      isAgenteAS: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ver habitaciones disponibles' }));
    await screen.findByRole('button', { name: 'Reservar: Standard Room' });
    const rooms = screen.getAllByTestId('disney-room');
    expect(within(rooms[0]!).getByText('¡Oferta!')).toBeInTheDocument();
    // spec §4, §6: non-refundable only for AS agents
    expect(within(rooms[1]!).getByText('Reserva no reembolsable.')).toBeInTheDocument();
    expect(within(rooms[1]!).getByRole('button', { name: 'Reservar: Family Suite' })).toBeDisabled();

    await userEvent.click(within(rooms[0]!).getByRole('button', { name: 'Reservar: Standard Room' }));
    expect(router.state.location.search).toBe('?q=provider');
    expect(useOrderDraftStore.getState().draft?.summary.total).toBe(1195);
  });

  it('says when nothing was found (spec §8)', async () => {
    login(1);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, { hoteles: [] }));
    renderAt(DISNEY);
    expect(
      await screen.findByText('No se encontraron hoteles con los criterios de búsqueda'),
    ).toBeInTheDocument();
  });

  it('a supplier failure reads as spec §8', async () => {
    login(1);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(502, { message: 'x' }));
    renderAt(DISNEY);
    expect(await screen.findByText('Ocurrió un error al buscar hoteles')).toBeInTheDocument();
  });
});

describe('hotel-results?provider=tercero', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it('searches the IATA city with one criteria entry per room and books one room', async () => {
    login(2);
    const third = {
      hotelName: 'Hotel Playa',
      hotelID: 77,
      award: 4,
      habitaciones: [
        {
          roomName: 'Junior Suite',
          tarifa: { venta: 500, iva: 50, gastoAdministrativo: 35 },
          proveedor: 1,
          informacionRsrv: 'tok',
        },
      ],
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { hoteles: [third] }));
    const router = renderAt(
      '/hoteles/hotel-results?provider=tercero&destino=Canc%C3%BAn&iata=CUN&checkin=2030-05-10&checkout=2030-05-12&hab=2&hab=1-5',
    );
    expect(await screen.findByRole('heading', { name: '1 hotel encontrado' })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      destinoIATA: 'CUN',
      roomCriteriaList: [
        { adultCount: 2, childCount: 0, roomCount: 1 },
        { adultCount: 1, childCount: 1, roomCount: 1, childAges: [5] },
      ],
      starQuantity: 0,
      isAgenteAS: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ver habitaciones disponibles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar Junior Suite' }));
    expect(router.state.location.search).toBe('?q=provider');
    expect(useOrderDraftStore.getState().draft?.payload).toMatchObject({
      kind: 'third',
      informacionRsrv: 'tok',
    });
  });
});
