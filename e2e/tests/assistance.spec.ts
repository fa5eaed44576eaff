import { expect, test } from '../support/test';
import {
  choosePlan,
  fillSearch,
  fillTravellers,
  openAnnualPlans,
  planCard,
  preBook,
  search,
  snap,
  tripDates,
  type Trip,
} from '../support/assistance-flow';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE, storageStateOf } from '../support/users';

// Travel assistance, the UAssistance insurer (issue 15, spec §2 ASISTENCIAS, §4 'Assistance'):
// search, per-day and annual plans, their covers and a comparison, the plan sent to the
// insurer, the passengers of the quoted ages, the pre-booking and 'Reserva completada'.

test.describe('assistance as vendedor', () => {
  test.use({ storageState: storageStateOf('vendedor'), viewport: { width: 1366, height: 900 } });

  test('a family of 4 to Europe for 15 days: compare, a per-day plan, passengers, pre-booking', async ({
    page,
  }) => {
    test.slow();
    const trip: Trip = { destino: 'Europa', from: 40, days: 15, ages: [44, 41, 12, 7] };
    const { salida } = tripDates(trip);
    await fillSearch(page, trip);
    await snap(page, 'search', 'desktop');
    await search(page);

    await expect(page.getByText('4 pasajeros · 44, 41, 12 y 7 años')).toBeVisible();
    await expect(page.getByText(/· 15 días$/)).toBeVisible();
    const perDay = page.getByRole('region', { name: 'Planes por días' });
    await expect(perDay.getByTestId('plan-card').first()).toBeVisible();
    await openAnnualPlans(page);
    await expect(page.getByTestId('plan-card').filter({ hasText: 'Plan anual' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'results', 'desktop');

    const card = planCard(page, 'UA 60');
    await card.getByRole('button', { name: /^Ver coberturas/ }).click();
    const details = page.getByRole('dialog', { name: 'Coberturas de UA 60' });
    await expect(details.getByText('Asistencia médica por accidente o enfermedad')).toBeVisible();
    await expect(details.getByRole('table', { name: 'Precio por pasajero' }).getByRole('row')).toHaveCount(4);
    await snap(page, 'details', 'desktop', false);
    await details.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(details).toBeHidden();

    await perDay.getByRole('button', { name: 'Comparar planes' }).click();
    const compare = page.getByRole('dialog', { name: 'Comparar planes por días' });
    await expect(compare.getByRole('columnheader', { name: 'UA 250 Premium' })).toBeVisible();
    await expect(compare.getByRole('rowheader', { name: 'Práctica de deportes' })).toBeVisible();
    await snap(page, 'compare', 'desktop', false);
    await compare.getByRole('button', { name: 'Cerrar' }).click();
    await expect(compare).toBeHidden();

    const price = (await card.getByText(/^US\$/).first().textContent())!.trim();
    await choosePlan(page, card);
    const summary = page.getByRole('region').first();
    await expect(summary.getByText('Asistencia al viajero UA 60')).toBeVisible();
    await expect(summary.getByText(price, { exact: true })).toBeVisible(); // the plan's line
    await expect(summary.getByText('Gasto de reserva')).toBeVisible();
    const total = (await summary.getByText(/^US\$/).last().textContent())!.trim();
    await fillTravellers(page, { salida, ages: trip.ages });
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'form', 'desktop');

    await preBook(page, { look: 'desktop' });
    await expect(page.getByText('Asistencia UA 60 (Por Días) - Europa', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Importes' }).getByText(total, { exact: true }),
    ).toBeVisible();
    await snap(page, 'resumen', 'desktop');
  });
});

test.describe('assistance as agente (AS agent), on a phone', () => {
  test.use({ storageState: storageStateOf('agente'), viewport: PHONE });

  test('an annual plan for one traveller, for a client entity', async ({ page }) => {
    test.slow();
    const trip: Trip = { destino: 'Mundial', from: 12, days: 10, ages: [35] };
    await fillSearch(page, trip);
    await snap(page, 'search', 'phone');
    await search(page);
    await openAnnualPlans(page);
    const card = page.getByTestId('plan-card').filter({ hasText: 'Plan anual' }).first();
    await expect(card).toBeVisible();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'results', 'phone');

    await card.getByRole('button', { name: /^Ver coberturas/ }).click();
    const details = page.getByRole('dialog', { name: `Coberturas de ${name}` });
    await expect(details.getByText(/^Vigencia del .* Viajes de hasta \d+ días cada uno/)).toBeVisible();
    await snap(page, 'details', 'phone', false);
    await details.getByRole('button', { name: /^Elegir plan/ }).click();
    await expect(page).toHaveURL(/\/form-pax\?q=assistance$/, { timeout: 15_000 });

    const summary = page.getByRole('region').first();
    await expect(summary.getByText(`Asistencia al viajero ${name}`)).toBeVisible();
    await expect(summary.getByText(/^Plan anual \(vigencia .+\) · Mundial · Edades: 35 años$/)).toBeVisible();
    await fillTravellers(page, { salida: tripDates(trip).salida, ages: trip.ages, entity: true });
    await snap(page, 'form', 'phone');
    await preBook(page, { look: 'phone' });
    await expect(page.getByText(`Asistencia ${name} (Anuales) - Mundial`, { exact: true })).toBeVisible();
    await snap(page, 'resumen', 'phone');
  });
});
