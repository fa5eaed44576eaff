import { expect, test } from '../support/test';
import { loginAs } from '../support/login';
import { expectNoSeriousA11yViolations, LOOKS, pageWithLook } from '../support/axe';
import { shot } from '../support/users';

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

  test("the session token is out of page scripts' reach, and a reloaded page still logs out on the server", async ({
    page,
  }) => {
    await page.goto('/public/login');
    await loginAs(page, 'agente');
    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === 'portal_session');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(token!.value);
    await page.reload();
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/main/logout'));
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    expect((await logout).status()).toBe(204);
    const after = await page.request.get('/api/main/reservas', {
      headers: { authorization: `Bearer ${token!.value}` },
    });
    expect(after.status()).toBe(401);
  });

  for (const look of LOOKS) {
    test(`login screenshot and accessibility, ${look.scheme} ${look.label}`, async ({ browser }) => {
      const page = await pageWithLook(browser, look);
      await page.goto('/public/login');
      await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
      await page.screenshot({ path: shot(`login-${look.scheme}-${look.label}`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.context().close();
    });
  }
});
