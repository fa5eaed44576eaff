import { MESSAGES } from '@portal/domain/messages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { useActivityDraftStore } from '../model/activity-draft-store';
import { availability, inDays, offer, product } from '../model/test-data';
import { ActivityResultsPage } from './activity-results-page';
import { bodyOf, callsTo, pick } from './test-utils';

const stay = `destino=MCO&nombre=Orlando&pais=Estados+Unidos&checkin=${inDays(18)}&checkout=${inDays(25)}`;
const renderAt = (query = stay) =>
  renderRoutes(
    [
      { path: '/traslados&Actividades', element: <p>Buscador de actividades</p> },
      { path: '/traslados&Actividades/act-results', element: <ActivityResultsPage /> },
      { path: '/dataDisponible', element: <p>Detalle de la actividad</p> },
    ],
    `/traslados&Actividades/act-results?${query}`,
  );
const products = [
  product(),
  product({ productCode: 'MCO-GATOR', productName: 'Gatorland', productTypeName: 'Naturaleza' }),
];
const cardOf = (name: string) =>
  within(screen.getAllByTestId('activity-card').find((c) => within(c).queryByRole('heading', { name }))!);
const findCard = async (name: string) => {
  await screen.findByRole('heading', { name });
  return cardOf(name);
};

describe('traslados&Actividades/act-results', () => {
  afterEach(() => {
    act(() => {
      useActivityDraftStore.getState().clear();
      endSession();
    });
    vi.restoreAllMocks();
  });

  it("lists the destination's activities under the banner with the nights", async () => {
    login();
    const fetchMock = mockApi({
      'actividades/static-data': [200, { products: { staticDataResponseV2Product: products } }],
    });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Actividades Encontradas' })).toBeInTheDocument();
    expect(String(callsTo(fetchMock, 'static-data')[0]![0])).toMatch(
      /\/api\/utilities\/actividades\/static-data\?destinationCode=MCO$/,
    );
    expect(screen.getByText('2 Actividades encontradas')).toBeInTheDocument();
    expect(screen.getByText('7 noches')).toBeInTheDocument();
    expect(screen.getByText('Orlando, Estados Unidos')).toBeInTheDocument();
    const card = cardOf('Kennedy Space Center');
    expect(card.getByText('MCO-KSC01')).toBeInTheDocument();
    expect(card.getByText('Parque temático')).toBeInTheDocument();
    expect(card.getByText('Disponible')).toBeInTheDocument();
  });

  it('an empty destination and a failure say so (spec §8)', async () => {
    login();
    mockApi({ 'actividades/static-data': [200, { products: { staticDataResponseV2Product: [] } }] });
    renderAt();
    expect(await screen.findByText(MESSAGES.activitiesNotFoundForDestination)).toBeInTheDocument();
  });

  it('a failed static data call', async () => {
    login();
    mockApi({ 'actividades/static-data': [503, {}] });
    renderAt();
    expect(await screen.findByText('Ocurrió un error al buscar tus actividades')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("'Quiero Reservar!' searches the day for the party, stores the draft and opens the detail", async () => {
    login(2); // an AS agent: from the stay's first day
    const fetchMock = mockApi({
      'actividades/static-data': [200, { products: { staticDataResponseV2Product: products } }],
      'actividades/disponibilidad': [200, availability()],
    });
    const router = renderAt();
    const card = await findCard('Kennedy Space Center');
    const toggle = card.getByRole('button', { name: 'Quiero Reservar!' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await pick('Menores', '1', card);
    await userEvent.click(await card.findByRole('button', { name: 'Buscar' }));
    expect(await card.findByText(MESSAGES.minorAgeRequired)).toBeInTheDocument();
    await pick('Edad del menor 1', '7 años', card);
    await userEvent.click(await card.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Detalle de la actividad')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'actividades/disponibilidad')[0])).toEqual({
      productCode: 'MCO-KSC01',
      paxQuantity: 3,
      fromDate: inDays(18),
      toDate: inDays(18),
      rooming: { adultCount: 2, childCount: 1, childAges: [7] },
    });
    expect(router.state.location.pathname).toBe('/dataDisponible');
    expect(useActivityDraftStore.getState().current?.draft).toMatchObject({
      productCode: 'MCO-KSC01',
      paxQuantity: 3,
    });
  });

  it.each([
    ['no option', availability([offer({ concepts: [] })]), MESSAGES.activitiesNotFound],
    ['nothing at all', availability([], []), 'No se encontró disponibilidad ni ubicaciones'],
  ])('%s: the card says why and stays', async (_, answer, message) => {
    login();
    mockApi({
      'actividades/static-data': [200, { products: { staticDataResponseV2Product: products } }],
      'actividades/disponibilidad': [200, answer],
    });
    renderAt();
    const card = await findCard('Gatorland');
    await userEvent.click(card.getByRole('button', { name: 'Quiero Reservar!' }));
    await userEvent.click(await card.findByRole('button', { name: 'Buscar' }));
    expect(await card.findByRole('alert')).toHaveTextContent(message);
    expect(useActivityDraftStore.getState().current).toBeNull();
  });

  it('a failed availability reads as spec §8', async () => {
    login();
    mockApi({
      'actividades/static-data': [200, { products: { staticDataResponseV2Product: products } }],
      'actividades/disponibilidad': [502, {}],
    });
    renderAt();
    const card = await findCard('Gatorland');
    await userEvent.click(card.getByRole('button', { name: 'Quiero Reservar!' }));
    await userEvent.click(await card.findByRole('button', { name: 'Buscar' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error al buscar las disponibilidades',
    );
  });
});
