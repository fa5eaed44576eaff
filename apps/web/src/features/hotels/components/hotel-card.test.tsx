import { MESSAGES } from '@portal/domain/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { roomButtonState } from '../model/room-state';
import { nonRefundable, testHotel, testRoom } from '../model/test-rooms';
import type { THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { HotelCard, type SearchedRoom } from './hotel-card';

const LONG_REGIMEN =
  'Disney Dining Plan (DDP): 1 comida de servicio de mesa, 1 comida de servicio rápido y 1 snack';

const ONE_ROOM: SearchedRoom[] = [{ numbers: [1], room: { adults: 2, childAges: [] } }];

const renderCard = async (o: {
  selected: number;
  requested: number;
  isAgenteAS: boolean;
  searched?: SearchedRoom[];
  rooms?: THotelRoom[];
}) => {
  const onAdd = vi.fn();
  const hotel = testHotel(
    o.rooms ?? [
      testRoom({ codigos: ['HBS', 'H-1', 'STD', 'PROMO', 'DTO15'], regimen: LONG_REGIMEN }),
      nonRefundable({ roomName: 'Suite' }),
    ],
  );
  renderWithMantine(
    <HotelCard
      hotel={hotel}
      searched={o.searched ?? ONE_ROOM}
      roomState={(room) => roomButtonState(o, room, o.isAgenteAS)}
      onAdd={onAdd}
      onPolicies={vi.fn()}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: MESSAGES.seeRooms }));
  await screen.findByRole('button', { name: /agregar Suite al carrito/ });
  const buy = (name: string) =>
    screen.getByRole('button', { name: new RegExp(`agregar ${name} al carrito`) });
  return { onAdd, buy };
};

describe('HotelCard rooms (spec §2, §4)', () => {
  it('shows the cheapest USD price, the offer, the cut regimen and the non-refundable chip', async () => {
    await renderCard({ selected: 0, requested: 1, isAgenteAS: true });
    // es-AR money: 'US$', a space, '.' for thousands and ',' for cents (the room's VENTA 1863)
    expect(screen.getByText('US$ 1.863,00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.offer })).toBeInTheDocument();
    // spec §9: the regimen is cut at 50 characters
    expect(screen.getByText('Disney Dining Plan (DDP): 1 comida de servicio de …')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(screen.getByText(LONG_REGIMEN)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.nonRefundableChip)).toBeInTheDocument();
  });

  it('shows currency and sale rate on the buy button and adds the room', async () => {
    const { buy, onAdd } = await renderCard({ selected: 0, requested: 2, isAgenteAS: true });
    const button = buy('Habitación Estándar');
    expect(within(button).getByText('USD 1.863,00')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ roomName: 'Habitación Estándar' }));
  });

  it('says the figures are the bare rate of the stay and shows the final price beside them (issue 11, item 4)', async () => {
    await renderCard({ selected: 0, requested: 1, isAgenteAS: true });
    // 1863 + IVA 195,62 + gasto administrativo 35
    // both test rooms have the same tarifa
    expect(
      screen.getAllByText('por estadía, sin IVA ni gastos · con IVA y gasto administrativo: USD 2.093,62'),
    ).toHaveLength(2);
    // and the card's 'Desde'
    expect(screen.getByText('por estadía, sin IVA ni gastos')).toBeInTheDocument();
  });

  it('disables every buy button once the requested rooms are picked', async () => {
    const { buy } = await renderCard({ selected: 2, requested: 2, isAgenteAS: true });
    expect(buy('Habitación Estándar')).toBeDisabled();
    expect(buy('Suite')).toBeDisabled();
  });

  it('disables only the non-refundable room for a non-agent', async () => {
    const { buy } = await renderCard({ selected: 0, requested: 2, isAgenteAS: false });
    expect(buy('Habitación Estándar')).toBeEnabled();
    expect(buy('Suite')).toBeDisabled();
    expect(screen.getByText(MESSAGES.nonRefundableOnlyAS)).toBeInTheDocument();
  });

  it('lists each rate under the searched room it is for (issue 11, item 1)', async () => {
    await renderCard({
      selected: 0,
      requested: 2,
      isAgenteAS: true,
      searched: [
        { numbers: [1], room: { adults: 2, childAges: [] } },
        { numbers: [2], room: { adults: 1, childAges: [5] } },
      ],
      rooms: [
        testRoom({ roomName: 'Doble', criterio: 0 }),
        testRoom({ roomName: 'Suite', criterio: 1, cantAdl: 1, cantChl: 1 }),
      ],
    });
    const first = screen.getByRole('group', { name: 'Habitación 1: 2 adultos' });
    const second = screen.getByRole('group', { name: 'Habitación 2: 1 adulto, 1 menor (5 años)' });
    expect(within(first).getByRole('button', { name: /agregar Doble al carrito/ })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /agregar Suite/ })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: /agregar Suite al carrito/ })).toBeInTheDocument();
  });

  it('states its rates only once the agent opens them (issue 34, item 2)', () => {
    const roomState = vi.fn(() => ({ disabled: false }));
    renderWithMantine(
      <HotelCard
        hotel={testHotel([testRoom({}), nonRefundable({ roomName: 'Suite' })])}
        searched={ONE_ROOM}
        roomState={roomState}
        onAdd={vi.fn()}
        onPolicies={vi.fn()}
      />,
    );
    expect(screen.getByText('US$ 1.863,00')).toBeInTheDocument();
    expect(roomState).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.seeRooms }));
    expect(roomState).toHaveBeenCalledTimes(2);
  });
});
