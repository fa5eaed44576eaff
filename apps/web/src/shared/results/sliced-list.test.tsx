import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SlicedList } from '@/shared/results/sliced-list';

const hotels = Array.from({ length: 20 }, (_, i) => `Hotel ${i + 1}`);
const list = (items: string[]) => (
  <SlicedList items={items} slice={8}>
    {(name) => (
      <article key={name} aria-label={name}>
        <button type="button">Ver {name}</button>
      </article>
    )}
  </SlicedList>
);

// A stand-in for the browser's IntersectionObserver: the test says when the list's end is near.
type Watch = { callback: IntersectionObserverCallback; target?: Element; live: boolean };
let watches: Watch[] = [];
const original = window.IntersectionObserver;
class FakeObserver {
  private watch: Watch;
  constructor(callback: IntersectionObserverCallback) {
    this.watch = { callback, live: true };
    watches.push(this.watch);
  }
  observe(target: Element) {
    this.watch.target = target;
  }
  disconnect() {
    this.watch.live = false;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
/** The live observer reports the end of the list in view (or not). */
const endInView = (isIntersecting: boolean) =>
  act(() => {
    const watch = watches.filter((w) => w.live).at(-1);
    if (!watch?.target) throw new Error('nothing watches the end of the list');
    const entry = { isIntersecting, target: watch.target } as IntersectionObserverEntry;
    watch.callback([entry], {} as IntersectionObserver);
  });

beforeEach(() => {
  watches = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  window.IntersectionObserver = original;
});

// issue 34, item 2: a long answer is rendered a slice at a time, never all at once.
describe('SlicedList', () => {
  it('renders the first slice, then one more each time the end of the list comes near', async () => {
    render(list(hotels));
    expect(screen.getAllByRole('article')).toHaveLength(8);
    await endInView(false);
    expect(screen.getAllByRole('article')).toHaveLength(8);
    await endInView(true);
    expect(await screen.findAllByRole('article')).toHaveLength(16);
    await endInView(true);
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    // all shown: nothing watches the end any more
    expect(watches.filter((w) => w.live)).toHaveLength(0);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(hotels);
  });

  it('tabbing into the last card shown renders the next slice, so the keyboard reaches every card', () => {
    render(list(hotels));
    act(() => screen.getByRole('button', { name: 'Ver Hotel 7' }).focus());
    expect(screen.getAllByRole('article')).toHaveLength(8);
    act(() => screen.getByRole('button', { name: 'Ver Hotel 8' }).focus());
    expect(screen.getAllByRole('article')).toHaveLength(16);
    expect(screen.getByRole('button', { name: 'Ver Hotel 9' })).toBeInTheDocument();
  });

  it('a short list renders whole and watches nothing', () => {
    render(list(hotels.slice(0, 5)));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(watches).toHaveLength(0);
  });

  it('renders the same first slice on the server, without the browser’s APIs', () => {
    window.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    const html = renderToString(list(hotels));
    expect(html.match(/<article/g)).toHaveLength(8);
    expect(html).toContain('Hotel 8');
    expect(html).not.toContain('Hotel 9');
  });
});
