import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs } from '../support/login';
import { PHONE, shot } from '../support/users';

test.describe('login', () => {
  test('wrong credentials show the notification and keep the user on login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/public\/login$/);
    await page.getByLabel('Usuario').fill('vendedor');
    await page.getByLabel('Contraseña').fill('equivocada');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Credenciales invalidas')).toBeVisible();
    await expect(page).toHaveURL(/\/public\/login$/);
  });

  test('a deep link while logged out returns there after login', async ({ page }) => {
    await page.goto('/tarifario');
    await expect(page).toHaveURL(/\/public\/login$/);
    await loginAs(page, 'vendedor');
    await expect(page).toHaveURL(/\/tarifario$/);
  });

  test('/public goes to login, and a logged user on login goes home', async ({ page }) => {
    await page.goto('/public');
    await expect(page).toHaveURL(/\/public\/login$/);
    await loginAs(page, 'vendedor');
    await page.goto('/public/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('logout returns to login and protects the portal again', async ({ page }) => {
    await page.goto('/public/login');
    await loginAs(page, 'agente');
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await expect(page).toHaveURL(/\/public\/login$/);
    await page.goto('/tickets');
    await expect(page).toHaveURL(/\/public\/login$/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const [label, viewport] of [
      ['desktop', { width: 1366, height: 800 }],
      ['phone', PHONE],
    ] as const) {
      test(`login screenshot and accessibility, ${scheme} ${label}`, async ({ browser }) => {
        const context = await browser.newContext({ colorScheme: scheme, viewport });
        const page = await context.newPage();
        await page.goto('/public/login');
        await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
        await page.screenshot({ path: shot(`login-${scheme}-${label}`), fullPage: true });
        const axe = await new AxeBuilder({ page }).analyze();
        const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
        await context.close();
      });
    }
  }
});
