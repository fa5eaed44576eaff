import { createTheme, MantineProvider, Popover } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IsoDateRangeField, type TIsoRange } from '@/shared/forms/date-range-field';

// jsdom lays nothing out, so Popover would hide the calendar as "detached" from its input.
const theme = createTheme({
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});

function Harness({ initial, onChange }: { initial: TIsoRange; onChange: (r: TIsoRange) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider theme={theme}>
      <IsoDateRangeField
        label="Fechas del viaje"
        placeholder="Salida – Regreso"
        minDate="2030-03-10"
        defaultDate="2030-03-01"
        value={value}
        onChange={(range) => {
          onChange(range);
          setValue(range);
        }}
        description="3 días de viaje"
      />
    </MantineProvider>
  );
}
const field = () => screen.getByRole('button', { name: /Fechas del viaje/ });

describe('IsoDateRangeField (issue 30, item 3)', { timeout: 20_000 }, () => {
  it('gives back the picked range as ISO dates and refuses days before the minimum', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[null, null]} onChange={onChange} />);
    expect(field()).toHaveTextContent('Salida – Regreso');
    fireEvent.click(field());
    expect(await screen.findByRole('button', { name: '9 March 2030' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '12 March 2030' }));
    fireEvent.click(screen.getByRole('button', { name: '15 March 2030' }));
    expect(onChange).toHaveBeenLastCalledWith(['2030-03-12', '2030-03-15']);
  });

  it('shows the range as DD/MM/YYYY, its description, and clears with Borrar fechas', () => {
    const onChange = vi.fn();
    render(<Harness initial={['2030-03-12', '2030-03-15']} onChange={onChange} />);
    expect(field()).toHaveTextContent('12/03/2030 – 15/03/2030');
    expect(screen.getByText('3 días de viaje')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar fechas' }));
    expect(onChange).toHaveBeenLastCalledWith([null, null]);
  });
});
