import { test as base, expect, type BrowserContext, type Page, request } from '@playwright/test';

export * from '@playwright/test';

// Every journey fails on a hydration warning (issue 34): a server-rendered page the portal
// could not take over as it was sent is rendered again in the browser, which an agent sees
// as a flash, and React says so in the console (production builds give the error's number).
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * After a page loads, until the portal holds it: a page the server rendered for a logged-in agent
 * shows before its code runs (public/boot.js starts it after the first paint), and a click in
 * between is lost, as it would be for a person.
 */
const untilPortalHolds = (page: Page) =>
  page.waitForFunction(() => {
    const html = document.documentElement;
    const rendered = document.getElementById('ssr-data') !== null;
    // no scheme: the page's scripts do not run (a context without JavaScript); color-scheme.js,
    // first in a rendered page's head, sets it before anything else
    const scriptsRun = html.hasAttribute('data-mantine-color-scheme');
    return !rendered || !scriptsRun || html.hasAttribute('data-portal-ready');
  });

/** page.goto and page.reload that return once the portal holds the page they loaded. */
const waitingForThePortal = (page: Page) => {
  const holding =
    <A extends unknown[], R>(load: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const answer = await load(...args);
      await untilPortalHolds(page);
      return answer;
    };
  page.goto = holding(page.goto.bind(page));
  page.reload = holding(page.reload.bind(page));
};

/**
 * `test` with a watch over every page of the journey, its own contexts' too; their goto and
 * reload return once the portal holds the page.
 */
export const test = base.extend<{ hydrationWatch: void }>({
  hydrationWatch: [
    async ({ context, browser }, use) => {
      const seen: string[] = [];
      const watchPage = (page: Page) => {
        waitingForThePortal(page);
        page.on('console', (message) => {
          if (HYDRATION.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => {
          if (HYDRATION.test(error.message)) seen.push(`${page.url()}: ${error.message}`);
        });
      };
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watchContext(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watchContext(created);
        return created;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(seen, 'hydration warnings in the console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the server renders pages: its module loads beside the server's start (issue 34),
 * and until then every page is the browser's. It asks without a session, for the login page:
 * the journey's own user may be one whose pages are always the browser's (an AS agent).
 */
export async function untilServerRenders(baseURL: string | undefined) {
  // the test runner lends new request contexts the journey's storage state: none, explicitly
  const anonymous = await request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const rendered = async () =>
    (await anonymous.get('/public/login')).headers()['x-render']?.startsWith('server') ?? false;
  try {
    await expect.poll(rendered, { timeout: 60_000 }).toBe(true);
  } finally {
    await anonymous.dispose();
  }
}
