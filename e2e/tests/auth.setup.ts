import { test as setup } from '@playwright/test';
import { loginAs } from '../support/login';
import { storageStateOf, type UserKey } from '../support/users';

// Logs in once per user and saves the state for the journeys that start logged in.
for (const user of ['agente', 'vendedor', 'admin'] as UserKey[]) {
  setup(`log in as ${user}`, async ({ page }) => {
    await page.goto('/public/login');
    await loginAs(page, user);
    await page.context().storageState({ path: storageStateOf(user) });
  });
}
