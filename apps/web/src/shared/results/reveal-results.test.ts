import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealResults } from './reveal-results';

/** A results block whose top is `top` px down the screen (jsdom lays nothing out). */
const resultsAt = (top: number) => {
  const el = document.createElement('div');
  el.getBoundingClientRect = () => ({ top }) as DOMRect;
  el.scrollIntoView = vi.fn();
  return el;
};

const lessMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
    );

describe('revealResults (issue 34: a phone saw only the search form after Buscar)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('brings results that start in the lower half of the screen to its top, smoothly', () => {
    lessMotion(false);
    const el = resultsAt(window.innerHeight * 0.8);
    revealResults(el);
    expect(el.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
  });

  it('jumps when the agent asked for less motion', () => {
    lessMotion(true);
    const el = resultsAt(window.innerHeight + 200);
    revealResults(el);
    expect(el.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
  });

  it('leaves results already in the upper half where they are', () => {
    lessMotion(false);
    const el = resultsAt(window.innerHeight * 0.3);
    revealResults(el);
    expect(el.scrollIntoView).not.toHaveBeenCalled();
    revealResults(null);
  });
});
