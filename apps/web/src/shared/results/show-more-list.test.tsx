import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { ShowMoreList } from '@/shared/results/show-more-list';

const hotels = Array.from({ length: 30 }, (_, i) => `Hotel ${i + 1}`);
const renderList = (items: string[], pageSize?: number) =>
  renderWithMantine(
    <ShowMoreList items={items} noun="hoteles" pageSize={pageSize}>
      {(name) => <article key={name} aria-label={name} />}
    </ShowMoreList>,
  );

// issue 29, item 18: 79 cards at once; now a page at a time.
describe('ShowMoreList', () => {
  it('shows 12, then 12 more on each Ver más, until none is left', async () => {
    renderList(hotels);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Mostrando 12 de 30 hoteles')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más (18)' }));
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más (6)' }));
    expect(await screen.findAllByRole('article')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Ver más/ })).toBeNull();
    expect(screen.getByText('Mostrando 30 de 30 hoteles')).toBeInTheDocument();
  });

  it('a short list has no button and no count', async () => {
    renderList(hotels.slice(0, 5), 6);
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Mostrando/)).toBeNull();
  });
});
