import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@portal/domain/messages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { useActivityDraftStore, type TStoredActivity } from '../model/activity-draft-store';
import { availability, inDays, offer, product } from '../model/test-data';
import { ActivityDetailPage } from './activity-detail-page';
import { bodyOf, callsTo, pick } from './test-utils';

const stored: TStoredActivity = {
  draft: {
    productCode: 'MCO-KSC01',
    productName: 'Kennedy Space Center',
    paxQuantity: 3,
    fromDate: inDays(20),
    toDate: inDays(20),
    rooming: { adultCount: 2, childCount: 1, childAges: [7] },
  },
  product: product(),
  stay: {
    destino: { code: 'MCO', name: 'Orlando', country: 'Estados Unidos' },
    checkin: inDays(18),
    checkout: inDays(25),
  },
};
const renderAt = () =>
  renderRoutes(
    [
      { path: '/traslados&Actividades', element: <p>Buscador de actividades</p> },
      { path: '/dataDisponible', element: <ActivityDetailPage /> },
      { path: '/form-pax', element: <p>Formulario de pasajeros</p> },
    ],
    '/dataDisponible',
  );

describe('dataDisponible', () => {
  afterEach(() => {
    act(() => {
      useActivityDraftStore.getState().clear();
      useOrderDraftStore.getState().clear();
      endSession();
    });
    vi.restoreAllMocks();
  });

  it('without a stored draft: the spec §5 toast and back to /traslados&Actividades', async () => {
    login();
    const toast = vi.spyOn(notifications, 'show');
    mockApi({});
    const router = renderAt();
    expect(await screen.findByText('Buscador de actividades')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/traslados&Actividades');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Faltan datos necesarios para realizar la reserva' }),
    );
  });

  it('an offer without any free slot is missing data too', async () => {
    login();
    const toast = vi.spyOn(notifications, 'show');
    const full = offer({ concepts: offer().concepts.map((c) => ({ ...c, horarios: [] })) });
    mockApi({ 'actividades/disponibilidad': [200, availability([full])] });
    act(() => useActivityDraftStore.getState().store(stored));
    renderAt();
    expect(await screen.findByText('Buscador de actividades')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.bookingDataMissing }));
  });

  it("shows the activity and its options; 'Reservar Ya!' needs a slot, then goes to form-pax", async () => {
    login();
    const toast = vi.spyOn(notifications, 'show');
    const fetchMock = mockApi({ 'actividades/disponibilidad': [200, availability()] });
    act(() => useActivityDraftStore.getState().store(stored));
    const router = renderAt();
    expect(
      await screen.findByRole('heading', { name: 'Kennedy Space Center', level: 1 }),
    ).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'disponibilidad')[0])).toMatchObject({
      productCode: 'MCO-KSC01',
      paxQuantity: 3,
    });
    expect(screen.getByText('Idiomas: Español, Inglés')).toBeInTheDocument();
    expect(screen.getByText('2 adultos · 1 menor (7 años)')).toBeInTheDocument();
    expect(screen.getByText('Un día en el centro espacial.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reservar Ya!' }));
    expect(await screen.findByText(MESSAGES.selectTimeSlot)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.selectTimeSlot }));
    expect(router.state.location.pathname).toBe('/dataDisponible');

    const lunch = within(screen.getByRole('group', { name: 'Con almuerzo' }));
    await userEvent.click(lunch.getByRole('radio', { name: '11:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reservar Ya!' }));
    expect(await screen.findByText('Formulario de pasajeros')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=activities');
    const draft = useOrderDraftStore.getState().draft;
    expect(draft?.q).toBe('activities');
    expect(draft?.payload).toMatchObject({
      horarioSeleccionado: '11:00',
      conceptBookingCode: 'C-LUN',
      tarifa: 240,
    });
    expect(draft?.summary.total).toBe(310); // 240 + 35 + 35
  });

  it('the slots are one radio group, usable with the keyboard', async () => {
    login();
    mockApi({ 'actividades/disponibilidad': [200, availability()] });
    act(() => useActivityDraftStore.getState().store(stored));
    renderAt();
    const first = await screen.findByRole('radio', { name: '09:00' });
    first.focus();
    await userEvent.keyboard(' ');
    expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '09:30' })).toBeChecked();
  });

  it("'¿Otra fecha?' searches again for another party and shows it", async () => {
    login(2);
    const fetchMock = mockApi({ 'actividades/disponibilidad': [200, availability()] });
    act(() => useActivityDraftStore.getState().store(stored));
    renderAt();
    const other = within(await screen.findByRole('region', { name: '¿Otra fecha?' }));
    await pick('Adultos', '3', other);
    await userEvent.click(await other.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('3 adultos · 1 menor (7 años)')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'disponibilidad').at(-1))).toMatchObject({
      paxQuantity: 4,
      rooming: { adultCount: 3, childCount: 1, childAges: [7] },
    });
    expect(useActivityDraftStore.getState().current?.draft.paxQuantity).toBe(4);
  });
});
