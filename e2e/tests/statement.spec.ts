import { stat } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createEntity } from '../support/admin-entities-flow';
import { bookAndSeeResumen } from '../support/disney-hotels-flow';
import { daysAhead } from '../support/hotels-search';
import { chooseEntity, fillPassenger, yearsBefore } from '../support/tickets-flow';
import { PHONE, shot, storageStateOf, tokenOf } from '../support/users';

// issue 32, item 4: a client entity's account statement. Staff make a fresh entity with the AS
// agent on it, the agent books a car for it, staff record a payment, and the statement (as the
// agent and as staff) shows the booking, the payment and the balance moved; both files download.

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const entityName = `Cuenta Corriente E2E ${tag} S.A.`;
const money = (n: number) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD' }).format(n).replace(/\s/g, ' ');
const FILE = /^cuenta-corriente-(\d+)-USD-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.(xlsx|pdf)$/;

/** The agent books a BUDGET car in Cancún for the entity and reads its total back. */
async function bookCar(page: Page, request: APIRequestContext): Promise<{ id: number; total: number }> {
  const checkin = daysAhead(12);
  const query = { horaIn: '10:00', horaOut: '10:00', edad: '35', residencia: 'AR', brand: 'BUDGET' };
  const where = { oficinaIn: 'CUN', oficinaOut: 'CUN', paisIn: 'MX', checkin, checkout: daysAhead(15) };
  await page.goto(`/autos/results?${new URLSearchParams({ ...query, ...where })}`);
  await page.getByTestId('car-card').first().getByRole('button', { name: 'Elegir' }).first().click();
  // a car with extras asks about them first; one without goes straight to the form
  const formPax = /\/form-pax\?q=cars$/;
  const ask = page.getByRole('button', { name: 'No' });
  if (await Promise.race([ask.waitFor().then(() => true), page.waitForURL(formPax).then(() => false)]))
    await ask.click();
  await expect(page).toHaveURL(formPax);
  await chooseEntity(page, tag, entityName);
  await fillPassenger(page, /Pasajero 1/, {
    nombres: 'Lucía',
    apellidos: 'Fernández',
    dni: '30100000',
    nacimiento: yearsBefore(checkin, 38),
  });
  await bookAndSeeResumen(page);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const res = await request.get(`/api/main/reservas/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf('agente')}` },
  });
  return { id, total: ((await res.json()) as { total: number }).total };
}

async function download(page: Page, button: string, extension: string, idEntidad: number) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const name = file.suggestedFilename();
  expect(name).toMatch(FILE);
  expect(name).toContain(`cuenta-corriente-${idEntidad}-USD-`);
  expect(name.endsWith(`.${extension}`)).toBe(true);
  expect((await stat((await file.path())!)).size).toBeGreaterThan(1000);
}

const summary = (page: Page, label: string) => page.getByTestId(`resumen-${label}`);

test.describe('account statement (cuenta corriente)', () => {
  test('a booking and a payment move the balance, for the agent and for staff, on screen and in files', async ({
    browser,
    request,
  }) => {
    test.slow();
    const admin = { authorization: `Bearer ${await tokenOf('admin')}` };
    const idEntidad = await createEntity(request, admin, entityName);
    const agentContext = await browser.newContext({
      storageState: storageStateOf('agente'),
      viewport: { width: 1366, height: 900 },
    });
    const page = await agentContext.newPage();
    const booking = await bookCar(page, request);

    // from Mis reservas filtered by the entity to its statement
    await page.goto(
      `/mis-reservas?${new URLSearchParams({ idEntidad: String(idEntidad), entidad: entityName })}`,
    );
    await page.getByRole('link', { name: `Ver la cuenta corriente de ${entityName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/cuenta-corriente/${idEntidad}$`));
    await expect(page.getByRole('heading', { name: `Cuenta corriente · ${entityName}` })).toBeVisible();
    const rows = page.getByTestId('statement-entry');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Reserva N° ${booking.id}`);
    await expect(summary(page, 'Saldo final')).toContainText(money(booking.total));

    // staff record a payment of 50.00: the balance goes down by it
    const paid = await request.post(`/api/admin/entidades/${idEntidad}/pagos`, {
      headers: admin,
      data: {
        fecha: daysAhead(0),
        monto: 50,
        moneda: 'USD',
        medio: 'Transferencia',
        referencia: `E2E-${tag}`,
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const owed = Math.round((booking.total - 50) * 100) / 100;
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Pago · Transferencia · Ref. E2E-${tag}`);
    await expect(summary(page, 'Haber')).toContainText(money(50));
    await expect(summary(page, 'Saldo final')).toContainText(money(owed));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot('statement-agent-desktop'), fullPage: true });
    await download(page, 'Descargar Excel', 'xlsx', idEntidad);
    await download(page, 'Descargar PDF', 'pdf', idEntidad);

    await page.setViewportSize(PHONE);
    await expect(rows.first()).toContainText(`+ ${money(booking.total)}`);
    await page.screenshot({ path: shot('statement-agent-phone'), fullPage: true });
    await agentContext.close();

    // staff read it too, the same balance
    const staff = await browser.newContext({ storageState: storageStateOf('admin'), viewport: PHONE });
    const staffPage = await staff.newPage();
    await staffPage.goto(`/cuenta-corriente/${idEntidad}`);
    await expect(summary(staffPage, 'Saldo final')).toContainText(money(owed));
    await expectNoSeriousA11yViolations(staffPage);
    await staffPage.screenshot({ path: shot('statement-staff-phone'), fullPage: true });
    // the week before today: nothing had happened yet
    await staffPage.goto(`/cuenta-corriente/${idEntidad}?desde=${daysAhead(-7)}&hasta=${daysAhead(-1)}`);
    await expect(staffPage.getByText('No hay movimientos en el período')).toBeVisible();
    await expect(summary(staffPage, 'Saldo final')).toContainText(money(0));
    await staff.close();
  });

  test('anybody else reads that it does not exist', async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateOf('vendedor') });
    const page = await context.newPage();
    await page.goto('/cuenta-corriente/1');
    await expect(page.getByRole('alert')).toContainText('No se encontró la cuenta corriente de la entidad');
    await context.close();
  });
});
