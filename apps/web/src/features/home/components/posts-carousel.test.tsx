import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { PostsCarousel } from './posts-carousel';
import { post } from './test-posts';

// The carousel itself loads after the first paint (issue 19): posts-carousel-first-view.test.tsx
// covers what shows until then.
const findCarousel = () => screen.findByRole('button', { name: 'Novedades siguientes' });

describe('PostsCarousel', () => {
  it('renders nothing when there are no posts', () => {
    const { container } = renderWithMantine(<PostsCarousel posts={[]} onOpen={() => {}} />);
    // MantineProvider injects its <style> tags; nothing else may be rendered.
    expect(container.querySelectorAll(':scope > :not(style)')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders one button per post, named by its title, that opens the post', async () => {
    const onOpen = vi.fn();
    renderWithMantine(<PostsCarousel posts={[post(1), post(2), post(3), post(4)]} onOpen={onOpen} />);
    await findCarousel();

    expect(screen.getAllByRole('button', { name: /^Novedad \d$/ })).toHaveLength(4);
    const card = screen.getByRole('button', { name: 'Novedad 2' });
    expect(card).toHaveAccessibleDescription('Contenido 2');

    await userEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(post(2));
  });

  it('names its arrows in Spanish', async () => {
    renderWithMantine(<PostsCarousel posts={[post(1), post(2), post(3), post(4)]} onOpen={() => {}} />);

    expect(await findCarousel()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novedades anteriores' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'carousel');
  });
});
