import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { ScrollToTop } from './scroll-to-top';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('ScrollToTop (spec §2, §9)', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('shows once the page is scrolled, and goes at the top', async () => {
    renderWithMantine(<ScrollToTop />);
    await act(nextFrame);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull();
    act(() => scrollTo(300));
    expect(await screen.findByRole('button', { name: 'Volver arriba' })).toBeInTheDocument();
    act(() => scrollTo(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull();
  });

  it('shows on a page opened already scrolled, from the first frame', async () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    renderWithMantine(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull();
    await act(nextFrame);
    expect(await screen.findByRole('button', { name: 'Volver arriba' })).toBeInTheDocument();
  });

  // its portal mounts in a layout effect: in a hydrating commit that re-rendered the whole page
  it('mounts nothing, not even its portal, before the page is first scrolled', async () => {
    const affixes = () => document.querySelectorAll('.mantine-Affix-root').length;
    renderWithMantine(<ScrollToTop />);
    await act(nextFrame);
    expect(affixes()).toBe(0);
    act(() => scrollTo(300));
    expect(await screen.findByRole('button', { name: 'Volver arriba' })).toBeInTheDocument();
    expect(affixes()).toBe(1);
  });
});
