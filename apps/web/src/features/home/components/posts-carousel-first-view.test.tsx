import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MantineWrapper, renderWithMantine } from '../../../test/render';
import { PostsCarousel } from './posts-carousel';
import { post } from './test-posts';

// The carousel's module arrives only when a test opens the gate, as a slow phone network would
// have it. It loads once per file: the tests that need it still loading come first.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { loads: 0, opened, open };
});
vi.mock('./posts-carousel-mantine', async (importOriginal) => {
  gate.loads += 1;
  await gate.opened;
  return importOriginal();
});

const posts = [post(1), post(2), post(3), post(4)];
const postButtons = () => screen.queryAllByRole('button', { name: /^Novedad \d$/ });

describe('PostsCarousel before the carousel has loaded', () => {
  it('taken over from the server, keeps the very cards the page came with while the carousel loads', async () => {
    const onOpen = vi.fn();
    const carousel = () => (
      <MantineWrapper>
        <PostsCarousel posts={posts} onOpen={onOpen} />
      </MantineWrapper>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel());
    document.body.append(container);
    const sent = container.querySelector('button');
    expect(sent).toHaveAccessibleName('Novedad 1');

    render(carousel(), { container, hydrate: true });
    await waitFor(() => expect(gate.loads).toBe(1));

    // a card swapped for a copy under an agent's press loses the click
    expect(sent!.isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Novedad 1' })).toBe(sent);
    await userEvent.click(sent!);
    expect(onOpen).toHaveBeenCalledWith(post(1));
  });

  it('shows the first three posts at once, as buttons that open them, and starts loading the carousel', async () => {
    const onOpen = vi.fn();
    renderWithMantine(<PostsCarousel posts={posts} onOpen={onOpen} />);

    expect(postButtons().map((button) => button.textContent)).toEqual([
      expect.stringContaining('Novedad 1'),
      expect.stringContaining('Novedad 2'),
      expect.stringContaining('Novedad 3'),
    ]);
    expect(screen.queryByRole('button', { name: 'Novedades siguientes' })).toBeNull();
    // asked for with the first render, not on a swipe
    await waitFor(() => expect(gate.loads).toBe(1));

    const card = screen.getByRole('button', { name: 'Novedad 2' });
    expect(card).toHaveAccessibleDescription('Contenido 2');
    await userEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(post(2));
  });

  it('gives way to the carousel, with every post, once it has loaded', async () => {
    renderWithMantine(<PostsCarousel posts={posts} onOpen={() => {}} />);
    expect(postButtons()).toHaveLength(3);

    gate.open();

    expect(await screen.findByRole('button', { name: 'Novedades siguientes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novedades anteriores' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'carousel');
    expect(postButtons()).toHaveLength(4);
    expect(gate.loads).toBe(1);
  });
});
