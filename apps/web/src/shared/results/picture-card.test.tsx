import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { PictureCard } from '@/shared/results/picture-card';

describe('PictureCard', () => {
  it('puts the picture over the name, which names the card, with its model and badge', () => {
    renderWithMantine(
      <PictureCard
        data-testid="car-card"
        title="Chevrolet Spark"
        subtitle="o similar"
        badge={<span>AVIS</span>}
        image="/media/cars/ecmr.png"
        imageAlt="Chevrolet Spark"
        imageHeight={160}
      >
        <p>Kilometraje ilimitado</p>
      </PictureCard>,
    );
    const card = screen.getByTestId('car-card');
    expect(card.firstElementChild).toContainElement(screen.getByRole('img', { name: 'Chevrolet Spark' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Chevrolet Spark' });
    expect(card).toHaveAttribute('aria-labelledby', heading.id);
    expect(card).toHaveTextContent('o similar');
    expect(card).toHaveTextContent('AVIS');
    expect(card).toHaveTextContent('Kilometraje ilimitado');
  });

  it('without a picture it starts at the name', () => {
    renderWithMantine(
      <PictureCard data-testid="transfer-card" title="Traslado al hotel" imageHeight={160}>
        <p>Reservar</p>
      </PictureCard>,
    );
    expect(screen.getByTestId('transfer-card').querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Traslado al hotel' })).toBeInTheDocument();
  });
});
