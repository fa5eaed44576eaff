import path from 'node:path';
import { expect, test, type FileChooser, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { sheetWithEuroRow, XLSX } from '../support/rate-sheet-files';
import { ARTIFACTS, PHONE, shot, storageStateOf } from '../support/users';

// The rate sheet in the back office (issue 31, item 6): an administrator downloads the sheet in
// force, uploads that same file (it loads as the same rates, every zone replaced by itself), then
// a file with a bad row; the history keeps both, with the zones loaded or the row refused.

const history = (page: Page) => page.getByRole('table', { name: 'Historial de cargas del tarifario' });
const historyRow = (page: Page, fileName: string) =>
  history(page).getByRole('row').filter({ hasText: fileName }).first();

async function chooseAndUpload(page: Page, files: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Planilla (.xlsx)' }).click();
  await (await chooser).setFiles(files);
  const send = page.getByRole('button', { name: 'Cargar planilla', exact: true });
  await send.click();
  // the server checks every row before it loads anything: the button waits meanwhile
  await expect(send).toBeDisabled();
}

test.describe('the rate sheet as administrator', () => {
  test.use({ storageState: storageStateOf('admin'), viewport: { width: 1366, height: 900 } });

  test('downloads the sheet in force, uploads it again, then a broken one: the history keeps both', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/admin/tarifario');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifario' })).toBeVisible();
    await expect(page.getByText('Archivo .xlsx de hasta 10 MB')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar planilla vigente' }).click();
    const download = await downloading;
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(/^tarifario-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = path.join(ARTIFACTS, 'downloads', fileName);
    await download.saveAs(file);

    await chooseAndUpload(page, file);
    const loaded = page.getByRole('status').filter({ hasText: `Planilla cargada: ${fileName}` });
    await expect(loaded).toBeVisible({ timeout: 60_000 });
    await expect(loaded).toContainText(/\d+ zonas reemplazadas · \d+ filas/);
    const zones = loaded.getByRole('table', { name: 'Filas cargadas por zona' });
    await expect(zones.getByRole('row').filter({ hasText: 'Bariloche (Argentina)' })).toHaveCount(1);
    await expect(zones.getByRole('row').filter({ hasText: 'Punta Cana (República Dominicana)' })).toHaveCount(
      1,
    );

    const accepted = historyRow(page, fileName);
    await expect(accepted).toContainText('Aceptada');
    await expect(accepted).toContainText('Administración Mundo Travel');
    await expect(accepted).toContainText(/\d+ zonas · \d+ filas/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: shot('admin-rate-sheet-accepted-desktop'),
      fullPage: true,
      animations: 'disabled',
    });

    await chooseAndUpload(page, {
      name: 'tarifas-con-euros.xlsx',
      mimeType: XLSX,
      buffer: sheetWithEuroRow(),
    });
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'La planilla no se cargó: tarifas-con-euros.xlsx' });
    await expect(refused).toBeVisible({ timeout: 30_000 });
    const problems = refused.getByRole('table', { name: 'Problemas de la planilla' });
    await expect(problems.getByRole('row').nth(1)).toHaveText(
      /Hoteles\s*3\s*columna Moneda: la moneda debe ser ARS o USD/,
    );
    await expect(refused).toContainText('No se modificó ninguna tarifa');

    const rejected = historyRow(page, 'tarifas-con-euros.xlsx');
    await expect(rejected).toContainText('Rechazada');
    await expect(rejected).toContainText('Hoteles, fila 3, columna Moneda: la moneda debe ser ARS o USD');
    // newest first: the refusal above the load
    await expect(history(page).getByRole('row').nth(1)).toContainText('tarifas-con-euros.xlsx');
    await page.screenshot({
      path: shot('admin-rate-sheet-refused-desktop'),
      fullPage: true,
      animations: 'disabled',
    });

    await page.getByText('Aceptadas', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Aceptadas' })).toBeChecked();
    await expect(historyRow(page, 'tarifas-con-euros.xlsx')).toHaveCount(0);
    await expect(historyRow(page, fileName)).toBeVisible();

    await historyRow(page, fileName).getByRole('button', { name: fileName }).click();
    const dialog = page.getByRole('dialog', { name: fileName });
    await expect(dialog.getByRole('table', { name: `Filas por zona de ${fileName}` })).toContainText(
      'Bariloche',
    );
    await page.screenshot({ path: shot('admin-rate-sheet-detail-desktop'), animations: 'disabled' });
    await page.keyboard.press('Escape');

    // on a phone: the same screen, nothing wider than it
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cargar planilla', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargar planilla vigente' })).toBeVisible();
    await expect(historyRow(page, 'tarifas-con-euros.xlsx')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: shot('admin-rate-sheet-phone'), fullPage: true, animations: 'disabled' });
  });
});
