import { expect, test } from '../support/test';
import { PHONE, shot, storageStateOf, USERS } from '../support/users';

// The audit log (issue 31, item 8), read once every other journey has run (project 'last' in
// playwright.config.ts): each admin journey's change is there, by the administrator, with its
// before and after.

test.describe('audit log as the administrator', () => {
  test.use({ storageState: storageStateOf('admin'), viewport: { width: 1366, height: 900 } });

  test('the audit log holds each change the admin journeys made, with its before and after', async ({
    page,
  }) => {
    await page.goto('/admin/auditoria');
    await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Registro de auditoría' });
    const search = page.getByLabel('Buscar');
    // what admin-users, admin-entities, admin-posts, admin-seat-blocks and admin-rate-sheet did
    for (const action of [
      'usuario.crear',
      'entidad.crear',
      'post.crear',
      'cupo.crear',
      'tarifario.importar',
    ]) {
      await search.fill(action);
      const rows = table.getByRole('row').filter({ hasText: action });
      await expect(rows.first()).toBeVisible();
      await expect(rows.first()).toContainText(USERS.admin.nombre);
    }
    // the row of the search just typed, not one of the page the list showed before it
    await search.fill('usuario.crear');
    const created = table.getByRole('row').filter({ hasText: 'usuario.crear' }).first();
    await created.getByRole('button', { name: /^Ver cambios/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('row').filter({ hasText: 'username' })).toBeVisible();
    await expect(dialog).not.toContainText(/passwordHash|claveTemporal/);
    await page.screenshot({ path: shot('admin-auditoria-cambios'), fullPage: true });
    await page.keyboard.press('Escape');
    await search.fill('');
    await page.setViewportSize(PHONE);
    await expect(table).toBeVisible();
    await page.screenshot({ path: shot('admin-auditoria-phone'), fullPage: true });
  });
});
