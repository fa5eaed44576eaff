import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { PHONE } from './users';

// docs/decisions.md D-19: axe finds no serious violation, in light and dark, on a desktop and
// on a phone. docs/decisions.md "Gotchas that still matter": axe wants a page of
// browser.newContext(), not of browser.newPage().

export type Look = {
  scheme: 'light' | 'dark';
  label: 'desktop' | 'phone';
  viewport: { width: number; height: number };
};

export const LOOKS: readonly Look[] = (['light', 'dark'] as const).flatMap((scheme) => [
  { scheme, label: 'desktop' as const, viewport: { width: 1366, height: 800 } },
  { scheme, label: 'phone' as const, viewport: PHONE },
]);

/** A page in a fresh context with the look's colour scheme and viewport; close its context after. */
export async function pageWithLook(
  browser: Browser,
  look: Look,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ colorScheme: look.scheme, viewport: look.viewport, ...options });
  return context.newPage();
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}
