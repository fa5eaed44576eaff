import { expect, type Page } from '@playwright/test';
import { USERS, type UserKey } from './users';

/** Logs in through the login form, as a person would. */
export async function loginAs(page: Page, user: UserKey) {
  const { username, password } = USERS[user];
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText(USERS[user].nombre).first()).toBeVisible();
}
