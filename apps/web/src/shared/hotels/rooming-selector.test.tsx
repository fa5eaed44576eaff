import { defaultRoomPlans, type RoomPlan } from '@portal/domain/room-plans';
import { createTheme, MantineProvider, Popover } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RoomingSelector } from '@/shared/hotels/rooming-selector';

const changes: RoomPlan[][] = [];
const latest = () => changes[changes.length - 1];
function Harness({ initial = defaultRoomPlans() }: { initial?: RoomPlan[] }) {
  const [value, setValue] = useState(initial);
  const onChange = (next: RoomPlan[]) => {
    changes.push(next);
    setValue(next);
  };
  return <RoomingSelector value={value} onChange={onChange} />;
}

// jsdom lays nothing out, so Popover would hide its dropdown as "detached" from the target.
const testTheme = createTheme({
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});
const renderWithMantine = (ui: ReactElement) =>
  render(<MantineProvider theme={testTheme}>{ui}</MantineProvider>);

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: /adultos •/ }));
  await screen.findByRole('button', { name: 'Agregar adulto en la habitación 1' });
};
const button = (name: string) => screen.getByRole('button', { name });
const summary = () => screen.getByRole('button', { name: /adultos •/ });

describe('RoomingSelector (spec §2, §5, §9; issue 11, item 1)', () => {
  it("shows the default search as '2 adultos • 0 menores - 1 habitacion/es' and the room below", () => {
    renderWithMantine(<Harness />);
    expect(summary()).toHaveTextContent('2 adultos • 0 menores - 1 habitacion/es');
    expect(summary()).toHaveTextContent('Habitación 1: 2 adultos');
  });

  it('asks adults and minors per room: 4 adults in 2 rooms are 2 + 2, never 4 per room', async () => {
    renderWithMantine(<Harness />);
    await open();
    fireEvent.click(button('Agregar habitación'));
    expect(latest()).toEqual([
      { adults: 2, childAges: [] },
      { adults: 2, childAges: [] },
    ]);
    expect(summary()).toHaveTextContent('4 adultos • 0 menores - 2 habitacion/es');
    fireEvent.click(button('Agregar menor en la habitación 2'));
    fireEvent.change(screen.getByLabelText('Edad del menor 1 de la habitación 2'), {
      target: { value: '5' },
    });
    expect(summary()).toHaveTextContent('Habitación 1: 2 adultos');
    expect(summary()).toHaveTextContent('Habitación 2: 2 adultos, 1 menor (5 años)');
    expect(latest()?.[1]).toEqual({ adults: 2, childAges: [5] });
  });

  it('keeps adults within 1–10 and rooms within 1–3; a room can be removed but not the last', async () => {
    renderWithMantine(<Harness />);
    await open();
    fireEvent.click(button('Quitar adulto en la habitación 1'));
    expect(button('Quitar adulto en la habitación 1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Quitar la habitación 1' })).not.toBeInTheDocument();
    fireEvent.click(button('Agregar habitación'));
    fireEvent.click(button('Agregar habitación'));
    expect(button('Agregar habitación')).toBeDisabled();
    expect(summary()).toHaveTextContent('5 adultos • 0 menores - 3 habitacion/es');
    fireEvent.click(button('Quitar la habitación 1'));
    expect(latest()).toEqual([
      { adults: 2, childAges: [] },
      { adults: 2, childAges: [] },
    ]);
  });

  it('disables "Agregar adulto" at 10 and "Quitar menor" at 0', async () => {
    renderWithMantine(<Harness initial={[{ adults: 10, childAges: [] }]} />);
    await open();
    expect(button('Agregar adulto en la habitación 1')).toBeDisabled();
    expect(button('Quitar menor en la habitación 1')).toBeDisabled();
  });

  it('asks an age (0–17) per minor and drops it when the minor is removed', async () => {
    renderWithMantine(<Harness />);
    await open();
    fireEvent.click(button('Agregar menor en la habitación 1'));
    fireEvent.click(button('Agregar menor en la habitación 1'));
    const room = screen.getByRole('group', { name: 'Habitación 1' });
    const second = within(room).getByLabelText('Edad del menor 2 de la habitación 1') as HTMLSelectElement;
    expect(Array.from(second.options).map((o) => o.value)).toEqual(
      Array.from({ length: 18 }, (_, age) => String(age)),
    );
    fireEvent.change(second, { target: { value: '7' } });
    expect(summary()).toHaveTextContent('2 adultos • 2 menores - 1 habitacion/es');
    expect(summary()).toHaveTextContent('Habitación 1: 2 adultos, 2 menores (0 y 7 años)');
    fireEvent.click(button('Quitar menor en la habitación 1'));
    expect(screen.queryByLabelText('Edad del menor 2 de la habitación 1')).not.toBeInTheDocument();
  });
});
