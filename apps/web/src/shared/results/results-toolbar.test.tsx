import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { NO_CRITERIA, type RefineOptions } from '@/shared/results/refine-results';
import { ResultsToolbar } from '@/shared/results/results-toolbar';

const OPTIONS: RefineOptions = {
  suppliers: ['Omnibees', 'Prestige'],
  boards: [{ value: 'Desayuno', label: 'Desayuno' }],
  hasStars: true,
  hasNonRefundable: true,
};

/** The toolbar over 40 results, as a page holds it: a supplier chosen leaves 15 of them. */
function Toolbar({ optionsOf = () => OPTIONS }: { optionsOf?: () => RefineOptions }) {
  const [criteria, setCriteria] = useState(NO_CRITERIA);
  return (
    <ResultsToolbar
      criteria={criteria}
      onChange={setCriteria}
      optionsOf={optionsOf}
      matching={criteria.suppliers.length > 0 ? 15 : 40}
      total={40}
    />
  );
}

/** A screen that `(max-width: 48em)` matches, or not. */
const screenOf = (phone: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === '(max-width: 48em)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as never,
  );

const toggle = () => screen.getByRole('button', { name: 'Ordenar y filtrar' });

// issue 34, item 2: on a phone the toolbar's fields stood ~350 px tall above the first card and
// were a fifth of the first cards' render; they fold under its title there until opened.
describe('ResultsToolbar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its fields on a wider screen, and folds them on demand', async () => {
    screenOf(false);
    renderWithMantine(<Toolbar />);
    expect(screen.getByRole('region', { name: 'Ordenar y filtrar' })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Ordenar por')).toBeInTheDocument();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Ordenar por')).not.toBeInTheDocument();
  });

  it('on a phone renders its fields only once opened, and says a narrowed list folded', async () => {
    screenOf(true);
    const optionsOf = vi.fn(() => OPTIONS);
    renderWithMantine(<Toolbar optionsOf={optionsOf} />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    // folded, the results' facts are not read for its options
    expect(optionsOf).not.toHaveBeenCalled();
    for (const label of ['Buscar por nombre', 'Ordenar por', 'Régimen', 'Solo reembolsables'])
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Prestige' })).not.toBeInTheDocument();

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(optionsOf).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Prestige' }));
    await userEvent.click(toggle());
    expect(screen.queryByLabelText('Ordenar por')).not.toBeInTheDocument();
    expect(screen.getByTestId('results-count')).toHaveTextContent('15 de 40 hoteles con estos filtros');
    expect(screen.getByRole('button', { name: 'Quitar filtros' })).toBeInTheDocument();
  });
});
