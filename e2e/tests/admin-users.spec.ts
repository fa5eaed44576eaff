import { expect, test, type Browser } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { bookCarAsSeller, createUserInBackOffice, submitLogin } from '../support/admin-users-flow';
import { PHONE, shot, storageStateOf } from '../support/users';

// issue 31, item 2 "done when": an administrator creates a seller, who logs in with the
// temporary password, is made to change it, and books; a deactivated user cannot log in.

const tag = Date.now().toString(36).slice(-5);
const seller = { username: `vend.${tag}`, nombre: `Sofía Paredes ${tag}`, uws: '1500' };
const NEW_PASSWORD = 'cielo-tango-mate-92';
let temporary = '';

const adminPage = async (browser: Browser) => {
  const context = await browser.newContext({
    storageState: storageStateOf('admin'),
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/admin/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  return page;
};

test.describe.serial('a seller from the back office, from the temporary password to a booking', () => {
  test('the administrator creates the seller and reads the temporary password once', async ({ browser }) => {
    const page = await adminPage(browser);
    const table = page.getByRole('table', { name: 'Usuarios' });
    await expect(table.getByRole('row').filter({ hasText: 'Agustina Ferreyra' })).toContainText(
      'Agente AS (nivel 2)',
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot('admin-users-desktop'), fullPage: true });

    temporary = await createUserInBackOffice(page, seller);
    expect(temporary).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    await page.screenshot({ path: shot('admin-users-temporary-password-desktop') });
    await page
      .getByRole('dialog', { name: 'Contraseña temporal' })
      .getByRole('button', { name: 'Listo' })
      .click();
    await expect(page.getByText(temporary)).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Buscar' }).fill(tag);
    const row = table.getByRole('row').filter({ hasText: seller.username });
    await expect(row).toContainText('Vendedor (nivel 1)');
    await expect(row).toContainText('Clave temporal');
    await page.getByRole('textbox', { name: 'Buscar' }).fill('');

    await page.setViewportSize(PHONE);
    await expect(table.getByText('vendedor', { exact: true })).toBeVisible();
    await page.screenshot({ path: shot('admin-users-phone'), fullPage: true });
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Nuevo usuario' }).getByRole('button', { name: 'Crear usuario' }),
    ).toBeInViewport();
    await page.screenshot({ path: shot('admin-users-dialog-phone'), animations: 'disabled' });
    await page.context().close();
  });

  test('the seller logs in with it, must change it first, then books a car', async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await submitLogin(page, seller.username, temporary);
    await expect(page).toHaveURL(/\/cambiar-clave$/);
    await expect(page.getByRole('heading', { name: 'Cambiar contraseña', level: 1 })).toBeVisible();
    await expect(page.getByText('Su contraseña es temporal.')).toBeVisible();
    // nothing else opens until it is changed
    await page.goto('/mis-reservas');
    await expect(page).toHaveURL(/\/cambiar-clave$/);

    await page.getByLabel('Contraseña temporal').fill(temporary);
    await page.getByLabel(/^Contraseña nueva/).fill('password123');
    await expect(page.getByText('Muy débil')).toBeVisible();
    await expect(page.getByText('Es una contraseña usada comúnmente.')).toBeVisible();
    await page.screenshot({ path: shot('change-password-weak-desktop'), fullPage: true });
    await page.getByLabel(/^Contraseña nueva/).fill(NEW_PASSWORD);
    await page.getByLabel('Repetir contraseña nueva').fill(NEW_PASSWORD);
    await expect(page.getByText('Muy fuerte')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: shot('change-password-phone'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Su contraseña fue cambiada.')).toBeVisible();
    await expect(page).not.toHaveURL(/\/cambiar-clave$/);

    await bookCarAsSeller(page);
    await page.screenshot({ path: shot('admin-users-seller-resumen-desktop') });
    await context.close();
  });

  test('the administrator deactivates the seller, who can no longer log in', async ({ browser }) => {
    const page = await adminPage(browser);
    await page.getByRole('textbox', { name: 'Buscar' }).fill(tag);
    const row = page
      .getByRole('table', { name: 'Usuarios' })
      .getByRole('row')
      .filter({ hasText: seller.username });
    await expect(row).not.toContainText('Clave temporal');
    await row.getByRole('button', { name: `Acciones de ${seller.username}` }).click();
    await page.getByRole('menuitem', { name: 'Desactivar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
    await expect(row).toContainText('Inactivo');
    await expect(page.getByText(`Se desactivó a ${seller.username}.`)).toBeVisible();
    await page.context().close();

    const context = await browser.newContext();
    const login = await context.newPage();
    await submitLogin(login, seller.username, NEW_PASSWORD);
    await expect(login.getByText('Credenciales invalidas')).toBeVisible();
    await expect(login).toHaveURL(/\/public\/login/);
    await context.close();
  });
});
