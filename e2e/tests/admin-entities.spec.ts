import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { bookCarFor, freshCuit, pickOption } from '../support/admin-entities-flow';
import { PHONE, shot, storageStateOf } from '../support/users';

// issue 31, item 3 "done when": an administrator creates a client entity for the AS agent
// Agustina Ferreyra, who then books for it through the client selector of spec §2.

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const entity = { name: `Viajes Cordilleranos ${tag} S.A.`, search: `Cordilleranos ${tag}` };
const cuit = freshCuit();
const dashed = (digits: string) => `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;

test.describe.serial('a client entity from the back office, booked for by its AS agent', () => {
  test('the administrator creates it with a checked CUIT and assigns the agent', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: storageStateOf('admin'),
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/admin/entidades');
    await expect(page.getByRole('heading', { name: 'Entidades', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Entidades' });
    await expect(table.getByText('Andes Travel Group S.A.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot('admin-entities-desktop'), fullPage: true });

    await page.getByRole('button', { name: 'Nueva entidad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva entidad' });
    await dialog.getByRole('textbox', { name: 'Razón social' }).fill(entity.name);
    const cuitBox = dialog.getByRole('textbox', { name: 'CUIT' });
    await cuitBox.pressSequentially(`${cuit.body}${cuit.wrong}`);
    await expect(cuitBox).toHaveValue(dashed(`${cuit.body}${cuit.wrong}`));
    await expect(dialog.getByText('El dígito verificador del CUIT no es válido')).toBeVisible();
    await page.screenshot({ path: shot('admin-entities-dialog-cuit-error-desktop') });
    await cuitBox.press('Backspace');
    await cuitBox.pressSequentially(String(cuit.right));
    await expect(dialog.getByText('El dígito verificador del CUIT no es válido')).toHaveCount(0);
    await pickOption(page, /^Condición frente al IVA/, 'Responsable Inscripto');
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('reservas@cordilleranos.com.ar');
    await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('+54 (261) 423-5566');
    await dialog.getByRole('textbox', { name: 'Dirección' }).fill('Av. San Martín 1200, Mendoza');
    await pickOption(page, /^Agentes AS/, 'Agustina Ferreyra (agente)');
    // closes the agents' list, not the dialog
    await dialog.getByRole('heading', { name: 'Nueva entidad' }).click();
    await page.screenshot({ path: shot('admin-entities-dialog-desktop') });
    await dialog.getByRole('button', { name: 'Crear entidad' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Entidad creada: ${entity.name}`)).toBeVisible();

    await page.getByRole('textbox', { name: 'Buscar' }).fill(tag);
    const row = table.getByRole('row').filter({ hasText: entity.name });
    await expect(row).toContainText(dashed(`${cuit.body}${cuit.right}`));
    await expect(row).toContainText('Agustina Ferreyra');
    await expect(row).toContainText('Activa');
    await page.getByRole('textbox', { name: 'Buscar' }).fill('');

    await page.setViewportSize(PHONE);
    await expect(table.getByText('Andes Travel Group S.A.')).toBeVisible();
    await page.screenshot({ path: shot('admin-entities-phone'), fullPage: true });
    await table
      .getByRole('row')
      .filter({ hasText: 'Andes Travel Group S.A.' })
      .getByRole('button', { name: 'Acciones de Andes Travel Group S.A.' })
      .click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar Andes Travel Group S.A.' })).toBeVisible();
    await page.screenshot({ path: shot('admin-entities-dialog-phone'), fullPage: true });
    await context.close();
  });

  test('the AS agent books a car for it through the client selector', async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ storageState: storageStateOf('agente'), viewport: PHONE });
    const page = await context.newPage();
    const id = await bookCarFor(page, entity);
    await page.goto(`/mis-reservas/${id}`);
    await expect(page.getByRole('heading', { name: `Reserva N° ${id}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Datos de la reserva' })).toContainText(entity.name);
    await page.screenshot({ path: shot('admin-entities-booking-phone'), fullPage: true });
    await context.close();
  });
});
