import { expect, test, type Page } from '../support/test';
import { fillAdults } from '../support/hotels-booking';
import {
  buyButtons,
  chooseDestination,
  daysAhead,
  openHotel,
  pickStay,
  search,
} from '../support/hotels-search';
import { loginAs } from '../support/login';
import { shot, USERS } from '../support/users';

// issue 11, item 7: a session that ends mid-booking loses nothing. This journey logs in on
// its own (a fresh context): ending its session must not end the saved logins of the others.
test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1366, height: 900 } });

/** A Cancún room from `from` days ahead, in the cart, and its booking page open. */
async function roomToBookingPage(page: Page, from: number) {
  await page.goto('/hotelesNew');
  await chooseDestination(page, 'Canc', 'Cancún, Quintana Roo, México');
  await pickStay(page, daysAhead(from), daysAhead(from + 3));
  await search(page);
  await buyButtons(await openHotel(page))
    .first()
    .click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/hotelesNewReserva$/);
}

test('typed passengers survive a reload; an ended session is logged into again over the page and the booking goes on', async ({
  page,
}) => {
  test.slow();
  await page.goto('/public/login');
  await loginAs(page, 'vendedor');
  await roomToBookingPage(page, 30);
  await fillAdults(page, 0, 2);

  // a reload (or a crash of the tab) keeps what was typed
  await page.reload();
  await expect(page.locator('#hab-0-0-nombres')).toHaveValue('Lucía');
  await expect(page.locator('#hab-0-1-dni')).toHaveValue(/\d{8}/);

  // the session ends on the server (as when it expires or is revoked)
  const status = await page.evaluate(async () => {
    const csrf = document.cookie.match(/portal_csrf=([^;]+)/)?.[1] ?? '';
    const res = await fetch('/api/main/logout', { method: 'POST', headers: { 'X-CSRF-Token': csrf } });
    return res.status;
  });
  expect(status).toBe(204);

  await page.getByRole('button', { name: 'Reservar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Su sesión venció' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Usuario')).toHaveValue('vendedor');
  await expect(dialog.getByLabel('Contraseña')).toBeFocused();
  await page.waitForTimeout(300); // the dialog's fade-in, for the screenshot
  await page.screenshot({ path: shot('session-expired-dialog-desktop') });
  await dialog.getByLabel('Contraseña').fill('equivocada');
  await dialog.getByRole('button', { name: 'Ingresar y continuar' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Contraseña').fill(USERS.vendedor.password);
  await dialog.getByRole('button', { name: 'Ingresar y continuar' }).click();

  // the refused booking is sent again: the agent lands on the confirmation, not on login
  await expect(page.getByRole('heading', { name: 'Orden confirmada' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  // booked: the draft is gone
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pax-draft:'))),
  ).toEqual([]);
});

test.describe('an agency in Peru (spec §7 country lookup, compared with PE; issue 11, item 14)', () => {
  // as a load balancer forwards a client in Lima (Telefónica del Perú)
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '200.48.225.130' } });

  test('is not shown the Argentine country taxes, and pays the same total', async ({ page }) => {
    await page.goto('/public/login');
    await loginAs(page, 'vendedor');
    expect(await page.evaluate(() => fetch('/api/main/country').then((r) => r.json()))).toEqual({
      country: 'PE',
      source: 'geoip',
    });
    await roomToBookingPage(page, 40);
    const summary = page.getByRole('region', { name: 'Resumen de la orden' });
    await expect(summary.getByText('Total', { exact: true })).toBeVisible();
    await expect(summary.getByText(/Impuesto PAIS|Resolución 4815/)).toHaveCount(0);
    await page.screenshot({ path: shot('hotels-booking-peru-desktop'), fullPage: true });
  });
});
