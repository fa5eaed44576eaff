import { MESSAGES } from '@portal/domain/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login, renderRoutes } from '../../../test/render-page';
import type { HotelSearch } from '../model/search-store';
import { testHotel, testRoom } from '../model/test-rooms';
import { HotelResults } from './hotel-results';

// issue 34, item 3: the results fill supplier by supplier as the stream's lines come.
const SEARCH: HotelSearch = {
  id: 1,
  destinoLabel: 'Cancún, México',
  request: {
    destino: 'C-CUN',
    stayRange: { checkin: '2030-03-10', checkout: '2030-03-13' },
    roomCriteriaList: [{ adultCount: 2, childCount: 0, roomCount: 1, childAges: [] }],
    categoriaHotel: 0,
    isOmnibeesDisable: false,
    isPrestigeDisable: false,
    isHBSIDisable: true,
    idUWS: 8,
    isAgenteAS: false,
  },
};

const prestigeHotel = testHotel([testRoom({ proveedor: 2 })], {
  HotelName: undefined,
  hotelName: 'Hotel Prestige Cancún',
  hotelID: 'H-CUN-P',
});

/** The API's stream, written line by line by the test; `signal` is the call's abort signal. */
const streamedApi = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const call: { signal?: AbortSignal | null; url?: string } = {};
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    call.url = String(input);
    call.signal = init?.signal;
    return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
  });
  const send = (line: unknown) =>
    act(async () => {
      controller.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));
      await new Promise((r) => setTimeout(r, 0));
    });
  const end = () => act(async () => controller.close());
  return { send, end, call };
};

const searching = () => screen.queryAllByTestId('supplier-searching').map((s) => s.textContent);

const renderResults = () => {
  login();
  renderRoutes(
    [
      {
        path: '/',
        element: <HotelResults kind="main" search={SEARCH} selection={undefined} catalogue={undefined} />,
      },
    ],
    '/',
  );
};

afterEach(() => vi.restoreAllMocks());

describe('HotelResults, supplier by supplier', () => {
  it('shows who is still searching, the fast supplier’s cards, then the slow one’s failure', async () => {
    const api = streamedApi();
    renderResults();
    await api.send({ buscando: ['Omnibees', 'Prestige'] });
    expect(api.call.url).toMatch(/\/api\/booking\/api\/client\/hotels\/avail\/stream$/);
    await waitFor(() => expect(searching()).toEqual(['Buscando en Omnibees…', 'Buscando en Prestige…']));
    expect(screen.getByRole('heading', { name: 'Buscando hoteles…' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noAvailability)).not.toBeInTheDocument();

    await api.send({ proveedor: 'Prestige', estado: 'ok', ms: 120, hoteles: [prestigeHotel] });
    await waitFor(() => expect(searching()).toEqual(['Buscando en Omnibees…']));
    const section = screen.getByRole('region', { name: 'Prestige' });
    expect(within(section).getByText('Hotel Prestige Cancún')).toBeInTheDocument();
    expect(screen.getByText('1 hotel encontrado')).toBeInTheDocument();
    expect(within(screen.getAllByRole('status')[0]!).getByText('Buscando en Omnibees…')).toBeInTheDocument();

    await api.send({ proveedor: 'Omnibees', estado: 'timeout', ms: 8000, hoteles: [] });
    await api.send({
      fin: true,
      failedSuppliers: ['Omnibees'],
      proveedores: [
        { proveedor: 'Omnibees', estado: 'timeout', ms: 8000 },
        { proveedor: 'Prestige', estado: 'ok', ms: 120 },
        { proveedor: 'HBSI', estado: 'desactivado', ms: 0 },
      ],
    });
    await api.end();
    await waitFor(() => expect(searching()).toEqual([]));
    expect(
      screen.getByText(
        'Omnibees no respondió a tiempo. Se muestran los resultados de los demás proveedores.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Hotel Prestige Cancún')).toBeInTheDocument();
  });

  it('keeps room on the first page for the suppliers still searching', async () => {
    const api = streamedApi();
    renderResults();
    const hotels = Array.from({ length: 10 }, (_, i) =>
      testHotel([testRoom({ proveedor: 1 })], { HotelName: `Hotel ${i}`, hotelID: `H-CUN-${i}` }),
    );
    await api.send({ buscando: ['Omnibees', 'Prestige'] });
    await api.send({ proveedor: 'Omnibees', estado: 'ok', ms: 100, hoteles: hotels });
    const section = await screen.findByRole('region', { name: 'Omnibees' });
    // 12 cards a page over two suppliers: 6 each, though Prestige has not answered yet
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(6));
    expect(within(section).getByRole('button', { name: 'Ver más (4)' })).toBeInTheDocument();
  });

  it('says nothing was found only once every supplier has answered', async () => {
    const api = streamedApi();
    renderResults();
    await api.send({ buscando: ['Omnibees', 'Prestige'] });
    await api.send({ proveedor: 'Prestige', estado: 'ok', ms: 120, hoteles: [] });
    expect(screen.queryByText(MESSAGES.noAvailability)).not.toBeInTheDocument();
    await api.send({ proveedor: 'Omnibees', estado: 'ok', ms: 300, hoteles: [] });
    await api.send({ fin: true, failedSuppliers: [], proveedores: [] });
    expect(await screen.findByText(MESSAGES.noAvailability)).toBeInTheDocument();
  });

  it('shows the search error when every supplier failed, as the single answer’s 502', async () => {
    const api = streamedApi();
    renderResults();
    await api.send({ buscando: ['Prestige'] });
    await api.send({ proveedor: 'Prestige', estado: 'error', ms: 20, hoteles: [] });
    await api.send({
      fin: true,
      failedSuppliers: ['Prestige'],
      proveedores: [{ proveedor: 'Prestige', estado: 'error', ms: 20 }],
      message: MESSAGES.availabilitySearchError,
    });
    expect(await screen.findByText(MESSAGES.availabilitySearchError)).toBeInTheDocument();
    expect(searching()).toEqual([]);
  });

  it('stops reading the stream when the results are left', async () => {
    const api = streamedApi();
    login();
    const router = renderRoutes(
      [
        {
          path: '/',
          element: <HotelResults kind="main" search={SEARCH} selection={undefined} catalogue={undefined} />,
        },
        { path: '/otra', element: <p>otra</p> },
      ],
      '/',
    );
    await api.send({ buscando: ['Omnibees', 'Prestige'] });
    await waitFor(() => expect(searching()).toHaveLength(2));
    expect(api.call.signal?.aborted).toBe(false);
    await act(() => router.navigate('/otra'));
    expect(api.call.signal?.aborted).toBe(true);
  });
});
