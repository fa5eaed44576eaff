import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, agencyToday } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import type { TSeatBlock, TSeatBlockLeg } from '@portal/domain/admin/seat-blocks';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { SeatBlocksPage } from './seat-blocks-page';
import { SeatBlockFormDialog } from './seat-block-form-dialog';
import { initialSeatBlockValues, requestOf } from './seat-block-form-values';

const day = (n: number) => addDays(agencyToday(new Date()), n);

const leg = (over: Partial<TSeatBlockLeg>): TSeatBlockLeg => ({
  idTramo: 1,
  comparador: 'XQ100-1',
  direction: 'ida',
  flightNumber: 'XQ100',
  date: day(30),
  time: 810,
  seats: 60,
  seatsLeft: 58,
  sold: 2,
  released: 0,
  releasedAt: null,
  booked: 2,
  fare: 665,
  revenue: 1330,
  ...over,
});

const block: TSeatBlock = {
  id: 11,
  airline: 'Aerolíneas Argentinas',
  origin: 'AEP',
  destination: 'BRC',
  destinationName: 'Bariloche',
  flightOut: 'XQ100',
  flightBack: 'XQ101',
  travelClass: 'Económica',
  releaseDays: 7,
  createdAt: '2026-11-20T13:00:00.000Z',
  legs: [
    leg({
      idTramo: 1,
      date: day(5),
      seats: 2,
      seatsLeft: 0,
      released: 58,
      releasedAt: '2026-11-27T03:00:00.000Z',
    }),
    leg({ idTramo: 2, direction: 'vuelta', flightNumber: 'XQ101', date: day(12) }),
  ],
  totals: { departures: 1, seats: 62, sold: 4, left: 58, released: 58, booked: 4, revenue: 2660 },
};

// the tables' cells show by media query: a desktop screen, where jsdom answers no query
const desktop = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: !query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );

const renderPage = (nivel: number) => {
  desktop();
  login(nivel);
  mockApi({ '/cupos': [200, { items: [block], total: 1, page: 1, perPage: 20 }] });
  renderRoutes([{ path: '/', element: <SeatBlocksPage /> }], '/');
};

afterEach(() => {
  endSession({ logout: false });
  vi.restoreAllMocks();
});

describe('/admin/cupos', () => {
  it('shows rate-sheet staff the blocks and their legs, without a way to change them', async () => {
    renderPage(3);
    const table = await screen.findByRole('table', { name: 'Cupos aéreos' });
    const row = (await within(table).findByText('XQ100 / XQ101')).closest('tr')!;
    expect(within(row).getByText('US$ 2.660,00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo cupo' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Tramos de XQ100 / XQ101' }));
    const legs = await screen.findByRole('table', { name: 'Tramos del cupo' });
    expect(within(legs).getAllByRole('row')).toHaveLength(3);
    expect(within(legs).queryByRole('button', { name: /^Ajustar asientos/ })).not.toBeInTheDocument();
  });

  it('gives administrators the new block and the seat change of a leg still on sale', async () => {
    renderPage(4);
    expect(await screen.findByRole('button', { name: 'Nuevo cupo' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Tramos de XQ100 / XQ101' }));
    const legs = await screen.findByRole('table', { name: 'Tramos del cupo' });
    // the released outbound leg takes no change; the return does
    const buttons = within(legs).getAllByRole('button', { name: /^Ajustar asientos/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      `Ajustar asientos: vuelta XQ101 del ${day(12).split('-').reverse().join('/')}`,
    ]);
  });
});

describe('the new block dialog', () => {
  it('says in Spanish what is missing and sends nothing', async () => {
    login(4);
    const onSubmit = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: <SeatBlockFormDialog opened saving={false} onClose={() => {}} onSubmit={onSubmit} />,
        },
      ],
      '/',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Crear cupo' }));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const message of [
      MESSAGES.seatBlockAirline,
      MESSAGES.seatBlockFlightNumber,
      MESSAGES.seatBlockSeats,
      MESSAGES.seatBlockWeekdays,
      MESSAGES.seatBlockVenta,
    ])
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /^Aerolínea/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends codes in capitals, the chosen kind of departures only, and no release days when empty', () => {
    const values = initialSeatBlockValues();
    values.origin = ' aep';
    values.flightOut = 'xq100';
    values.departures = {
      ...values.departures,
      weekdays: ['6', '0'],
      from: '2027-01-01',
      until: '2027-01-31',
    };
    const request = requestOf(values);
    expect(request).toMatchObject({ origin: 'AEP', flightOut: 'XQ100', releaseDays: undefined });
    expect(request.departures).toEqual({
      kind: 'weekly',
      weekdays: [6, 0],
      from: '2027-01-01',
      until: '2027-01-31',
      nights: 7,
    });
    values.departures.kind = 'dated';
    values.departures.dates = [{ out: '2027-01-02', back: '2027-01-09' }];
    expect(requestOf(values).departures).toEqual({
      kind: 'dated',
      dates: [{ out: '2027-01-02', back: '2027-01-09' }],
    });
  });
});
