import { defaultRooming, type Rooming } from '@portal/domain/occupancy';
import { createTheme, MantineProvider, Popover } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RoomingSelector } from './rooming-selector';

function Harness({ initial = defaultRooming() }: { initial?: Rooming }) {
  const [value, setValue] = useState(initial);
  return <RoomingSelector value={value} onChange={setValue} />;
}

// jsdom lays nothing out, so Popover would hide its dropdown as "detached" from the target.
const testTheme = createTheme({
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});
const renderWithMantine = (ui: ReactElement) =>
  render(<MantineProvider theme={testTheme}>{ui}</MantineProvider>);

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: /adultos •/ }));
  await screen.findByRole('button', { name: 'Agregar adulto' });
};
const button = (name: string) => screen.getByRole('button', { name });

describe('RoomingSelector (spec §2, §5, §9)', () => {
  it("shows the default search as '2 adultos • 0 menores - 1 habitacion/es'", () => {
    renderWithMantine(<Harness />);
    expect(
      screen.getByRole('button', { name: '2 adultos • 0 menores - 1 habitacion/es' }),
    ).toBeInTheDocument();
  });

  it('keeps adults within 1–10 and rooms within 1–3 by disabling the counter buttons', async () => {
    renderWithMantine(<Harness />);
    await open();
    fireEvent.click(button('Quitar adulto'));
    expect(button('Quitar adulto')).toBeDisabled();
    expect(button('Quitar habitación')).toBeDisabled();
    fireEvent.click(button('Agregar habitación'));
    fireEvent.click(button('Agregar habitación'));
    expect(button('Agregar habitación')).toBeDisabled();
    expect(
      screen.getByRole('button', { name: '1 adultos • 0 menores - 3 habitacion/es' }),
    ).toBeInTheDocument();
  });

  it('disables "Agregar adulto" at 10 and "Quitar menor" at 0', async () => {
    renderWithMantine(<Harness initial={{ adultCount: 10, childCount: 0, roomCount: 1, childAges: [0] }} />);
    await open();
    expect(button('Agregar adulto')).toBeDisabled();
    expect(button('Quitar menor')).toBeDisabled();
  });

  it('asks an age (0–17) per minor and drops it when the minor is removed', async () => {
    renderWithMantine(<Harness />);
    await open();
    fireEvent.click(button('Agregar menor'));
    fireEvent.click(button('Agregar menor'));
    const second = screen.getByLabelText('Menor 2') as HTMLSelectElement;
    expect(Array.from(second.options).map((o) => o.value)).toEqual(
      Array.from({ length: 18 }, (_, age) => String(age)),
    );
    fireEvent.change(second, { target: { value: '7' } });
    expect((screen.getByLabelText('Menor 2') as HTMLSelectElement).value).toBe('7');
    expect(
      screen.getByRole('button', { name: '2 adultos • 2 menores - 1 habitacion/es' }),
    ).toBeInTheDocument();
    fireEvent.click(button('Quitar menor'));
    expect(screen.queryByLabelText('Menor 2')).not.toBeInTheDocument();
  });
});
