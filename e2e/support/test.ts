import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export * from '@playwright/test';

// Every journey fails on a hydration warning (issue 34): a server-rendered page the portal
// could not take over as it was sent is rendered again in the browser, which an agent sees
// as a flash, and React says so in the console (production builds give the error's number).
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

/** `test` with a watch over every page of the journey, its own contexts' too. */
export const test = base.extend<{ hydrationWatch: void }>({
  hydrationWatch: [
    async ({ context, browser }, use) => {
      const seen: string[] = [];
      const watchPage = (page: Page) => {
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
 * and until then every page is the browser's.
 */
export async function untilServerRenders(request: APIRequestContext) {
  // with a session home is the server's, without one the login page is
  const rendered = async () => {
    for (const path of ['/', '/public/login'])
      if ((await request.get(path)).headers()['x-render']?.startsWith('server')) return true;
    return false;
  };
  await expect.poll(rendered, { timeout: 60_000 }).toBe(true);
}
