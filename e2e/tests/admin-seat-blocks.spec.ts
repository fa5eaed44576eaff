import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { BLOCK, blockRow, fillBlockForm, settled, slash } from '../support/admin-seat-blocks-flow';
import { bookAndSeeResumen, fillHotelPassengers } from '../support/disney-hotels-flow';
import { dayButton, daysAhead } from '../support/hotels-search';
import { PHONE, shot, storageStateOf } from '../support/users';

// issue 31, item 5 "done when": an administrator adds a seat block on a new route, a seller
// finds it in the flight search and books it, and the back office shows the seats sold; a
// withdrawal that would cut sold seats is refused with the sold count.

test.describe.serial('a flight seat block from the back office, sold by a seller', () => {
  test('the administrator creates a block on a new route', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: storageStateOf('admin'),
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/admin/cupos');
    await expect(page.getByRole('heading', { name: 'Cupos aéreos', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Cupos aéreos' });
    await expect(table.getByText('AR1384 / AR1385')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot('admin-seat-blocks-desktop'), fullPage: true });

    await page.getByRole('button', { name: 'Nuevo cupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cupo aéreo' });
    await dialog.getByRole('button', { name: 'Crear cupo' }).click();
    await expect(dialog.getByText('Indique la aerolínea (hasta 60 caracteres)')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Aerolínea', exact: true })).toBeFocused();
    await fillBlockForm(page, dialog);
    await expectNoSeriousA11yViolations(page);
    // tall enough for the whole dialog
    await page.setViewportSize({ width: 1366, height: 1700 });
    await page.screenshot({ path: shot('admin-seat-blocks-form-desktop') });
    await page.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole('button', { name: 'Crear cupo' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(`Se creó el cupo ${BLOCK.flightOut}/${BLOCK.flightBack} a Iguazú`),
    ).toBeVisible();
    const row = await blockRow(page);
    await expect(row).toContainText('AEP → IGR Iguazú');
    await expect(row).toContainText(`1 salida(s): ${slash(BLOCK.out)}`);
    await expect(row).toContainText('3 días antes');
    await context.close();
  });

  test('a seller finds it in the flight search and books it', async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({
      storageState: storageStateOf('vendedor'),
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/vuelosAereos');
    await page.getByRole('combobox', { name: 'Destino' }).click();
    await page.getByRole('option', { name: /Iguazú \(IGR\)/ }).click();
    for (const [label, iso] of [
      ['Fecha de salida', daysAhead(20)],
      ['Fecha de regreso', daysAhead(40)],
    ] as const) {
      await page.getByRole('button', { name: label }).click();
      await (await dayButton(page, iso)).click();
      await expect(page.getByRole('button', { name: 'Elegir mes' })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/vuelosAereos\/vuelos-result\?/);
    const card = page.getByTestId('flight-card').filter({ hasText: BLOCK.flightOut });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(`${BLOCK.seats} asientos disponibles`).first()).toBeVisible();
    await card.getByRole('button', { name: 'RESERVAR VUELO' }).click();
    await expect(page).toHaveURL(/\/form-pax\?q=flights$/);
    await fillHotelPassengers(page, { user: 'vendedor', checkin: BLOCK.out });
    await bookAndSeeResumen(page);
    await expect(page.getByText(`${BLOCK.flightOut} / ${BLOCK.flightBack} AEP - IGR`)).toBeVisible();
    await context.close();
  });

  test('the administrator sees the seats sold, and cannot withdraw them', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: storageStateOf('admin'),
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/admin/cupos');
    const row = await blockRow(page);
    // two passengers on each leg: 2 × 2 sold, 4 × US$ 350
    await expect(row).toContainText(/US\$\s1\.400,00/);
    await row.getByRole('button', { name: `Tramos de ${BLOCK.flightOut} / ${BLOCK.flightBack}` }).click();
    const dialog = page.getByRole('dialog', { name: /Iguazú/ });
    const legs = dialog.getByRole('table', { name: 'Tramos del cupo' });
    const out = legs.getByRole('row').filter({ hasText: `Ida ${BLOCK.flightOut}` });
    await expect(out.getByRole('cell')).toHaveText(
      [
        `${slash(BLOCK.out)} 07:40`,
        `Ida ${BLOCK.flightOut}`,
        '40',
        '2',
        '38',
        '—',
        /^US\$\s700,00/,
        /Ajustar/,
      ],
      { useInnerText: true },
    );
    await page.screenshot({ path: shot('admin-seat-blocks-legs-desktop'), fullPage: true });

    const adjust = page.getByRole('dialog', { name: 'Ajustar asientos' });
    const withdraw = async (seats: number) => {
      await out.getByRole('button', { name: /^Ajustar asientos: ida/ }).click();
      await expect(adjust).toContainText(`${BLOCK.flightOut} del ${slash(BLOCK.out)}`);
      await adjust.getByText('Quitar', { exact: true }).click();
      await adjust.getByRole('textbox', { name: 'Cantidad de asientos' }).fill(String(seats));
      await adjust.getByRole('button', { name: 'Quitar asientos' }).click();
      const confirm = page.getByRole('dialog', { name: '¿Estás seguro?' });
      await expect(confirm).toContainText(`¿Quitar ${seats} asientos del tramo ida ${BLOCK.flightOut}`);
      await confirm.getByRole('button', { name: 'Quitar asientos' }).click();
    };
    await withdraw(39);
    await expect(
      page.getByText('No se pueden quitar asientos vendidos: hay 2 vendidos y 38 libres'),
    ).toBeVisible();
    await expect(out.getByRole('cell').nth(2)).toHaveText('40');
    await page.screenshot({ path: shot('admin-seat-blocks-refused-desktop'), fullPage: true });

    await withdraw(8);
    await expect(
      page.getByText(`Se quitaron 8 asientos: el tramo ${BLOCK.flightOut} tiene 32.`),
    ).toBeVisible();
    await expect(out.getByRole('cell').nth(2)).toHaveText('32');
    await expect(out.getByRole('cell').nth(4)).toHaveText('30');
    await context.close();
  });

  test('the blocks page and the new block form on a phone', async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateOf('admin'), viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/admin/cupos');
    const row = await blockRow(page);
    await expect(row).toContainText(`AEP → IGR Iguazú: ${slash(BLOCK.out)}`);
    await page.screenshot({ path: shot('admin-seat-blocks-phone'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: `Tramos de ${BLOCK.flightOut} / ${BLOCK.flightBack}` }).click();
    await expect(page.getByRole('table', { name: 'Tramos del cupo' })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: shot('admin-seat-blocks-legs-phone') });
    await page.getByRole('button', { name: /^Ajustar asientos: vuelta/ }).click();
    await expect(page.getByRole('dialog', { name: 'Ajustar asientos' })).toContainText(
      '40 asientos, 2 vendidos, 38 libres',
    );
    await page.screenshot({ path: shot('admin-seat-blocks-adjust-phone') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Nuevo cupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cupo aéreo' });
    await dialog.getByRole('button', { name: 'Crear cupo' }).click();
    await expect(dialog.getByText('Indique la aerolínea (hasta 60 caracteres)')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: shot('admin-seat-blocks-form-phone') });
    await context.close();
  });
});
