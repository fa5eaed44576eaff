import { MESSAGES } from '@portal/domain/messages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { inDays, location, transferProduct } from '../model/test-data';
import { bodyOf, callsTo, pick } from './test-utils';
import { TransfersPage } from './transfers-page';

const LOCATIONS: [number, unknown] = [
  200,
  {
    locations: {
      staticDataResponseV2Location: [
        location(),
        location({ locationCode: 'H-RIU', location: 'Hotel Riu Palace', locationType: 'HOTEL' }),
        location({ locationCode: 'P-CZM', location: 'Puerto de Cozumel', locationType: 'PORT' }),
      ],
    },
  },
];
const TRANSFERS: [number, unknown] = [
  200,
  {
    products: {
      availResponseV2Product: [
        transferProduct(),
        transferProduct({
          productName: 'Traslado compartido',
          productBookingCode: 'TPB-2',
          privado: false,
          meetAndGreet: false,
          maletasPorPasajero: 1,
          price: 60,
          tarifa: 20,
        }),
      ],
    },
    echoToken: 'TECHO-1',
  },
];
const search =
  `destino=CUN&nombre=Canc%C3%BAn&pais=M%C3%A9xico&categoria=TWOWAY&desde=CUN&hasta=H-RIU&llegada=${inDays(30)}` +
  `&hora=10%3A56&regreso=${inDays(37)}&horaRegreso=15%3A00&adultos=2&edades=7`;
const renderAt = (query = 'destino=CUN&nombre=Canc%C3%BAn&pais=M%C3%A9xico') =>
  renderRoutes(
    [
      { path: '/traslados&Actividades/disponibilidad', element: <TransfersPage /> },
      { path: '/form-pax', element: <p>Formulario de pasajeros</p> },
    ],
    `/traslados&Actividades/disponibilidad?${query}`,
  );

describe('traslados&Actividades/disponibilidad', () => {
  afterEach(() => {
    act(() => {
      useOrderDraftStore.getState().clear();
      endSession();
    });
    vi.restoreAllMocks();
  });

  it('the form of spec §2: country of the destination, points grouped, 10:56; Buscar refuses what is missing', async () => {
    login();
    mockApi({ 'traslados/locations': LOCATIONS });
    const router = renderAt();
    expect(await screen.findByRole('heading', { name: 'Traslados' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'País de destino' })).toHaveValue('México');
    expect(screen.getByRole('textbox', { name: /^Hora de llegada/ })).toHaveValue('10:56');
    const origin = screen.getByRole('combobox', { name: /^Origen/ });
    await userEvent.click(origin);
    const list = within(document.getElementById(origin.getAttribute('aria-controls')!)!);
    expect(await list.findByText('Aeropuertos')).toBeInTheDocument();
    expect(list.getByText('Hoteles')).toBeInTheDocument();
    expect(list.getByText('Puertos')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Debe seleccionar una categoría de traslado')).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.requiredField).length).toBeGreaterThanOrEqual(3);
    expect(router.state.location.search).not.toContain('categoria');

    await userEvent.click(screen.getByRole('radio', { name: 'Ida y vuelta' }));
    expect(screen.getByRole('textbox', { name: /^Hora del vuelo de regreso/ })).toBeInTheDocument();
    const time = screen.getByRole('textbox', { name: /^Hora de llegada/ });
    await userEvent.clear(time);
    await userEvent.type(time, '0930');
    expect(time).toHaveValue('09:30');
  });

  it('the search in the URL: results with price, pickups and tags; Más información; Reservar goes to form-pax', async () => {
    login();
    const fetchMock = mockApi({ 'traslados/locations': LOCATIONS, 'traslados/disponibilidad': TRANSFERS });
    const router = renderAt(search);
    expect(await screen.findByText('2 traslados encontrados')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'traslados/disponibilidad')[0])).toEqual({
      fromDate: inDays(30),
      toDate: inDays(37),
      availRequestV2Occupation: [
        { type: 'ADL', age: 18 },
        { type: 'ADL', age: 18 },
        { type: 'CHL', age: 7 },
      ],
      transferOptions: [
        { type: 'TWOWAY', origin: { id: 'CUN', time: '10:56' }, destination: { id: 'H-RIU', time: '15:00' } },
      ],
    });
    const [van, shared] = screen.getAllByTestId('transfer-card').map((c) => within(c));
    // spec §2's fixed tags on every card, the product's own facts beside them (issue 29, item 13)
    const tags = (card: typeof van) => card!.getAllByTestId('transfer-tag').map((t) => t.textContent);
    expect(tags(van)).toEqual(['1 maletasEste traslado: 2 maletas', 'Privado', 'Meet & Greet']);
    expect(van!.getByText(/recogida a las 11:26 h/)).toBeInTheDocument();
    expect(van!.getByText(/^US\$ 120/)).toBeInTheDocument();
    expect(van!.getByText(/US\$ 40,00 por pasajero/)).toBeInTheDocument();
    expect(tags(shared)).toEqual([
      '1 maletas',
      'PrivadoEste traslado: compartido',
      'Meet & GreetEste traslado: sin Meet & Greet',
    ]);

    await userEvent.click(van!.getByRole('button', { name: 'Más información' }));
    const dialog = await screen.findByRole('dialog', { name: 'Traslado privado en van' });
    expect(within(dialog).getByText('Espera de 60 minutos.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);

    await userEvent.click(van!.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('Formulario de pasajeros')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=transfers');
    const draft = useOrderDraftStore.getState().draft;
    expect(draft?.q).toBe('transfers');
    expect(draft?.payload).toMatchObject({ tarifa: 120, echoToken: 'TECHO-1', adultos: 2, menores: 1 });
    expect(draft?.summary.product).toContain('Aeropuerto Internacional de Cancún → Hotel Riu Palace');
  });

  it('nothing found says so', async () => {
    login();
    mockApi({
      'traslados/locations': LOCATIONS,
      'traslados/disponibilidad': [200, { products: { availResponseV2Product: [] }, echoToken: '' }],
    });
    renderAt(search);
    expect(await screen.findByText(MESSAGES.transfersNotFound)).toBeInTheDocument();
  });

  it('a refusal keeps the server’s words', async () => {
    login();
    mockApi({
      'traslados/locations': LOCATIONS,
      'traslados/disponibilidad': [400, { message: MESSAGES.transferLocationUnknown }],
    });
    renderAt(search);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.transferLocationUnknown);
  });

  it('a new search is written to the URL', async () => {
    login();
    mockApi({ 'traslados/locations': LOCATIONS, 'traslados/disponibilidad': TRANSFERS });
    const router = renderAt(search.replace('TWOWAY', 'ONEWAYTRIP'));
    await screen.findByText('2 traslados encontrados');
    await pick(/^Destino del traslado/, 'Puerto de Cozumel');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('hasta=P-CZM'));
  });
});
