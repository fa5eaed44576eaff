import type { BrowserContext } from '@playwright/test';

// What the browser benches share: Debian's chromium with the flags the e2e suite uses, the
// login an agent does, and the hotel results page they measure.

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const HOTEL_RESULTS = `/hoteles/hotel-results?provider=disney&checkin=${daysAhead(80)}&checkout=${daysAhead(84)}&adultos=2&edades=8`;

/** Logs in through the form as vendedor, as an agent would: the session then lives in `context`. */
export async function logIn(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(`${url}/public/login`);
  await page.getByLabel('Usuario').fill('vendedor');
  await page.getByLabel('Contraseña').fill('vendedor123');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('heading', { name: 'Hola, Martín Gómez' }).waitFor({ timeout: 30_000 });
  await page.close();
}
