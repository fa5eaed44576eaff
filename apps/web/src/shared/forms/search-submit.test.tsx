import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchButton, SearchSubmit } from '@/shared/forms/search-submit';

const inForm = (ui: React.ReactNode) =>
  render(
    <MantineProvider>
      <form>{ui}</form>
    </MantineProvider>,
  );

describe('SearchSubmit and SearchButton (issue 30, item 3)', () => {
  it("is the form's submit button named 'Buscar'", () => {
    inForm(<SearchSubmit />);
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('type', 'submit');
  });

  it('shows a control beside it, and is busy while searching', () => {
    inForm(<SearchSubmit loading aside={<button type="button">Cupos</button>} />);
    expect(screen.getByRole('button', { name: 'Cupos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('data-loading', 'true');
  });

  it('lets a form size the button itself', () => {
    inForm(<SearchButton fullWidth disabled />);
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
  });
});
