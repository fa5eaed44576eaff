import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations, LOOKS, pageWithLook } from '../support/axe';
import { bookAndSeeResumen, fillHotelPassengers } from '../support/disney-hotels-flow';
import { dayButton, daysAhead } from '../support/hotels-search';
import { shot, storageStateOf } from '../support/users';

// Flights on the agency's seat quotas (issue 13, spec §2 VUELOS, §4 'Flights'): search, a
// round trip, passengers, booking, resumen; the quota page; an empty route in Spanish.
async function pickDate(page: Page, label: string, iso: string) {
  await page.getByRole('button', { name: label }).click();
  await (await dayButton(page, iso)).click();
  // its calendar closes before the next one opens (two month headers would be on screen)
  await expect(page.getByRole('button', { name: 'Elegir mes' })).toHaveCount(0);
}

test.describe('flights as vendedor', () => {
  test.use({ storageState: storageStateOf('vendedor'), viewport: { width: 1366, height: 900 } });

  test('EZE → Punta Cana round trip for 2 adults, from the search form to resumen', async ({ page }) => {
    const snap = (name: string) => page.screenshot({ path: shot(`flights-${name}-desktop`), fullPage: true });
    await page.goto('/vuelosAereos');
    await page.getByRole('combobox', { name: 'Destino' }).click();
    await page.getByRole('option', { name: /Punta Cana \(PUJ\)/ }).click();
    await pickDate(page, 'Fecha de salida', daysAhead(20));
    await pickDate(page, 'Fecha de regreso', daysAhead(50));
    await snap('search');
    await page.getByRole('button', { name: 'Buscar' }).click();

    await expect(page).toHaveURL(/\/vuelosAereos\/vuelos-result\?/);
    await expect(page.getByRole('heading', { name: 'Vuelos Encontrados', exact: true })).toBeVisible();
    const card = page.getByTestId('flight-card').filter({ hasText: 'EZE - PUJ' }).first();
    await expect(card.getByText(/Sale: \d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [ap]\. m\./).first()).toBeVisible();
    await expect(card.getByText(/asientos disponibles/)).toBeVisible();
    await snap('results');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'RESERVAR VUELO' }).click();

    await expect(page).toHaveURL(/\/form-pax\?q=flights$/);
    const shown = (await page.getByRole('region').first().getByText(/^US\$/).last().textContent())!.trim();
    await fillHotelPassengers(page, { user: 'vendedor', checkin: daysAhead(20) });
    await snap('form');
    await bookAndSeeResumen(page);
    await expect(page.getByText(/AR1384 \/ AR1385 EZE - PUJ/)).toBeVisible();
    await expect(page.getByText(/^CUPO-\d+$/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Importes' }).getByText(shown, { exact: true }),
    ).toBeVisible();
    await snap('resumen');
  });

  test('a route with no round trip in the dates says so in Spanish', async ({ page }) => {
    await page.goto(
      `/vuelosAereos/vuelos-result?destino=PUJ&salida=${daysAhead(30)}&regreso=${daysAhead(32)}&adultos=2`,
    );
    await expect(page.getByText('No se encontraron vuelos disponibles para esta ruta')).toBeVisible();
  });

  test('the quota page lists every block with its seats left and searches one', async ({ page }) => {
    await page.goto('/vuelosAereos');
    await page.getByRole('button', { name: 'Verificar Cupos aereos' }).click();
    const year = daysAhead(20).slice(0, 4);
    await page.getByRole('menuitem', { name: `Cupos ${year}` }).click();
    await expect(page).toHaveURL(new RegExp(`/vuelosAereos/cupos\\?anio=${year}`));
    await expect(page.getByRole('heading', { name: 'Cupos aéreos' })).toBeVisible();
    await expect(page.getByText('Agotado').first()).toBeVisible();
    await page.screenshot({ path: shot('flights-quotas-desktop') });
    await page
      .getByRole('link', { name: /^Buscar vuelos del / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/vuelosAereos\/vuelos-result\?/);
    await expect(page.getByTestId('flight-card').first()).toBeVisible();
  });
});

for (const look of LOOKS.filter((l) => l.label === 'phone')) {
  test(`flight results and quotas on a phone, ${look.scheme}`, async ({ browser }) => {
    const page = await pageWithLook(browser, look, { storageState: storageStateOf('agente') });
    await page.goto(
      `/vuelosAereos/vuelos-result?destino=CUN&salida=${daysAhead(10)}&regreso=${daysAhead(40)}&adultos=2`,
    );
    await expect(page.getByTestId('flight-card').first()).toBeVisible();
    await page.screenshot({ path: shot(`flights-results-phone-${look.scheme}`) });
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/vuelosAereos/cupos?destino=CUN`);
    await expect(page.getByRole('heading', { name: 'Cupos aéreos' })).toBeVisible();
    await page.screenshot({ path: shot(`flights-quotas-phone-${look.scheme}`) });
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
}
