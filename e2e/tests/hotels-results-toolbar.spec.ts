import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoSeriousA11yViolations, pageWithLook } from '../support/axe';
import { chooseDestination, daysAhead, pickStay, search } from '../support/hotels-search';
import { PHONE, shot, storageStateOf } from '../support/users';

// issue 29, item 18: Orlando answered 79 hotel cards (~11,600 px) with no sort, filter or
// paging. The results toolbar sorts and filters them; the list shows a page at a time.

const ORLANDO = 'Orlando, Florida, Estados Unidos';
const section = (page: Page, provider: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: provider, exact: true }) });
const cardsOf = (where: Locator) => where.getByRole('article');

/** The first amount of each card: its 'Desde', in cents. */
async function pricesOf(cards: Locator): Promise<number[]> {
  const texts = await cards.allTextContents();
  return texts.map((t) => {
    const m = /US\$\s?([\d.]+),(\d{2})/.exec(t);
    if (!m) throw new Error(`a card without a price: ${t.slice(0, 80)}`);
    return Number(m[1]!.replaceAll('.', '')) * 100 + Number(m[2]);
  });
}

/** Searches Orlando on the multi-provider page; answers how many hotels were found. */
async function searchOrlando(page: Page, from: number): Promise<number> {
  await page.goto('/hotelesNew');
  await chooseDestination(page, 'orlando', ORLANDO);
  await pickStay(page, daysAhead(from), daysAhead(from + 3));
  await search(page);
  const heading = await page.getByRole('heading', { name: /\d+ hoteles encontrados/ }).textContent();
  const total = Number(/(\d+)/.exec(heading ?? '')?.[1]);
  // Orlando answers some 80 hotels over the two providers: more than two pages of cards
  expect(total).toBeGreaterThan(40);
  return total;
}

test.describe('hotel results toolbar', () => {
  test.use({ storageState: storageStateOf('agente'), viewport: { width: 1280, height: 900 } });

  test('Orlando: a page of cards, sort by price, filter a supplier, Ver más, name search', async ({
    page,
  }) => {
    const total = await searchOrlando(page, 60);
    const omnibees = section(page, 'Omnibees');
    const prestige = section(page, 'Prestige');
    // the first page: about 12 cards over the two providers, not 79
    await expect(cardsOf(omnibees)).toHaveCount(6);
    await expect(cardsOf(prestige)).toHaveCount(6);
    const firstBefore = await cardsOf(omnibees).first().getAttribute('aria-label');

    const toolbar = page.getByRole('region', { name: 'Ordenar y filtrar' });
    await toolbar.getByLabel('Ordenar por').selectOption({ label: 'Precio: menor a mayor' });
    await expect(cardsOf(omnibees).first()).not.toHaveAttribute('aria-label', firstBefore ?? '');
    for (const where of [omnibees, prestige]) {
      const prices = await pricesOf(cardsOf(where));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }

    // a supplier chosen with the keyboard: the other provider's cards go
    const prestigeChip = toolbar.getByRole('checkbox', { name: 'Prestige' });
    await prestigeChip.focus();
    await page.keyboard.press('Space');
    await expect(prestigeChip).toBeChecked();
    await expect(omnibees).toHaveCount(0);
    await expect(toolbar.getByTestId('results-count')).toHaveText(
      new RegExp(`^\\d+ de ${total} hoteles con estos filtros$`),
    );
    await expect(cardsOf(prestige)).toHaveCount(12);
    const prices = await pricesOf(cardsOf(prestige));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.screenshot({ path: shot('hotels-toolbar-filtered-desktop') });

    const shown = await prestige.getByText(/^Mostrando 12 de \d+ hoteles$/).textContent();
    const inPrestige = Number(/de (\d+)/.exec(shown ?? '')?.[1]);
    await prestige.getByRole('button', { name: `Ver más (${inPrestige - 12})` }).click();
    await expect(cardsOf(prestige)).toHaveCount(Math.min(24, inPrestige));

    await toolbar.getByRole('button', { name: 'Quitar filtros' }).click();
    await toolbar.getByLabel('Buscar por nombre').fill('floridian');
    const names = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Floridian/);

    await expectNoSeriousA11yViolations(page);
  });

  test('back at the search, picking the same destination again keeps it (issue 29, item 16)', async ({
    page,
  }) => {
    const total = await searchOrlando(page, 62);
    const destino = page.getByRole('combobox', { name: 'Destino' });
    await destino.click();
    await page.getByRole('option', { name: ORLANDO, exact: true }).click();
    await expect(destino).toHaveValue(ORLANDO);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Debe seleccionar un destino')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `${total} hoteles encontrados` })).toBeVisible();
  });
});

for (const look of [
  { scheme: 'light' as const, label: 'phone' as const, viewport: PHONE },
  { scheme: 'dark' as const, label: 'desktop' as const, viewport: { width: 1280, height: 900 } },
]) {
  test(`results toolbar at ${look.viewport.width} px, ${look.scheme}: usable and accessible`, async ({
    browser,
  }) => {
    const page = await pageWithLook(browser, look, { storageState: storageStateOf('vendedor') });
    const total = await searchOrlando(page, 64);
    const toolbar = page.getByRole('region', { name: 'Ordenar y filtrar' });
    const toggle = toolbar.getByRole('button', { name: 'Ordenar y filtrar' });
    // after 'Buscar' the results are in view: on a phone the form had filled the screen, so the
    // page brings them up under the sticky header (issue 34); a desktop shows them under the form
    const banner = page.getByRole('heading', { name: /hoteles encontrados/ });
    await expect(banner).toBeInViewport();
    if (look.label === 'phone') {
      const header = (await page.locator('header').first().boundingBox())!;
      const underHeader = async () => (await banner.boundingBox())!.y - (header.y + header.height);
      await expect.poll(underHeader).toBeLessThan(80);
      expect(await underHeader()).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: shot(`hotels-results-after-search-${look.viewport.width}`) });
    } else await expect(page.getByRole('button', { name: 'Buscar' })).toBeInViewport();
    // a phone's toolbar is folded under its title until opened (issue 34, item 2)
    if (look.label === 'phone') {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toolbar.getByLabel('Régimen')).toHaveCount(0);
      await toggle.click();
    }
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toolbar.getByLabel('Régimen').selectOption({ label: 'Desayuno incluido' });
    await toolbar.getByRole('checkbox', { name: 'Solo reembolsables' }).check();
    await expect(toolbar.getByTestId('results-count')).toHaveText(
      new RegExp(`de ${total} hoteles con estos filtros$`),
    );
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      look.viewport.width,
    );
    await toolbar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`hotels-toolbar-${look.scheme}-${look.viewport.width}`) });
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
}
