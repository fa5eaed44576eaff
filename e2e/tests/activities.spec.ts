import { expect, test } from '../support/test';
import { chooseDestination, fillParty, pickDate, select, snap } from '../support/activities-flow';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { bookAndSeeResumen } from '../support/disney-hotels-flow';
import { daysAhead, pickStay } from '../support/hotels-search';
import { PHONE, storageStateOf } from '../support/users';

// Activities and transfers, the DESTSERVICES provider (issue 16, spec §2 ACTIVIDADES, §4
// 'Activity card', §5, §8): an Orlando activity on a chosen time slot and a Cancún airport ⇄
// hotel round trip, from the destination search to the confirmed booking; the detail's
// missing-slot and missing-data messages.

test.describe('activities as vendedor', () => {
  test.use({ storageState: storageStateOf('vendedor'), viewport: { width: 1366, height: 900 } });

  test('an Orlando airboat tour at 10:30 for 2 adults and a child of 7, to resumen', async ({ page }) => {
    test.slow();
    const [checkin, checkout] = [daysAhead(20), daysAhead(25)];
    await chooseDestination(page, 'orla', 'Orlando, Estados Unidos', 'Actividades');
    await pickStay(page, checkin, checkout);
    await snap(page, 'search', 'desktop');
    await page.getByRole('button', { name: 'Buscar' }).click();

    await expect(page).toHaveURL(/\/act-results\?/);
    await expect(page.getByRole('heading', { name: 'Actividades Encontradas', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^\d+ Actividades encontradas$/ })).toBeVisible();
    await expect(page.getByText('5 noches')).toBeVisible();
    const card = page.getByTestId('activity-card').filter({ hasText: 'MCO-EVG01' });
    await expect(card.getByText('Disponible')).toBeVisible();
    await card.getByRole('button', { name: 'Quiero Reservar!' }).click();
    await pickDate(page, /Fecha de la actividad/, daysAhead(22));
    await select(page, 'Menores', '1');
    await select(page, 'Edad del menor 1', '7 años');
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'results', 'desktop');
    await card.getByRole('button', { name: 'Buscar' }).click();

    await expect(page).toHaveURL(/\/dataDisponible$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('hidrodeslizador');
    await page.getByRole('button', { name: 'Reservar Ya!' }).click();
    await expect(page.getByText('Selecciona un horario para continuar con la reserva').first()).toBeVisible();
    const general = page.getByTestId('activity-option').filter({ hasText: 'Entrada general' });
    await general.getByRole('radio', { name: '10:30' }).check();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'detail', 'desktop');
    await page.getByRole('button', { name: 'Reservar Ya!' }).click();

    await expect(page).toHaveURL(/\/form-pax\?q=activities$/);
    const summary = page.getByRole('region').first();
    // the tariff of apps/sandbox/README.md: 2 × 45 + 35 = 125, + 35 + 35
    await expect(summary.getByText('US$ 195,00').last()).toBeVisible();
    await fillParty(page, { date: daysAhead(22), adults: 2, childAges: [7] });
    await snap(page, 'form', 'desktop');
    await bookAndSeeResumen(page);
    await expect(page.getByText(/hidrodeslizador.*Entrada general \(10:30 h\)/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Importes' }).getByText('US$ 195,00', { exact: true }),
    ).toBeVisible();
    await snap(page, 'resumen', 'desktop');
  });

  test("the detail without the search's data says so and goes back to the search", async ({ page }) => {
    await page.goto('/dataDisponible');
    await expect(page.getByText('Faltan datos necesarios para realizar la reserva')).toBeVisible();
    await expect(page).toHaveURL(/\/traslados&Actividades$/);
  });
});

test.describe('transfers as agente (AS agent), on a phone', () => {
  test.use({ storageState: storageStateOf('agente'), viewport: PHONE });

  test('a Cancún airport ⇄ hotel round trip in a private van for a client entity', async ({ page }) => {
    test.slow();
    const [arrival, back] = [daysAhead(12), daysAhead(19)];
    await chooseDestination(page, 'canc', 'Cancún, México', 'Traslados');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/disponibilidad\?/);
    await expect(page.getByRole('textbox', { name: 'País de destino' })).toHaveValue('México');
    await select(page, 'Origen', 'Aeropuerto Internacional de Cancún');
    await select(page, 'Destino del traslado', 'Hotel Riu Palace Las Américas');
    await select(page, 'Menores', '1');
    await select(page, 'Edad del menor 1', '7 años');
    await page.getByRole('radio', { name: 'Ida y vuelta' }).check();
    await pickDate(page, /Fecha de llegada/, arrival);
    await expect(page.getByRole('textbox', { name: /Hora de llegada/ })).toHaveValue('10:56');
    await pickDate(page, /Fecha de regreso/, back);
    await page.getByRole('textbox', { name: /Hora del vuelo de regreso/ }).fill('1830');
    await expect(page.getByRole('textbox', { name: /Hora del vuelo de regreso/ })).toHaveValue('18:30');
    await page.getByRole('textbox', { name: /Vuelo o barco/ }).fill('AR1302');
    await snap(page, 'transfer-search', 'phone');
    await page.getByRole('button', { name: 'Buscar' }).click();

    const van = page.getByTestId('transfer-card').filter({ hasText: /van/i }).first();
    await expect(van).toBeVisible({ timeout: 15_000 });
    await expect(van.getByText('Privado', { exact: true })).toBeVisible();
    await expect(van.getByText('Meet & Greet')).toBeVisible();
    await expect(van.getByText(/2 maletas/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'transfer-results', 'phone');
    await van.getByRole('button', { name: 'Más información' }).click();
    const info = page.getByRole('dialog');
    await expect(info).toBeVisible();
    await snap(page, 'transfer-info', 'phone', false);
    await info.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(info).toBeHidden();
    await van.getByRole('button', { name: 'Reservar' }).click();

    await expect(page).toHaveURL(/\/form-pax\?q=transfers$/);
    // 23 km: 45 + 2 × 23 = 91 a leg, 182 both ways, + 35 + 35 (apps/sandbox/README.md)
    await expect(page.getByRole('region').first().getByText('US$ 252,00').last()).toBeVisible();
    await fillParty(page, { date: arrival, adults: 2, childAges: [7], entity: true });
    await snap(page, 'transfer-form', 'phone');
    await bookAndSeeResumen(page);
    await expect(
      page.getByRole('list', { name: 'Importes' }).getByText('US$ 252,00', { exact: true }),
    ).toBeVisible();
    await snap(page, 'transfer-resumen', 'phone');
  });
});
