import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { carSearchParams } from '../model/search-params';
import { rate, search, vehicle } from '../model/test-data';
import { CarsResultsPage } from './cars-results-page';
import { login, mockApi, renderRoutes } from '../../../test/render-page';

const TERMS = {
  brand: 'AVIS',
  countryCode: 'US',
  terms: 'Licencia vigente.\nTarjeta de crédito.',
  edadMinima: 21,
};
const spark = vehicle({
  codigoCategoria: 'ECMR',
  nombreVehiculo: 'Chevrolet Spark',
  transmision: 'Manual',
  tarifas: [rate({ codigoTarifa: 'RT9', nombreTarifa: 'Tarifa Económica', tarifa: 210 })],
  specialEquipment: [],
});
const renderAt = () =>
  renderRoutes(
    [
      { path: '/autos/index-autos', element: <p>Buscador de autos</p> },
      { path: '/autos/results', element: <CarsResultsPage /> },
      { path: '/form-pax', element: <p>Formulario de pasajeros</p> },
    ],
    `/autos/results?${carSearchParams(search())}`,
  );
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const cardOf = (name: string) =>
  within(screen.getAllByTestId('car-card').find((c) => within(c).queryByRole('heading', { name }))!);

describe('autos/results', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it('lists the cars cheapest first and shows a rate’s detail and the terms', async () => {
    login();
    const fetchMock = mockApi({ 'search-availability': [200, [vehicle(), spark]], terms: [200, TERMS] });
    renderAt();
    expect(await screen.findByRole('heading', { name: '2 autos encontrados' })).toBeInTheDocument();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('search'))![1]?.body),
    );
    expect(body).toMatchObject({ brand: 'AVIS', oficinaIn: 'MIA', edadConductor: 30, idUWS: 8 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Chevrolet Spark', 'Toyota Corolla']);

    const corolla = cardOf('Toyota Corolla');
    expect(plain(corolla.getByText(/^US\$ 450/).textContent)).toBe('US$ 450,50');
    expect(plain(corolla.getByText(/por día/).textContent)).toBe('US$ 150,17 por día · 3 días');
    expect(corolla.getByText('Kilometraje ilimitado')).toBeInTheDocument();
    await userEvent.click(corolla.getByRole('button', { name: 'Ver detalle' }));
    const detail = await screen.findByRole('dialog', { name: 'Detalle de la tarifa' });
    expect(within(detail).getByText('A pagar en el mostrador')).toBeInTheDocument();
    expect(within(detail).getByText('Cargo de aeropuerto')).toBeInTheDocument();
    await userEvent.click(within(detail).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);

    await userEvent.click(corolla.getByRole('button', { name: 'Condiciones' }));
    const terms = await screen.findByRole('dialog', { name: 'Condiciones de alquiler AVIS' });
    expect(await within(terms).findByText('Edad mínima del conductor: 21 años')).toBeInTheDocument();
  });

  it('Elegir → Sí → equipment with a live total → Continuar → form-pax?q=cars', async () => {
    login();
    mockApi({ 'search-availability': [200, [vehicle()]], terms: [200, TERMS] });
    const router = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir' }));
    const question = await screen.findByRole('dialog', { name: 'Equipamiento adicional' });
    expect(within(question).getByText('¿Desea agregar equipamiento adicional?')).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Sí' }));

    const seat = await screen.findByRole('textbox', { name: 'Silla para niños' });
    await userEvent.clear(seat);
    await userEvent.type(seat, '2');
    // 450.50 + 2 × 12 × 3 days
    expect(plain(screen.getByText(/^Total del alquiler/).textContent)).toBe('Total del alquiler: US$ 522,50');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/form-pax?q=cars');
    const draft = useOrderDraftStore.getState().draft;
    expect(draft?.q === 'cars' && draft.payload.equipoAdicional).toEqual([
      { quantity: 2, equipment_code: 'CSI', description: 'Silla para niños', monto: 12 },
    ]);
    expect(draft).toMatchObject({ driverMinAge: 21, summary: { total: 592.5 }, payload: { monto: 522.5 } });
  });

  it('11 child seats typed past the maximum of 10 become 10, not 0 (issue 29, item 19)', async () => {
    login();
    mockApi({ 'search-availability': [200, [vehicle()]], terms: [200, TERMS] });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    const seat = await screen.findByRole('textbox', { name: 'Silla para niños' });
    await userEvent.clear(seat);
    await userEvent.paste('11');
    expect(seat).toHaveValue('10');
    // 450.50 + 10 × 12 × 3 days
    expect(plain(screen.getByText(/^Total del alquiler/).textContent)).toBe('Total del alquiler: US$ 810,50');
  });

  it('Elegir → No skips the equipment', async () => {
    login();
    mockApi({ 'search-availability': [200, [vehicle()]], terms: [200, TERMS] });
    const router = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/form-pax');
    expect(useOrderDraftStore.getState().draft).toMatchObject({
      summary: { total: 520.5 },
      payload: { equipoAdicional: [] },
    });
  });

  it.each([
    [200, [], 'No se encontraron autos disponibles para la búsqueda'],
    [502, { message: 'x' }, 'Ocurrió un error al buscar autos'],
    [
      400,
      { message: 'La oficina está cerrada en el horario elegido' },
      'La oficina está cerrada en el horario elegido',
    ],
  ])('answer %i %j reads %s', async (status, body, text) => {
    login();
    mockApi({ 'search-availability': [status, body], terms: [200, TERMS] });
    renderAt();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modificar búsqueda' })).toHaveAttribute(
      'href',
      `/autos/index-autos?${carSearchParams(search())}`,
    );
  });
});
