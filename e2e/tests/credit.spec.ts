import { expect, test, type Browser, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createEntity } from '../support/admin-entities-flow';
import { bookAndSeeResumen } from '../support/disney-hotels-flow';
import { daysAhead } from '../support/hotels-search';
import { fillPassenger, yearsBefore } from '../support/tickets-flow';
import { PHONE, shot, storageStateOf, tokenOf } from '../support/users';

// issue 32, items 2-3 "done when": staff give a fresh client entity USD 1,000 of credit; the AS
// agent's car over it is refused with the message and one under it is booked; staff record a
// payment and see what is used move. A fresh entity: no other journey sees its limit.

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const entityName = `Crédito E2E ${tag} S.A.`;
const usd = (n: number) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD' }).format(n).replace(/\s/g, ' ');
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function openCredit(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    storageState: storageStateOf('admin'),
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/admin/entidades');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(tag);
  const row = page.getByRole('table', { name: 'Entidades' }).getByRole('row').filter({ hasText: entityName });
  await row.getByRole('button', { name: `Acciones de ${entityName}` }).click();
  await page.getByRole('menuitem', { name: 'Crédito y pagos' }).click();
  await expect(dialogOf(page)).toBeVisible();
  return page;
}
const dialogOf = (page: Page) => page.getByRole('dialog', { name: `Crédito y pagos · ${entityName}` });
const figure = (page: Page, name: string) =>
  dialogOf(page).getByRole('group', { name: 'Dólares (USD)' }).locator(`[data-figure="${name}"]`);

/** The agent's BUDGET car in Cancún for `days` days, up to 'Reservar' on form-pax; answers its total. */
async function carUpToReservar(page: Page, days: number): Promise<number> {
  const checkin = daysAhead(12);
  const query = { horaIn: '10:00', horaOut: '10:00', edad: '35', residencia: 'AR', brand: 'BUDGET' };
  const where = {
    oficinaIn: 'CUN',
    oficinaOut: 'CUN',
    paisIn: 'MX',
    checkin,
    checkout: daysAhead(12 + days),
  };
  await page.goto(`/autos/results?${new URLSearchParams({ ...query, ...where })}`);
  await page.getByTestId('car-card').first().getByRole('button', { name: 'Elegir' }).first().click();
  const formPax = /\/form-pax\?q=cars$/;
  const ask = page.getByRole('button', { name: 'No' });
  if (await Promise.race([ask.waitFor().then(() => true), page.waitForURL(formPax).then(() => false)]))
    await ask.click();
  await expect(page).toHaveURL(formPax);
  const input = page.locator('#cliente-entidad');
  await input.fill(tag);
  // the selector says what is left of the entity's credit
  const option = page.getByRole('option', { name: new RegExp(entityName.replace(/\./g, '\\.')) });
  await expect(option).toContainText('Crédito disponible: US$');
  if (days > 30) await page.screenshot({ path: shot('credit-selector-desktop') });
  await option.click();
  await expect(input).toHaveValue(entityName);
  await fillPassenger(page, /Pasajero 1/, {
    nombres: 'Lucía',
    apellidos: 'Fernández',
    dni: '30100000',
    nacimiento: yearsBefore(checkin, 38),
  });
  const total = await page.getByRole('region').first().getByText(/^US\$/).last().textContent();
  return amountOf(total!);
}

test.describe.serial('credit of a client entity (issue 32)', () => {
  test('staff give a fresh entity USD 1,000 of credit', async ({ browser, request }) => {
    const headers = { authorization: `Bearer ${await tokenOf('admin')}` };
    await createEntity(request, headers, entityName);

    const page = await openCredit(browser);
    await expect(figure(page, 'Límite')).toHaveText('Sin límite');
    const usdLine = dialogOf(page).getByRole('group', { name: 'Dólares (USD)' });
    await usdLine.getByRole('textbox', { name: 'Límite en USD' }).fill('1000');
    await usdLine.getByRole('button', { name: 'Guardar límite' }).click();
    await expect(page.getByText('Límite de crédito en USD: US$ 1.000,00')).toBeVisible();
    await expect(figure(page, 'Límite')).toHaveText(usd(1000));
    await expect(figure(page, 'Disponible')).toHaveText(usd(1000));
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  test('the AS agent’s car over the credit is refused with the message, one under it booked', async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({
      storageState: storageStateOf('agente'),
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    const over = await carUpToReservar(page, 40);
    expect(over).toBeGreaterThan(1000);
    await page.getByRole('button', { name: 'Reservar' }).click();
    // form-pax says a refused booking in a notification (the hotel cart's 'Hubo un error' aside)
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'No se pudo completar la reserva' })
      .getByText(`La entidad no tiene crédito disponible para esta reserva (disponible ${usd(1000)})`);
    await expect(refused).toBeVisible();
    await page.screenshot({ path: shot('credit-refused-desktop') });
    await expect(page).toHaveURL(/\/form-pax\?q=cars$/);

    const under = await carUpToReservar(page, 3);
    expect(under).toBeLessThan(1000);
    await bookAndSeeResumen(page);
    await context.close();
  });

  test('staff record a payment and see what is used move', async ({ browser }) => {
    const page = await openCredit(browser);
    const used = amountOf((await figure(page, 'Usado').textContent())!);
    expect(used).toBeGreaterThan(0);
    const form = dialogOf(page).getByRole('form', { name: 'Registrar un pago' });
    await form.getByRole('textbox', { name: /^Monto/ }).fill('100');
    await form.getByRole('textbox', { name: 'Referencia' }).fill(`TRF ${tag}`);
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(figure(page, 'Usado')).toHaveText(usd(used - 100));
    await expect(figure(page, 'Pagos')).toHaveText(usd(100));
    await expect(figure(page, 'Disponible')).toHaveText(usd(1000 - used + 100));
    const payments = dialogOf(page).getByRole('table', { name: 'Pagos' });
    await expect(payments.getByRole('row').filter({ hasText: `TRF ${tag}` })).toContainText(usd(100));
    await expect(page.getByText('Pago registrado: US$ 100,00')).toBeHidden({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot('credit-dialog-desktop'), fullPage: true });

    await page.setViewportSize(PHONE);
    await expect(figure(page, 'Usado')).toBeVisible();
    await page.screenshot({ path: shot('credit-dialog-phone'), fullPage: true });
    await payments.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('credit-dialog-payments-phone') });
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
