import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { useOrderDraftStore, type TOrderDraft } from '@/shared/order-summary/order-draft-store';
import { reloadPage } from '@/shared/reload-page';
import { login, renderRoutes } from '../../../test/render-page';
import { FormPaxPage } from './form-pax-page';

// What follows a booking (spec §4, issue 29, item 12). The passenger step is replaced by its
// answer: this page only decides where the agent goes once the booking is confirmed.
vi.mock('@/shared/reload-page', () => ({ reloadPage: vi.fn() }));
vi.mock('../components/passengers-step', () => ({
  PassengersStep: ({ onBooked }: { onBooked: (a: { reservaId: number; codigoReserva: string }) => void }) => (
    <button type="button" onClick={() => onBooked({ reservaId: 42, codigoReserva: 'BK-42' })}>
      Reservar
    </button>
  ),
}));

const draftOf = (q: TOrderDraft['q']) =>
  ({
    q,
    summary: {
      title: 'Una reserva',
      product: 'Producto',
      dates: { checkin: '2031-07-01', checkout: '2031-07-05' },
      adults: 1,
      minors: 0,
      currency: 'USD',
      breakdown: { tarifa: 100, gastoReserva: 35, gastoAdmin: 0, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
      total: 135,
    },
    passengers: [{ kind: 'adult' }],
    referenceDate: '2031-07-01',
    variant: 'ticket',
    payload: {},
  }) as unknown as TOrderDraft;

const bookAt = async (q: TOrderDraft['q']) => {
  login();
  act(() => useOrderDraftStore.getState().setDraft(draftOf(q)));
  const router = renderRoutes(
    [
      { path: '/form-pax', element: <FormPaxPage /> },
      { path: '/resumen', element: <p>Resumen de la reserva</p> },
      { path: '/', element: <p>Inicio</p> },
    ],
    `/form-pax?q=${q}`,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
  return router;
};
const here = (router: Awaited<ReturnType<typeof bookAt>>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('form-pax after a booking (spec §4)', () => {
  afterEach(() => {
    act(() => endSession());
    vi.clearAllMocks();
  });

  it.each(['tickets', 'assistance'] as const)(
    '%s: Reserva completada over the form, OK reloads the page, the resumen one click away',
    async (q) => {
      const router = await bookAt(q);
      const done = await screen.findByRole('dialog', { name: 'Reserva completada' });
      expect(within(done).getByText('BK-42')).toBeInTheDocument();
      expect(here(router)).toBe(`/form-pax?q=${q}`);
      expect(useOrderDraftStore.getState().draft).toBeNull();

      expect(within(done).getByRole('link', { name: 'Ver el resumen de la reserva' })).toHaveAttribute(
        'href',
        '/resumen?id=42',
      );
      await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
      expect(reloadPage).toHaveBeenCalledOnce();
    },
  );

  it('tickets: the resumen link leaves the form for the booking', async () => {
    const router = await bookAt('tickets');
    const done = await screen.findByRole('dialog', { name: 'Reserva completada' });
    await userEvent.click(within(done).getByRole('link', { name: 'Ver el resumen de la reserva' }));
    expect(here(router)).toBe('/resumen?id=42');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each(['cars', 'flights', 'provider'] as const)('%s: the booking goes to its resumen', async (q) => {
    const router = await bookAt(q);
    expect(here(router)).toBe('/resumen?id=42');
    expect(router.state.location.state).toEqual({ booked: { reservaId: 42, codigoReserva: 'BK-42' } });
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
