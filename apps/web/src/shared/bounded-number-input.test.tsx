import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BoundedNumberInput } from '@/shared/bounded-number-input';

/** A field of 0-10, as the car's extra equipment (spec §2), that shows what its owner holds. */
function Field({ min = 0, initial = 0 }: { min?: number; initial?: number }) {
  const [value, setValue] = useState<number | string>(initial);
  return (
    <MantineProvider>
      <BoundedNumberInput label="Silla de niño" min={min} max={10} value={value} onChange={setValue} />
      <output>{`guardado: ${value}`}</output>
    </MantineProvider>
  );
}
const box = () => screen.getByRole('textbox', { name: 'Silla de niño' });
const held = () => screen.getByRole('status').textContent;

describe('BoundedNumberInput (issue 29, item 19)', () => {
  it('caps a value pasted past the maximum at the maximum, not 0', async () => {
    render(<Field />);
    await userEvent.clear(box());
    await userEvent.paste('11');
    expect(box()).toHaveValue('10');
    expect(held()).toBe('guardado: 10');
  });

  it('caps a value typed past the maximum, also when the maximum was already there', async () => {
    render(<Field initial={10} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '11');
    expect(box()).toHaveValue('10');
    await userEvent.type(box(), '5');
    expect(box()).toHaveValue('10');
    expect(held()).toBe('guardado: 10');
    fireEvent.change(box(), { target: { value: '11' } });
    expect(box()).toHaveValue('10');
    expect(held()).toBe('guardado: 10');
  });

  it('lets a value below the minimum be typed through, and raises it on leaving the field', async () => {
    render(<Field min={2} initial={5} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '1');
    expect(held()).toBe('guardado: 1');
    await userEvent.type(box(), '0');
    expect(held()).toBe('guardado: 10');
    await userEvent.clear(box());
    await userEvent.type(box(), '1');
    await userEvent.tab();
    expect(box()).toHaveValue('2');
    expect(held()).toBe('guardado: 2');
  });
});
