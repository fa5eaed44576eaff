import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// public/boot.js: a page the server rendered for a logged-in agent starts its code after its
// first paint, from the inert <template id="portal-code"> the server put after the content.
const BOOT = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'public', 'boot.js'), 'utf8');

const PRELOADS = Array.from({ length: 7 }, (_, i) => `/assets/chunk-${i}.js`);
const CODE =
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  PRELOADS.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');

describe('boot.js', () => {
  let template: HTMLTemplateElement;
  beforeEach(() => {
    // only what boot.js uses: faking Date or performance would reach the other files' React
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    template = document.createElement('template');
    template.id = 'portal-code';
    template.innerHTML = CODE;
    document.body.append(template);
  });
  afterEach(() => {
    // The files share one document (vitest.config: isolate false), and Mantine's portals keep
    // the node they made in <body>: only what this test added goes.
    template.remove();
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    document.body.querySelectorAll(':scope > script[src^="/assets/"]').forEach((script) => script.remove());
    vi.useRealTimers();
  });

  const run = () => new Function(BOOT)();
  const added = () => ({
    scripts: [...document.body.querySelectorAll(':scope > script[src^="/assets/"]')].map((s) => s.outerHTML),
    links: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.outerHTML),
  });

  it('adds nothing before the first frame has painted', () => {
    run();
    expect(added()).toEqual({ scripts: [], links: [] });
    vi.advanceTimersToNextFrame(); // the frame's callback runs before its paint
    expect(added()).toEqual({ scripts: [], links: [] });
  });

  it('adds the page’s code, as the server listed it, after the first paint, a few elements at a time', () => {
    run();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    // the entry's script first, then one preload: one task
    expect(added()).toEqual({
      scripts: ['<script type="module" crossorigin="" src="/assets/index-abc.js"></script>'],
      links: PRELOADS.slice(0, 1).map((href) => `<link rel="modulepreload" crossorigin="" href="${href}">`),
    });
    vi.advanceTimersToNextTimer();
    expect(added().links).toHaveLength(3); // two more in the next task
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(added().links).toEqual(
      PRELOADS.map((href) => `<link rel="modulepreload" crossorigin="" href="${href}">`),
    );
  });

  it('starts the code of a page that paints no frame (a background tab) after a second, once', () => {
    run();
    vi.advanceTimersByTime(1000);
    vi.advanceTimersToNextFrame();
    for (let i = 0; i < 5; i++) vi.advanceTimersToNextTimer();
    expect(added().scripts).toHaveLength(1);
    expect(added().links).toHaveLength(PRELOADS.length);
  });
});
