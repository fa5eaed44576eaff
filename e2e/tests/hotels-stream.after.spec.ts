import { expect, test } from '../support/test';
import { chooseDestination, daysAhead, pickStay } from '../support/hotels-search';
import { steerSupplier } from '../support/sandbox';
import { PHONE, shot, storageStateOf } from '../support/users';

// issue 34, item 3: the multi-provider results come supplier by supplier. Prestige is made
// slow for this journey alone (an .after journey: nothing else runs while it is steered), under
// the server's supplier timeout (5 s).
const PRESTIGE_LATENCY_MS = 3500;

test.describe('hotel results supplier by supplier', () => {
  test.use({ storageState: storageStateOf('vendedor'), viewport: PHONE });

  test.afterEach(async ({ request }) => {
    await steerSupplier(request, 'PRESTIGE', { latencyMs: 0 });
  });

  test('Omnibees’ cards are shown while Prestige is still searching, then Prestige’s join them', async ({
    page,
    request,
  }) => {
    await steerSupplier(request, 'PRESTIGE', { latencyMs: PRESTIGE_LATENCY_MS });
    await page.goto('/hotelesNew');
    await chooseDestination(page, 'Canc', 'Cancún, Quintana Roo, México');
    // a stay no other journey searches: nothing of it is in the answer cache
    await pickStay(page, daysAhead(71), daysAhead(73));
    await page.getByRole('button', { name: 'Buscar' }).click();

    const omnibees = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Omnibees' }) });
    await expect(omnibees.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Buscando en Prestige…' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /\d+ hoteles? encontrados?/ })).toBeVisible();
    // shown together: Omnibees' cards while Prestige has not answered (no section, no alert)
    await expect(page.getByRole('heading', { name: 'Prestige', exact: true })).toHaveCount(0);
    await expect(page.getByText('Prestige no respondió a tiempo')).toHaveCount(0);
    // the picture of both at once: on a busy machine Prestige may have answered by now (its
    // status then leaves the page), which the checks above and below already cover
    await page
      .getByText('Buscando en Prestige…')
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => undefined);
    await page.screenshot({ path: shot('hotels-stream-searching-phone') });

    await expect(page.getByRole('heading', { name: 'Prestige', exact: true })).toBeVisible({
      timeout: PRESTIGE_LATENCY_MS + 10_000,
    });
    await expect(page.getByText('Buscando en Prestige…')).toHaveCount(0);
    await expect(omnibees.getByRole('article').first()).toBeVisible();
  });
});
