import { createTheme, MantineProvider, Popover } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IsoDateField } from '@/shared/forms/date-field';

// jsdom lays nothing out, so Popover would hide the calendar as "detached" from its input.
const theme = createTheme({
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});

function Harness({ initial, onChange }: { initial: string | null; onChange: (d: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider theme={theme}>
      <IsoDateField
        label="Fecha de salida"
        value={value}
        minDate="2030-03-10"
        maxDate="2030-03-20"
        onChange={(date) => {
          onChange(date);
          setValue(date);
        }}
        clearable
      />
    </MantineProvider>
  );
}
const field = () => screen.getByRole('button', { name: /Fecha de salida/ });

describe('IsoDateField (issue 30, item 3)', { timeout: 20_000 }, () => {
  it('shows the ISO value as DD/MM/YYYY, and DD/MM/AAAA when empty', () => {
    const { unmount } = render(<Harness initial="2030-03-12" onChange={vi.fn()} />);
    expect(field()).toHaveTextContent('12/03/2030');
    unmount();
    render(<Harness initial={null} onChange={vi.fn()} />);
    expect(field()).toHaveTextContent('DD/MM/AAAA');
  });

  it('gives back the picked day as an ISO date, within min and max, with Spanish controls', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2030-03-12" onChange={onChange} />);
    fireEvent.click(field());
    expect(await screen.findByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '9 March 2030' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '21 March 2030' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '15 March 2030' }));
    expect(onChange).toHaveBeenLastCalledWith('2030-03-15');
  });

  it("clears with 'Borrar fecha' to null", () => {
    const onChange = vi.fn();
    render(<Harness initial="2030-03-12" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar fecha' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field()).toHaveTextContent('DD/MM/AAAA');
  });
});
