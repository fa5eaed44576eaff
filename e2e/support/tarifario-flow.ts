import { expect, type Locator, type Page } from '@playwright/test';
import { dayButton, daysAhead } from './hotels-search';
import { shot } from './users';

// Helpers of the rate-sheet journeys (tests/tarifario.spec.ts): the search as an agent fills
// it, the result's tabs, cards and dialogs.

export const DOMESTIC_BANNER =
  'Tarifas por habitación por noche IVA incluido. Exclusivas para pasajeros Argentinos. Sujetas a modificación sin previo aviso.';
export const FOREIGN_BANNER =
  'Tarifas por habitación por noche sin incluir IVA, sujetas a modificación sin previo aviso.';

export type Stay = { pais: string; zona: string; from: number; nights: number };

/** Check-in `from` days ahead, check-out `nights` later. */
const stayDates = (s: Pick<Stay, 'from' | 'nights'>) => ({
  checkin: daysAhead(s.from),
  checkout: daysAhead(s.from + s.nights),
});

/** A screenshot named tarifario-<name>-<look>, from the top of the page. */
export async function snap(page: Page, name: string, look: 'desktop' | 'phone', fullPage = true) {
  // the hotel pictures load lazily: a full page shows them all, as a person scrolling sees them
  if (fullPage)
    await page.evaluate(async () => {
      const images = Array.from(document.images);
      images.forEach((img) => (img.loading = 'eager'));
      await Promise.all(
        images.map((img) =>
          img.complete
            ? null
            : new Promise((done) => {
                img.addEventListener('load', done, { once: true });
                img.addEventListener('error', done, { once: true });
              }),
        ),
      );
      window.scrollTo(0, 0);
    });
  await page.screenshot({ path: shot(`tarifario-${name}-${look}`), fullPage, animations: 'disabled' });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(option);
}

/** tarifario: country, zone and the stay in the range calendar. */
export async function fillSearch(page: Page, s: Stay) {
  await page.goto('/tarifario');
  await expect(page.getByRole('heading', { name: 'Tarifario', exact: true })).toBeVisible();
  await choose(page, 'País', s.pais);
  await choose(page, 'Zona', s.zona);
  const { checkin, checkout } = stayDates(s);
  await page.getByRole('button', { name: /Fechas de estadía/ }).click();
  await (await dayButton(page, checkin)).click();
  await (await dayButton(page, checkout)).click();
  await expect(page.getByText(`${s.nights} noches`, { exact: true })).toBeVisible();
}

/** Buscar → tarifas-result with the search in the URL, the hotels tab open. */
export async function search(page: Page) {
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/tarifario\/tarifas-result\?/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Tarifas Encontradas' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Hoteles/ })).toHaveAttribute('aria-selected', 'true');
}

/** Opens a tab of the result; the URL keeps it (a reload stays there). */
export async function openTab(page: Page, name: 'Hoteles' | 'Excursiones' | 'Traslados') {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

export const hotelCard = (page: Page, name: string): Locator =>
  page.getByRole('article', { name, exact: true });

/** The visible text of every row of a table, cell by cell. */
export const tableRows = async (table: Locator): Promise<string[][]> =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('th, td')).map((c) =>
          (c.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ),
      ),
    );

/** Opens a dialog from its button, checks it, and closes it with 'Cerrar'. */
export async function inDialog(
  page: Page,
  opener: Locator,
  title: string,
  check: (dialog: Locator) => Promise<void>,
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await check(dialog);
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused(); // the focus returns to the button (keyboard use)
}
