import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// One jsdom and one copy of the libraries serve every file of a worker (isolate: false in
// vite.config.ts: a process per file cost 2-3 s of start-up each), but each test file still
// gets the portal's own modules fresh, so no store, cache or mock carries over from another file.
vi.resetModules();

// One clock for the tests and the code they run (issue 30, item 7): the portal reads today from
// Date (agencyToday(new Date())), at import or at render, and so do the tests' own dates; all of
// them start at TEST_NOW and run on from there, so 'today' is the same day whenever the suite
// runs. Set before the file imports anything, and again before each test (a test may have
// ended its own fake clock).
const TEST_NOW = new Date('2026-03-10T15:00:00Z');
const pinClock = () => vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW, shouldAdvanceTime: true });
pinClock();
beforeEach(pinClock);

// findBy*/waitFor wait 1 s by default: a clean-clone CI run with the machine at load 10 saw a
// page's loading skeleton outlive that (posts-section.test.tsx). Waiting longer costs nothing
// when the screen is right, and a wrong screen still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the browser APIs Mantine and Embla call (docs/decisions.md "Gotchas that still matter").
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

window.ResizeObserver = ObserverStub as unknown as typeof ResizeObserver;
window.IntersectionObserver = ObserverStub as unknown as typeof IntersectionObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// jsdom keeps the sheet of a <style> removed with its parent (Mantine renders its styles inside
// the tree), and every getComputedStyle, so every role query, walks all the sheets: without this,
// a page test's queries slowed down test by test. Re-inserting and removing each one drops it.
const dropOrphanSheets = () => {
  for (const sheet of [...document.styleSheets]) {
    const owner = sheet.ownerNode;
    if (owner instanceof HTMLStyleElement && !owner.isConnected) {
      document.head.append(owner);
      owner.remove();
    }
  }
};

afterEach(() => {
  cleanup();
  dropOrphanSheets();
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});

// what a file may leave on the window the next file of its worker shares
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
