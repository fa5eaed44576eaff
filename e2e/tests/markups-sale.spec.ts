import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createEntity } from '../support/admin-entities-flow';
import { bookAndSeeResumen } from '../support/disney-hotels-flow';
import { daysAhead } from '../support/hotels-search';
import { chooseEntity, fillPassenger, yearsBefore } from '../support/tickets-flow';
import { PHONE, shot, storageStateOf, tokenOf } from '../support/users';

// issue 32, item 1 "done when": staff set a 10 % markup on cars for one client entity; the AS
// agent chooses that client in the portal header, sees the car 10 % above the brand's rate,
// books it for the entity and sees the marked-up total on the confirmation, in Mis reservas
// and in the voucher; staff see net, markup and sale on the booking. The entity is the
// journey's own: its rule changes no price another journey sees.

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const entityName = `Margen Venta ${tag} S.A.`;
const OTHER_CLIENT = 'Viajes del Litoral S.A.';
const checkin = daysAhead(14);
const rental = {
  brand: 'BUDGET',
  oficinaIn: 'CUN',
  oficinaOut: 'CUN',
  checkin,
  checkout: daysAhead(18),
  horaIn: '10:00',
  horaOut: '10:00',
};
const resultsUrl = `/autos/results?${new URLSearchParams({ ...rental, paisIn: 'MX', edad: '35', residencia: 'AR' })}`;

/** es-AR dollars as the portal writes them: 'US$ 1.234,56'. */
const usd = (cents: number) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'USD' })
    .format(cents / 100)
    .replace(/\s/g, ' ');

type Vehicle = { codigoCategoria: string; tarifas: { nombreTarifa: string; tarifa: number }[] };

/** The cheapest car's first rate as the brand quotes it: the API asked without a client. */
async function plainRate(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenOf('agente')}` };
  const body = { ...rental, edadConductor: 35, paisResidencia: 'AR', idUWS: 1002, idUsuarioReservo: 1 };
  const res = await request.post('/api/cars/search-availability/', { headers, data: body });
  expect(res.status(), await res.text()).toBe(200);
  const cars = (await res.json()) as Vehicle[];
  const car = cars.reduce((a, b) => (b.tarifas[0]!.tarifa < a.tarifas[0]!.tarifa ? b : a));
  const rate = car.tarifas[0]!;
  return { categoria: car.codigoCategoria, nombre: rate.nombreTarifa, cents: Math.round(rate.tarifa * 100) };
}

/** The client the header prices for, picked from the shared entity selector. */
async function chooseClient(page: Page, search: string, name: string) {
  const input = page.locator('#cliente-precios');
  await input.fill(search);
  await page.getByRole('option', { name }).click();
  await expect(input).toHaveValue(name);
  // the selector's own search settles (its spinner is gone) before anything else is read
  await expect(page.getByLabel('Buscando')).toHaveCount(0);
}

test.describe.serial('a markup on cars for one client, from the quote to the voucher (issue 32)', () => {
  let idEntidad = 0;
  let reservationId = '';
  // what the agent must see: the brand's rate, 10 % of it (rounded once), the sale and its total
  const price = { net: 0, markup: 0, sale: 0, total: 0, categoria: '', nombre: '' };

  test('staff create a client for the agent and a 10 % markup on cars for it', async ({ request }) => {
    const headers = { authorization: `Bearer ${await tokenOf('admin')}` };
    idEntidad = await createEntity(request, headers, entityName);
    const rule = await request.post('/api/admin/margenes', {
      headers,
      data: { linea: 'cars', idEntidad, tipo: 'porcentaje', valor: 10 },
    });
    expect(rule.status(), await rule.text()).toBe(201);

    const plain = await plainRate(request);
    price.net = plain.cents;
    price.markup = Math.round(plain.cents / 10);
    price.sale = price.net + price.markup;
    price.total = price.sale + 3500 + 3500; // spec §9: 35 + 35 on the sale
    price.categoria = plain.categoria;
    price.nombre = plain.nombre;
  });

  test('the agent quotes for that client in the header and books the car for it', async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({
      storageState: storageStateOf('agente'),
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await chooseClient(page, tag, entityName);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot('markups-sale-header-desktop') });

    await page.goto(resultsUrl);
    const rate = page
      .getByTestId('car-card')
      .filter({ hasText: price.categoria })
      .getByTestId('car-rate')
      .filter({ hasText: price.nombre })
      .first();
    await expect(rate).toContainText(usd(price.sale));
    await page.screenshot({ path: shot('markups-sale-results-desktop'), fullPage: true });
    // another client of the agent has no markup: the same car at the brand's rate, without a reload
    await chooseClient(page, 'Litoral', OTHER_CLIENT);
    await expect(rate).toContainText(usd(price.net));
    await chooseClient(page, tag, entityName);
    await expect(rate).toContainText(usd(price.sale));

    await rate.getByRole('button', { name: 'Elegir' }).click();
    const formPax = /\/form-pax\?q=cars$/;
    const ask = page.getByRole('button', { name: 'No' });
    await expect(ask.or(page.getByText('¿A qué cliente pertenece la reserva?'))).toBeVisible();
    if (await ask.isVisible()) await ask.click();
    await expect(page).toHaveURL(formPax);
    // the booking is for the client quoted (the form may already start with it)
    if ((await page.locator('#cliente-entidad').inputValue()) !== entityName)
      await chooseEntity(page, tag, entityName);
    await expect(page.getByRole('region').first().getByText(usd(price.total))).toBeVisible();
    await fillPassenger(page, /Pasajero 1/, {
      nombres: 'Lucía',
      apellidos: 'Fernández',
      dni: '30100000',
      nacimiento: yearsBefore(checkin, 38),
    });
    await bookAndSeeResumen(page);
    reservationId = new URL(page.url()).searchParams.get('id')!;
    const amounts = page.getByRole('list', { name: 'Importes' });
    await expect(amounts).toContainText(usd(price.sale));
    await expect(amounts).toContainText(usd(price.total));
    await expect(page.getByRole('list', { name: 'Margen de la agencia' })).toHaveCount(0);
    await page.screenshot({ path: shot('markups-sale-resumen-desktop'), fullPage: true });

    await page.goto(
      `/mis-reservas?${new URLSearchParams({ idEntidad: String(idEntidad), entidad: entityName })}`,
    );
    const row = page.getByTestId('reservation-row').filter({ hasText: reservationId });
    await expect(row).toContainText(usd(price.total));
    await page.screenshot({ path: shot('markups-sale-my-reservations-desktop'), fullPage: true });

    await page.goto(`/mis-reservas/${reservationId}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar voucher' }).click();
    const pdf = await readFile((await (await download).path())!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const voucher = text.replace(/\s+/g, ' ');
    expect(voucher).toContain(`Tarifa ${usd(price.sale)}`);
    expect(voucher).toContain(`Total ${usd(price.total)}`);
    expect(voucher).not.toContain(usd(price.net));

    // on a phone the client sits under the header's first row
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.locator('#cliente-precios')).toHaveValue(entityName);
    await page.screenshot({ path: shot('markups-sale-header-phone') });
    await context.close();
  });

  test('staff see the booking’s net, markup and sale', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: storageStateOf('admin'),
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`/mis-reservas/${reservationId}`);
    await expect(page.getByRole('heading', { name: `Reserva N° ${reservationId}` })).toBeVisible();
    const margin = page.getByRole('list', { name: 'Margen de la agencia' });
    const line = (label: string) => margin.getByRole('listitem').filter({ hasText: label });
    await expect(line('Neto')).toContainText(usd(price.net + 7000));
    await expect(line('Margen')).toContainText(usd(price.markup));
    await expect(line('Venta')).toContainText(usd(price.total));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot('markups-sale-staff-desktop'), fullPage: true });
    await page.setViewportSize(PHONE);
    await expect(margin).toBeVisible();
    await page.screenshot({ path: shot('markups-sale-staff-phone'), fullPage: true });
    await context.close();
  });
});
