import { MESSAGES } from '@portal/domain/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { assistanceSearchParams } from '../model/search-params';
import { annual, inDays, quote, search } from '../model/test-data';
import { AssistanceResultsPage } from './assistance-results-page';

const ua30 = quote({
  id: 'UAQ-30',
  name: 'UA 30',
  price: 160,
  includes: [quote().includes[0]!, quote().includes[1]!],
});
const ua60 = quote();
const accepted = {
  accepted: true,
  quoteId: 'UAQ-60',
  price: 412.8,
  currency: 'USD',
  expiresAt: '2031-01-01T12:00:00Z',
};

const renderAt = (query = assistanceSearchParams(search())) =>
  renderRoutes(
    [
      { path: '/asistencias', element: <p>Buscador de asistencias</p> },
      { path: '/asistencias/asis-result', element: <AssistanceResultsPage /> },
      { path: '/form-pax', element: <p>Formulario de pasajeros</p> },
    ],
    `/asistencias/asis-result?${query}`,
  );
const cardOf = (name: string) =>
  within(screen.getAllByTestId('plan-card').find((c) => within(c).queryByRole('heading', { name }))!);
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const calls = (fetchMock: ReturnType<typeof mockApi>, part: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u).includes(part));

describe('asistencias/asis-result', () => {
  afterEach(() => {
    act(() => {
      useOrderDraftStore.getState().clear();
      endSession();
    });
    vi.restoreAllMocks();
  });

  it('quotes the trip and shows the per-day plans, the annual ones in a closed group', async () => {
    login();
    const fetchMock = mockApi({ cotizaciones: [200, [ua30, ua60, annual()]] });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Asistencias encontradas' })).toBeInTheDocument();
    const [url, init] = calls(fetchMock, 'cotizaciones')[0]!;
    expect(String(url)).toMatch(/\/api\/assistance\/cotizador\/cotizaciones$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      cantidadPasajeros: 4,
      destino: 'EUROPA',
      fechaInicio: inDays(40),
      fechaFin: inDays(54),
      idUsuarioReservo: 3,
      edad1: 44,
      edad2: 41,
      edad3: 12,
      edad4: 7,
    });
    expect(screen.getByText('3 planes para este viaje')).toBeInTheDocument();
    expect(screen.getByText('Europa')).toBeInTheDocument();
    expect(screen.getByText(/· 15 días$/)).toBeInTheDocument();
    expect(screen.getByText('4 pasajeros · 44, 41, 12 y 7 años')).toBeInTheDocument();

    const perDay = within(screen.getByRole('region', { name: 'Planes por días' }));
    expect(perDay.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'UA 30',
      'UA 60',
    ]);
    const card = cardOf('UA 60');
    expect(plain(card.getByText(/^US\$ 412/).textContent)).toBe('US$ 412,80');
    expect(card.getByText('Total de los 4 pasajeros')).toBeInTheDocument();
    expect(plain(card.getByText(/^Asistencia médica/).closest('li')?.textContent)).toBe(
      'Asistencia médica por accidente o enfermedad: US$ 60.000',
    );
    expect(card.getByText('Y 1 cobertura más')).toBeInTheDocument();

    const group = screen.getByRole('button', { name: /Planes anuales \(1\)/ });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { name: 'UA Anual 150' })).toBeVisible();
    expect(screen.getByText('Viajes de hasta 30 días cada uno, durante un año')).toBeInTheDocument();
  });

  it('no annual group when the insurer offers none (trips over 30 days)', async () => {
    login();
    mockApi({ cotizaciones: [200, [ua30, ua60]] });
    renderAt(assistanceSearchParams(search({ regreso: inDays(80) })));
    expect(await screen.findByText('2 planes para este viaje')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Planes anuales/ })).toBeNull();
  });

  it('an annual plan the server sent for a trip over 30 days is not shown (spec §9)', async () => {
    login();
    mockApi({ cotizaciones: [200, [ua60, annual()]] });
    renderAt(assistanceSearchParams(search({ regreso: inDays(75) })));
    expect(await screen.findByText('1 plan para este viaje')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Planes anuales/ })).toBeNull();
  });

  it('Ver coberturas lists every cover; Comparar planes puts them side by side', async () => {
    login();
    mockApi({ cotizaciones: [200, [ua30, { ...ua60, pricePerPassenger: [120, 120, 96, 76.8] }]] });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver coberturas de UA 60' }));
    const details = await screen.findByRole('dialog', { name: 'Coberturas de UA 60' });
    const covers = within(within(details).getByRole('table', { name: 'Coberturas de UA 60' }));
    expect(covers.getAllByRole('row').map((r) => plain(r.textContent))).toEqual([
      'CoberturaTope',
      'Asistencia médica por accidente o enfermedadUS$ 60.000',
      'Odontología de urgenciaUS$ 500',
      'MedicamentosUS$ 1.000',
      'Pérdida de equipajeUS$ 1.200',
    ]);
    const each = within(within(details).getByRole('table', { name: 'Precio por pasajero' }));
    expect(plain(each.getAllByRole('row')[2]!.textContent)).toBe('Pasajero 3 · 12 añosUS$ 96,00');
    expect(within(details).getByText(/^Cubre el viaje del .* \(15 días\)\.$/)).toBeInTheDocument();
    await userEvent.click(within(details).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);

    await userEvent.click(screen.getByRole('button', { name: 'Comparar planes' }));
    const compare = await screen.findByRole('dialog', { name: 'Comparar planes por días' });
    const rows = within(compare)
      .getAllByRole('row')
      .map((r) => plain(r.textContent));
    expect(rows[0]).toBe('CoberturaUA 30UA 60');
    expect(rows).toContain('Pérdida de equipaje—No incluidaUS$ 1.200');
    expect(rows).toContain('Precio totalUS$ 160,00US$ 412,80');
  });

  it('Elegir plan: accepted by the insurer → the order draft and form-pax?q=assistance', async () => {
    login();
    const fetchMock = mockApi({
      cotizaciones: [200, [ua30, ua60]],
      'cotizacion-seleccionada': [200, accepted],
    });
    const router = renderAt();
    await screen.findByText('2 planes para este viaje');
    await userEvent.click(cardOf('UA 60').getByRole('button', { name: /Elegir plan/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-pax'));
    expect(router.state.location.search).toBe('?q=assistance');
    const [url, init] = calls(fetchMock, 'cotizacion-seleccionada')[0]!;
    expect(String(url)).toMatch(/\/api\/assistance\/cotizador\/cotizacion-seleccionada\/UAQ-60$/);
    expect(init?.method).toBe('POST');
    expect(useOrderDraftStore.getState().draft).toMatchObject({
      q: 'assistance',
      summary: { total: 482.8, adults: 2, minors: 2 },
      passengers: [
        { kind: 'adult', age: 44 },
        { kind: 'adult', age: 41 },
        { kind: 'minor', age: 12 },
        { kind: 'minor', age: 7 },
      ],
      referenceDate: inDays(40),
      payload: { idCotizacion: 'UAQ-60', tipoViaje: 'Por Días', monto: 482.8 },
    });
  });

  it('Elegir plan waits for the insurer: that button loading, the others off', async () => {
    login();
    let answer: (r: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('cotizacion-seleccionada')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : new Response(JSON.stringify([ua30, ua60]), { status: 200 }),
    );
    const router = renderAt();
    await screen.findByText('2 planes para este viaje');
    await userEvent.click(cardOf('UA 60').getByRole('button', { name: /Elegir plan/ }));
    await waitFor(() =>
      expect(cardOf('UA 60').getByRole('button', { name: /Elegir plan/ })).toHaveAttribute('data-loading'),
    );
    expect(cardOf('UA 30').getByRole('button', { name: /Elegir plan/ })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/asistencias/asis-result');
    await act(async () => answer(new Response(JSON.stringify(accepted), { status: 200 })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-pax'));
  });

  it('Elegir plan refused (price changed): the server’s message, no order, and a new quote on request', async () => {
    login();
    const fetchMock = mockApi({
      cotizaciones: [200, [ua30, ua60]],
      'cotizacion-seleccionada': [409, { message: MESSAGES.assistanceQuotePriceChanged }],
    });
    const router = renderAt();
    await screen.findByText('2 planes para este viaje');
    await userEvent.click(cardOf('UA 60').getByRole('button', { name: /Elegir plan/ }));
    const alert = await screen.findByRole('alert', { name: /No se pudo elegir el plan/ });
    expect(within(alert).getByText(MESSAGES.assistanceQuotePriceChanged)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/asistencias/asis-result');
    expect(useOrderDraftStore.getState().draft).toBeNull();
    expect(cardOf('UA 60').getByRole('button', { name: /Elegir plan/ })).toBeDisabled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Volver a cotizar' }));
    await waitFor(() => expect(calls(fetchMock, 'cotizaciones')).toHaveLength(2));
    expect(await screen.findByText('2 planes para este viaje')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /No se pudo elegir el plan/ })).toBeNull();
  });

  it('a party without anyone of 18 or more cannot choose a plan', async () => {
    login();
    mockApi({ cotizaciones: [200, [ua60]] });
    renderAt(assistanceSearchParams(search({ pasajeros: 2, edades: [16, 12] })));
    expect(await screen.findByText(new RegExp(MESSAGES.assistanceLeadAdult))).toBeInTheDocument();
    expect(cardOf('UA 60').getByRole('button', { name: /Elegir plan/ })).toBeDisabled();
  });

  it.each([
    [200, [], MESSAGES.assistanceNoQuotes],
    [502, { message: 'x' }, MESSAGES.assistanceQuoteError],
    [400, { message: MESSAGES.assistanceStartInPast }, MESSAGES.assistanceStartInPast],
  ])('answer %i %j reads %s', async (status, body, text) => {
    login();
    mockApi({ cotizaciones: [status, body] });
    renderAt();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modificar búsqueda' })).toHaveAttribute(
      'href',
      `/asistencias?${assistanceSearchParams(search())}`,
    );
  });

  it('an incomplete search in the URL asks for the missing data', async () => {
    login();
    mockApi({});
    renderAt('pasajeros=2&destino=EUROPA&edades=30');
    expect(await screen.findByText(/Faltan datos de la búsqueda/)).toBeInTheDocument();
  });
});
