import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import classes from './hotels.module.css';
import { ResultsSkeleton } from './results-skeleton';

describe('ResultsSkeleton', () => {
  it('sets the cards’ type while the suppliers search, out of sight and out of a screen reader’s way', () => {
    renderWithMantine(<ResultsSkeleton />);
    expect(screen.getByRole('status', { name: 'Buscando disponibilidad' })).toBeInTheDocument();
    const samples = screen.getAllByText('Desde USD 1.234,56');
    // the card's own classes: a change of the card's type changes the sample with it
    const sampled = samples.map((s) => s.className);
    for (const cardClass of [classes.hotelName, classes.note, classes.smallNote, classes.fromPrice])
      expect(sampled).toContain(cardClass);
    for (const sample of samples)
      expect(sample.closest('[aria-hidden="true"]')).toHaveClass(classes.fontPrimer!);
  });
});
