import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { PostsCarousel } from './posts-carousel';
import { post } from './test-posts';

// The carousel's file never arrives, as on a phone network that drops it.
const tried = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./posts-carousel-mantine', async () => {
  tried.loads += 1;
  return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
});

describe('PostsCarousel without its carousel file', () => {
  it('keeps the first view of the posts, each still opening its post', async () => {
    const onOpen = vi.fn();
    renderWithMantine(<PostsCarousel posts={[post(1), post(2), post(3), post(4)]} onOpen={onOpen} />);
    await vi.waitFor(() => expect(tried.loads).toBe(1));
    // after the failed load settles: still the three cards of the first view, no arrows
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await screen.findAllByRole('button', { name: /^Novedad \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Novedades siguientes' })).toBeNull();
    screen.getByRole('button', { name: 'Novedad 2' }).click();
    expect(onOpen).toHaveBeenCalledWith(post(2));
  });
});
