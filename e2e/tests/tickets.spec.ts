import { expect, test, type Page } from '@playwright/test';
import {
  chooseEntity,
  fillPassenger,
  nextChristmas,
  openDate,
  searchUrl,
  yearsBefore,
  type Park,
} from '../support/tickets-flow';
import { PHONE, shot, storageStateOf, type UserKey } from '../support/users';

const PARK_NAMES: Record<Park, string> = {
  disney: 'Walt Disney World',
  disneyland: 'Disneyland',
  universal: 'Universal',
};
type Shot = 'search' | 'results' | 'info' | 'form' | 'confirmation';

/** Search → results → info → Comprar → form → Reservar → 'Reserva completada' → OK. */
async function journey(page: Page, o: { park: Park; user: UserKey; fecha: string; shots?: string }) {
  const snap = async (name: Shot) => {
    if (!o.shots) return;
    const fullPage = name === 'search' || name === 'results' || name === 'form';
    // From the top, so the sticky header and summary sit where a person sees them.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot(`tickets-${name}-${o.shots}`), fullPage });
  };
  await page.goto(searchUrl(o.park, o.fecha));
  await expect(page.getByRole('heading', { name: 'Parques Temáticos' })).toBeVisible();
  await expect(page.getByRole('radio', { name: PARK_NAMES[o.park] })).toBeChecked();
  await expect(page.getByText('Días', { exact: true })).toHaveCount(o.park === 'universal' ? 0 : 1);
  await snap('search');
  await page.getByRole('button', { name: 'Buscar' }).click();

  await expect(page.getByRole('heading', { name: 'Tickets encontrados' })).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ hasNot: page.getByText('Sin disponibilidad') })
    .first();
  await expect(card.getByText('por adulto')).toBeVisible();
  await snap('results');
  await card.getByRole('button', { name: 'Ver info' }).click();
  const info = page.getByRole('dialog');
  await expect(info.getByText(/Política de/)).toBeVisible();
  await snap('info');
  await info.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(info).toBeHidden();
  await card.getByRole('button', { name: /^Comprar/ }).click();

  await expect(page).toHaveURL(/\/form-pax\?q=tickets$/);
  const summary = page.getByRole('region', { name: new RegExp(`Tickets ${PARK_NAMES[o.park]}`) });
  await expect(summary.getByText('Gasto de reserva')).toBeVisible();
  await expect(summary.getByText('Total')).toBeVisible();
  if (o.user === 'agente') await chooseEntity(page, 'Viaj', 'Viajes del Litoral S.A.');
  else await expect(page.getByText('¿A qué cliente pertenece la reserva?')).toHaveCount(0);
  await fillPassenger(page, 'Pasajero 1 · Adulto', {
    nombres: 'Lucía',
    apellidos: 'Fernández',
    dni: '30111222',
    nacimiento: '15/05/1985',
    email: 'lucia@example.com',
  });
  await fillPassenger(page, 'Pasajero 2 · Adulto', {
    nombres: 'Pablo',
    apellidos: 'Fernández',
    dni: '29111333',
    nacimiento: '02/11/1983',
  });
  await fillPassenger(page, /Pasajero 3 · Menor/, {
    nombres: 'Tomás',
    apellidos: 'Fernández',
    dni: '55111444',
    nacimiento: yearsBefore(o.fecha, 6),
  });
  await snap('form');
  await page.getByRole('button', { name: 'Reservar' }).click();

  const done = page.getByRole('dialog', { name: 'Reserva completada' });
  await expect(done).toBeVisible({ timeout: 15_000 });
  await expect(done.getByText('La emisión está sujeta al pago total')).toBeVisible();
  await expect(done.getByText(/Código de reserva/)).toBeVisible();
  await snap('confirmation');
  await done.getByRole('button', { name: 'OK' }).click();
  // spec §4: OK reloads; the order is gone, so the form sends the user home.
  await expect(page).toHaveURL(/\/$/);
}

for (const user of ['vendedor', 'agente'] as const) {
  test.describe(`tickets as ${user}`, () => {
    test.use({ storageState: storageStateOf(user) });
    for (const park of ['disney', 'disneyland', 'universal'] as const) {
      test(`${park}: search, results, info, form, pre-booking`, async ({ page }) => {
        await journey(page, { park, user, fecha: openDate(park === 'universal' ? 60 : 45) });
      });
    }
  });
}

test.describe('tickets rules', () => {
  test.use({ storageState: storageStateOf('agente') });

  test('a sold-out date: the ticket is listed, buying it says it is not available', async ({ page }) => {
    await page.goto(searchUrl('disney', nextChristmas(), 2, 0, 3));
    await page.getByRole('button', { name: 'Buscar' }).click();
    const card = page.getByRole('article').first();
    await expect(card.getByText('Sin disponibilidad')).toBeVisible();
    await card.getByRole('button', { name: /^Comprar/ }).click();
    await expect(page.getByText('El ticket seleccionado no esta disponible')).toBeVisible();
    await expect(page).toHaveURL(/tickets-result/);
  });

  test('the form explains a broken rule and the missing client entity', async ({ page }) => {
    const fecha = openDate(50);
    await page.goto(searchUrl('disney', fecha, 1, 0, 1));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Comprar/ })
      .click();
    await fillPassenger(page, 'Pasajero 1 · Adulto', {
      nombres: 'Sofía',
      apellidos: 'Paz',
      dni: '12ab345678901',
      nacimiento: yearsBefore(fecha, 5),
      email: 'sofia@',
    });
    const block = page.getByRole('group', { name: 'Pasajero 1 · Adulto' });
    await expect(block.getByLabel('Número de documento')).toHaveValue('12345678'.concat('9'));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await expect(block.getByText('El adulto debe tener al menos 9 años')).toBeVisible();
    await expect(block.getByText('El correo electrónico no es válido')).toBeVisible();
    await expect(page.getByText('Debe seleccionar el cliente al que pertenece la reserva')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Reserva completada' })).toHaveCount(0);
    // Fixing the date clears its message at once.
    const birth = block.getByLabel('Fecha de nacimiento');
    await birth.fill('10/10/1990');
    await birth.press('Escape');
    await expect(block.getByText('El adulto debe tener al menos 9 años')).toHaveCount(0);
  });

  test('Universal Express checks its events and books the first slot with room', async ({ page }) => {
    // README: Universal Express on 2027-09-15 has 10, 11, 22 and 15 places at 09:00/11:00/13:00/15:00.
    await page.goto('/tickets/tickets-index?park=universal&adults=2&minors=0&fecha=2027-09-15');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const events = page.waitForRequest(/\/findEvents\/UOR-EXP-1D\/2027-09-15\/UEXP\/2$/);
    await page
      .getByRole('button', { name: /^Comprar Universal Express/ })
      .first()
      .click();
    await events;
    await expect(page.getByText(/Universal Express.* · 09:00 h/)).toBeVisible();
  });

  test('no results: the search stays and says so', async ({ page }) => {
    await page.route('**/api/tickets/tickets/ticket-by-fecha?*', (route) => route.fulfill({ json: [] }));
    await page.goto(searchUrl('disney', openDate(30)));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('No se encontraron tickets en la fecha indicada')).toBeVisible();
    await expect(page).toHaveURL(/tickets-index/);
  });

  test('delete order asks first, then goes home', async ({ page }) => {
    await page.goto(searchUrl('disneyland', openDate(40), 1, 0, 1));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Comprar/ })
      .click();
    const remove = page
      .getByRole('region', { name: /^Tickets/ })
      .getByRole('button', { name: 'Eliminar orden' });
    const confirm = page.getByRole('dialog', { name: '¿Estás seguro?' });
    await remove.click();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/form-pax/);
    await remove.click();
    await confirm.getByRole('button', { name: 'Eliminar orden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/form-pax?q=tickets');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('tickets screenshots', () => {
  for (const [label, viewport, user, park, colorScheme] of [
    ['desktop', { width: 1366, height: 800 }, 'vendedor', 'disney', 'light'],
    ['phone', PHONE, 'agente', 'disneyland', 'light'],
    ['phone-dark', PHONE, 'agente', 'universal', 'dark'],
  ] as const) {
    test(`journey screenshots, ${label}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, colorScheme, storageState: storageStateOf(user) });
      const page = await context.newPage();
      await journey(page, { park, user, fecha: openDate(70), shots: label });
      await context.close();
    });
  }
});
