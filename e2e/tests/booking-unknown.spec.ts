import { expect, test, type Page } from '../support/test';
import { chooseEntity, fillAdults } from '../support/hotels-booking';
import { buyButtons, daysAhead, openHotel, pickStay, search } from '../support/hotels-search';
import { shot, storageStateOf } from '../support/users';

// issue 29, item 4: the supplier booked, but its answer never reached the agent. The portal
// must not say the booking failed (the agent would book twice): it says 'verificando, no la
// repita', leaves the cart, and the booking's resumen shows it settle. The booking is real;
// the journey loses its answer on the way back, and the first look at it still finds it
// unknown, as reconciliation would.
const UNKNOWN =
  'El proveedor no confirmó la reserva a tiempo. La estamos verificando: su estado se actualizará en unos minutos; no la repita.';

async function loseTheBookingAnswer(page: Page) {
  let booked: number | undefined;
  await page.route('**/api/booking/api/client/hotels/reservate', async (route) => {
    const real = await route.fetch();
    const answer = (await real.json()) as Record<string, { reservaId: number }[]>;
    booked = Object.values(answer).flat()[0]!.reservaId;
    await route.fulfill({
      status: 502,
      json: { message: UNKNOWN, status: 'unknown', reservaId: booked, reservaIds: [booked] },
    });
  });
  let looks = 0;
  await page.route('**/api/main/reservas/*', async (route) => {
    const real = await route.fetch();
    const detail = (await real.json()) as Record<string, unknown>;
    if (looks++ > 0) return route.fulfill({ response: real, json: detail });
    return route.fulfill({ response: real, json: { ...detail, status: 'unknown', supplierRef: null } });
  });
  return () => booked;
}

test.describe('a hotel booking whose answer was lost', () => {
  test.use({ storageState: storageStateOf('agente'), viewport: { width: 1366, height: 900 } });

  test('says it is being verified, not that it failed, and its resumen shows it settle', async ({ page }) => {
    test.slow();
    await page.goto('/hotelesNewHBSI');
    await pickStay(page, daysAhead(60), daysAhead(62));
    await search(page);
    await buyButtons(await openHotel(page))
      .first()
      .click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page).toHaveURL(/\/hotelesNewReserva$/);
    await fillAdults(page, 0, 2);
    await chooseEntity(page, 'Turismo', 'Turismo Patagonia S.R.L.');

    const bookedId = await loseTheBookingAnswer(page);
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();

    await expect(page.getByText(UNKNOWN)).toBeVisible();
    await expect(
      page.getByText('Hubo un error en la reserva, por favor contacta a un administrador'),
    ).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/resumen\\?id=${bookedId()}$`));
    await expect(page.getByText('Reserva en verificación')).toBeVisible();
    await expect(page.getByText('A confirmar con el proveedor')).toBeVisible();
    await page.screenshot({ path: shot('booking-unknown-verifying-desktop'), fullPage: true });

    // the page asks again by itself and shows what the supplier holds
    await expect(page.getByText('El proveedor confirmó la reserva.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Confirmada', { exact: true })).toBeVisible();
    await page.screenshot({ path: shot('booking-unknown-settled-desktop'), fullPage: true });
  });
});
