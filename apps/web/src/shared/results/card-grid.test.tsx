import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { CardGrid, CardsSkeleton, ResultCard } from '@/shared/results/card-grid';

describe('CardGrid and ResultCard', () => {
  it('lists the results as articles named by their heading, with their test ids', () => {
    renderWithMantine(
      <CardGrid min={300} align="stretch">
        <ResultCard article aria-label="Excursión a Tigre" data-testid="excursion-card">
          <h3>Excursión a Tigre</h3>
        </ResultCard>
        <ResultCard data-testid="car-card">Auto</ResultCard>
      </CardGrid>,
    );
    expect(screen.getByRole('article', { name: 'Excursión a Tigre' })).toHaveAttribute(
      'data-testid',
      'excursion-card',
    );
    // a card that is not an article stays out of the reader's list of articles
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByTestId('car-card')).toHaveTextContent('Auto');
  });

  it('the skeleton is one status named by what loads, with three cards', () => {
    renderWithMantine(
      <CardsSkeleton label="Buscando autos disponibles" min={340} head={[{ h: 96 }]} card={[{ h: 20 }]} />,
    );
    const status = screen.getByRole('status', { name: 'Buscando autos disponibles' });
    expect(status.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(1 + 3);
  });
});
