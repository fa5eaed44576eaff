import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchFormFrame } from '@/shared/forms/search-form-frame';
import { SearchSubmit } from '@/shared/forms/search-submit';

type TValues = { destino: string; pax: string };
const required = (v: string) => (v ? null : 'Falta');

function Form({ order, onSearch }: { order?: (keyof TValues)[]; onSearch: () => void }) {
  const form = useForm<TValues>({
    initialValues: { destino: '', pax: '' },
    validate: { destino: required, pax: required },
  });
  return (
    <MantineProvider>
      <SearchFormFrame
        onSubmit={form.onSubmit(onSearch, focusFirstError(form, order))}
        aria-label="Buscar viajes"
      >
        <TextInput label="Destino" required {...form.getInputProps('destino')} />
        <TextInput label="Pasajeros" required {...form.getInputProps('pax')} />
        <SearchSubmit />
      </SearchFormFrame>
    </MantineProvider>
  );
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));

describe('focusFirstError and SearchFormFrame (issue 30, item 3)', () => {
  it('puts the focus on the first field with an error, and searches nothing', () => {
    const onSearch = vi.fn();
    render(<Form onSearch={onSearch} />);
    submit();
    expect(screen.getByRole('textbox', { name: 'Destino' })).toHaveFocus();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("follows the form's own order when it gives one", () => {
    render(<Form order={['pax', 'destino']} onSearch={vi.fn()} />);
    submit();
    expect(screen.getByRole('textbox', { name: 'Pasajeros' })).toHaveFocus();
  });

  it('is a named form the browser does not validate (the schema does)', () => {
    render(<Form onSearch={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Buscar viajes' });
    expect(form).toHaveAttribute('novalidate');
  });
});
