import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { steerSupplier } from '../support/sandbox';
import { PHONE, shot, storageStateOf, tokenOf } from '../support/users';

// Supplier health (issue 31, item 7). This file runs after every other journey but those of
// its project (playwright.config.ts, project 'after'): it makes a supplier fail, which no
// other journey may see.

test.describe('back office as the administrator', () => {
  test.use({ storageState: storageStateOf('admin'), viewport: { width: 1366, height: 900 } });

  test('a supplier failing now is visible at a glance on the health page', async ({ page, request }) => {
    const headers = { authorization: `Bearer ${await tokenOf('admin')}` };
    await steerSupplier(request, 'AVIS', { failRate: 1 });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await request.get('/api/cars/locations/?brand=AVIS&destino=orlando', { headers });
        expect(res.status()).toBe(502);
      }
      const budget = await request.get('/api/cars/locations/?brand=BUDGET&destino=cancun', { headers });
      expect(budget.status()).toBe(200);

      await page.goto('/admin/proveedores');
      await expect(page.getByRole('heading', { name: 'Proveedores', level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('AVIS (autos)');
      const table = page.getByRole('table', { name: 'Salud de los proveedores' });
      const avis = table.getByRole('row').filter({ hasText: 'AVIS (autos)' });
      await expect(avis).toContainText('Fallando');
      await expect(avis).toContainText('unavailable (HTTP 503)');
      await expect(table.getByRole('row').filter({ hasText: 'BUDGET (autos)' })).toContainText('Normal');
      // the failing supplier's chart is the one shown
      await expect(page.getByRole('heading', { name: 'AVIS (autos): llamadas por minuto' })).toBeVisible();
      await page.screenshot({ path: shot('admin-proveedores-desktop'), fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(PHONE);
      await expect(page.getByRole('alert')).toBeVisible();
      await page.screenshot({ path: shot('admin-proveedores-phone'), fullPage: true });
    } finally {
      await steerSupplier(request, 'AVIS', { failRate: 0 });
    }
  });
});
