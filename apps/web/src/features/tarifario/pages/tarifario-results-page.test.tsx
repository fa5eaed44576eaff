import { MESSAGES } from '@portal/domain/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi } from '../../../test/render-page';
import { tarifarioSearchParams, type TTarifarioTab } from '../model/search-params';
import {
  destinations,
  excursion,
  hotel,
  inDays,
  period,
  room,
  tarifario,
  transfer,
} from '../model/test-data';
import { TarifarioResultsPage } from './tarifario-results-page';
import { clearToasts, renderWithToasts } from './test-render';

const DOMESTIC =
  'Tarifas por habitación por noche IVA incluido. Exclusivas para pasajeros Argentinos. Sujetas a modificación sin previo aviso.';
const FOREIGN = 'Tarifas por habitación por noche sin incluir IVA, sujetas a modificación sin previo aviso.';

const query = (destino = 11, tab?: TTarifarioTab) =>
  tarifarioSearchParams({ destino, checkin: inDays(20), checkout: inDays(23), nacional: destino < 20 }, tab);
const renderAt = (q = query()) =>
  renderWithToasts(
    [
      { path: '/tarifario', element: <p>Buscador del tarifario</p> },
      { path: '/tarifario/tarifas-result', element: <TarifarioResultsPage /> },
    ],
    `/tarifario/tarifas-result?${q}`,
  );
const answer = (body = tarifario()) =>
  mockApi({ 'destinos-tarifarios-htls': [200, destinations()], 'get-tarifario': [200, body] });
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const expectTabs = (names: string[]) => {
  expect(screen.getAllByRole('tab')).toHaveLength(names.length);
  names.forEach((name) => expect(screen.getByRole('tab', { name })).toBeInTheDocument());
};
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => plain(c.textContent)));

describe('tarifario/tarifas-result', () => {
  afterEach(() => {
    act(() => endSession());
    clearToasts();
    vi.restoreAllMocks();
  });

  it('reads the search from the URL (a reload): tabs, the domestic banner on the hotels tab only', async () => {
    login();
    const fetchMock = answer();
    const router = renderAt();
    expect(await screen.findByRole('heading', { name: 'Tarifas Encontradas' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('get-tarifario'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      destino: 11,
      checkin: inDays(20),
      isNacional: true,
    });
    expectTabs(['Hoteles (1)', 'Excursiones (1)', 'Traslados (1)']);
    expect(tab(/^Hoteles/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(DOMESTIC)).toBeInTheDocument();
    expect(await screen.findByText('Bariloche, Argentina')).toBeInTheDocument();
    expect(screen.getByText(/· 3 noches$/)).toBeInTheDocument();

    await userEvent.click(tab(/^Excursiones/));
    expect(screen.queryByText(DOMESTIC)).toBeNull();
    expect(router.state.location.search).toContain('tab=excursiones');
    await userEvent.click(tab(/^Traslados/));
    expect(screen.queryByText(DOMESTIC)).toBeNull();
    expect(screen.queryByText(FOREIGN)).toBeNull();
    await userEvent.click(tab(/^Hoteles/));
    expect(screen.getByText(DOMESTIC)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Volver a la búsqueda' }));
    expect(router.state.location.pathname).toBe('/tarifario');
    expect(new URLSearchParams(router.state.location.search).get('destino')).toBe('11');
  });

  it('a foreign zone has the foreign banner', async () => {
    login();
    answer();
    renderAt(query(31));
    expect(await screen.findByText(FOREIGN)).toBeInTheDocument();
    expect(screen.queryByText(DOMESTIC)).toBeNull();
  });

  it('the tabs go with the keyboard (arrows)', async () => {
    login();
    answer();
    renderAt();
    await screen.findByText(DOMESTIC);
    tab(/^Hoteles/).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/^Excursiones/)).toHaveFocus();
    expect(tab(/^Excursiones/)).toHaveAttribute('aria-selected', 'true');
  });

  it('a hotel card: image, name, stars, address, website, cheapest rate, a table per room', async () => {
    login();
    answer(
      tarifario({
        hoteles: [
          hotel({
            habitaciones: {
              habitacion: [
                room({
                  tarifario: [
                    period({
                      desde: inDays(10),
                      hasta: inDays(21),
                      rates: [
                        ['SGL', '80.00'],
                        ['DBL', '100.00'],
                        ['TPL', '0.00'],
                        ['CPL', '0.00'],
                      ],
                      observacionVigencia: 'Mínimo 2 noches',
                    }),
                    period({
                      desde: inDays(22),
                      hasta: inDays(50),
                      rates: [
                        ['SGL', '90.00'],
                        ['DBL', '120.00'],
                        ['TPL', '150.00'],
                        ['CPL', '0.00'],
                      ],
                    }),
                  ],
                }),
              ],
            },
          }),
        ],
      }),
    );
    renderAt();
    const card = within(await screen.findByRole('article', { name: 'Hotel del Lago' }));
    expect(card.getByRole('heading', { name: 'Hotel del Lago' })).toBeInTheDocument();
    expect(card.getByRole('img', { name: '4 estrellas' })).toBeInTheDocument();
    expect(card.getByText('Av. Bustillo km 5')).toBeInTheDocument();
    const site = card.getByRole('link', { name: /Sitio web del hotel/ });
    expect(site).toHaveAttribute('href', 'https://hotel-lago.example.com');
    expect(site).toHaveAttribute('target', '_blank');
    const cheapest = card.getByText('Desde').parentElement!;
    expect(plain(cheapest.textContent)).toBe('DesdeUS$ 80,00Por habitación por noche (USD)');

    // CPL is 0.00 in every period: hidden; TPL is sold in the second: shown, '—' in the first
    const table = card.getByRole('table', { name: /^Tarifas de Doble Estándar/ });
    expect(rowsOf(table)).toEqual([
      ['Vigencia', 'Single', 'Doble', 'Triple', 'Régimen', 'Observaciones'],
      [
        expect.stringMatching(/ al /),
        'US$ 80,00',
        'US$ 100,00',
        '—No se vende',
        'Desayuno incluido',
        'Mínimo 2 noches',
      ],
      [
        expect.stringMatching(/ al /),
        'US$ 90,00',
        'US$ 120,00',
        'US$ 150,00',
        'Desayuno incluido',
        'Sin Observaciones',
      ],
    ]);
  });

  it("'Categoria no especificada' without stars; no image or a broken one shows the placeholder", async () => {
    login();
    answer(
      tarifario({
        hoteles: [
          hotel({ nombre: 'Posada Sin Estrellas', categoria: 0, imagen: undefined, url: undefined }),
          hotel({ nombre: 'Hotel Roto', categoria: '3', imagen: '/media/no-existe.jpg' }),
        ],
      }),
    );
    renderAt();
    const plainHotel = within(await screen.findByRole('article', { name: 'Posada Sin Estrellas' }));
    expect(plainHotel.getByText('Categoria no especificada')).toBeInTheDocument();
    expect(plainHotel.getByTestId('hotel-image-placeholder')).toBeInTheDocument();
    expect(plainHotel.queryByRole('link')).toBeNull();

    const broken = screen.getByRole('article', { name: 'Hotel Roto' });
    expect(within(broken).getByRole('img', { name: '3 estrellas' })).toBeInTheDocument();
    fireEvent.error(broken.querySelector('img')!);
    expect(await within(broken).findByTestId('hotel-image-placeholder')).toBeInTheDocument();
  });

  it("'Detalles de la Habitación' opens the room's dialog", async () => {
    login();
    answer();
    renderAt();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Detalles de la Habitación: Doble Estándar (Hotel del Lago)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Habitación' });
    expect(within(dialog).getByText('Habitación con vista al lago, cama king.')).toBeInTheDocument();
    expect(within(dialog).getByText('Sin Observaciones')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('excursions: adl reads Adultos, any other type Menores; the activity dialog', async () => {
    login();
    answer(
      tarifario({
        excursiones: [
          excursion(),
          excursion({
            nombre: 'Cerro Catedral',
            descripcion: undefined,
            tarifas: { tarifa: { tipo: 'ADL', total: '70.00', moneda: 'ARS' } },
          }),
        ],
      }),
    );
    renderAt(query(11, 'excursiones'));
    const card = within(await screen.findByRole('article', { name: 'Circuito Chico' }));
    expect(rowsOf(card.getByRole('table'))).toEqual([
      ['Pasajero', 'Tarifa'],
      ['Adultos', 'US$ 45,00'],
      ['Menores', 'US$ 25,00'],
    ]);
    const single = within(screen.getByRole('article', { name: 'Cerro Catedral' }));
    expect(rowsOf(single.getByRole('table'))).toEqual([
      ['Pasajero', 'Tarifa'],
      ['Adultos', '$ 70,00'],
    ]);
    await userEvent.click(card.getByRole('button', { name: 'Detalles de la actividad: Circuito Chico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la actividad' });
    expect(within(dialog).getByText('Recorrido de medio día por el Circuito Chico.')).toBeInTheDocument();
    expect(within(dialog).getByText('Adultos')).toBeInTheDocument();
  });

  it('transfers: rate per person per party size, type, and the direction arrow (O red back, I green forward, other orange two-way)', async () => {
    login();
    answer(
      tarifario({
        traslados: [
          transfer({ nombre: 'Aeropuerto - Hotel', direccion: 'I' }),
          transfer({ nombre: 'Hotel - Aeropuerto', direccion: 'O', tipo: 'Regular' }),
          transfer({ nombre: 'Aeropuerto - Hotel - Aeropuerto', direccion: 'IO' }),
        ],
      }),
    );
    renderAt(query(11, 'traslados'));
    const arrival = within(await screen.findByRole('article', { name: 'Aeropuerto - Hotel' }));
    expect(rowsOf(arrival.getByRole('table'))).toEqual([
      ['Grupo de', 'Tarifa por persona'],
      ['1 pasajero', 'US$ 60,00'],
      ['2 pasajeros', 'US$ 35,00'],
    ]);
    expect(arrival.getByText('Privado')).toBeInTheDocument();
    const arrow = (name: string, label: string) =>
      within(screen.getByRole('article', { name })).getByRole('img', { name: `Dirección: ${label}` });
    expect(arrow('Aeropuerto - Hotel', 'Llegada').getAttribute('style')).toMatch(/green/);
    expect(arrow('Hotel - Aeropuerto', 'Salida').getAttribute('style')).toMatch(/red/);
    expect(arrow('Aeropuerto - Hotel - Aeropuerto', 'Ida y vuelta').getAttribute('style')).toMatch(/orange/);
    expect(arrow('Aeropuerto - Hotel', 'Llegada')).toHaveAttribute('data-direction', 'I');
    expect(arrow('Hotel - Aeropuerto', 'Salida')).toHaveAttribute('data-direction', 'O');
  });

  it('empty tabs say so (no hotel for the dates, no excursion, no transfer)', async () => {
    login();
    answer({ data: { disponibilidad: {} } });
    renderAt();
    expect(
      await screen.findByText(/No hay hoteles con tarifas cargadas para estas fechas/),
    ).toBeInTheDocument();
    expect(screen.queryByText(DOMESTIC)).toBeNull();
    await userEvent.click(tab(/^Excursiones/));
    expect(screen.getByText('No hay excursiones cargadas para este destino.')).toBeInTheDocument();
    await userEvent.click(tab(/^Traslados/));
    expect(screen.getByText('No hay traslados cargados para este destino.')).toBeInTheDocument();
  });

  it('single elements unwrapped (spec §3) read as lists of one', async () => {
    login();
    answer({
      data: {
        disponibilidad: { hoteles: { hotel: hotel({ habitaciones: { habitacion: room() } }) } },
        excursiones: excursion(),
        traslados: transfer(),
      },
    });
    renderAt();
    expect(await screen.findByRole('article', { name: 'Hotel del Lago' })).toBeInTheDocument();
    expectTabs(['Hoteles (1)', 'Excursiones (1)', 'Traslados (1)']);
  });

  it("a failure is the toast 'Hubo un error en el servidor', with Reintentar", async () => {
    login();
    const fetchMock = mockApi({
      'destinos-tarifarios-htls': [200, destinations()],
      'get-tarifario': [500, {}],
    });
    renderAt();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.serverError).length).toBeGreaterThanOrEqual(2); // toast and page
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('get-tarifario')
        ? new Response(JSON.stringify(tarifario()), { status: 200 })
        : new Response(JSON.stringify(destinations()), { status: 200 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(DOMESTIC)).toBeInTheDocument();
  });

  it('an incomplete search in the URL asks for one', async () => {
    login();
    const fetchMock = answer();
    renderAt(`destino=11&checkin=${inDays(5)}`);
    expect(await screen.findByText(/Faltan datos de la búsqueda/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('get-tarifario'))).toHaveLength(0);
  });
});
