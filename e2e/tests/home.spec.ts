import { expect, test, type Page, untilServerRenders } from '../support/test';
import { expectNoSeriousA11yViolations, LOOKS, pageWithLook } from '../support/axe';
import { PHONE, shot, storageStateOf } from '../support/users';

// the first screens are the server's once its render has loaded (issue 34)
test.beforeEach(async ({ baseURL }) => untilServerRenders(baseURL));

test.use({ storageState: storageStateOf('vendedor') });

const POST_TITLE = 'Walt Disney World: tickets 2027 ya disponibles';

/**
 * Home as the browser renders it, its posts asked by the page (and answered by `page.route`):
 * reached from a page the server leaves to the browser, by the menu bar. Opened cold, the server
 * renders home with the posts it read itself (issue 34).
 */
const homeInTheBrowser = async (page: Page) => {
  await page.goto('/mis-reservas');
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'INICIO' }).click();
  await expect(page).toHaveURL(/\/$/);
};

test.describe('home', () => {
  test('shows the TICKETS posts carousel and opens and closes a post', async ({ page }) => {
    await page.goto('/');
    // the carousel replaces the first view the page came with once its file is here (issue 19);
    // a press across that swap is lost, so the journey clicks in the carousel itself
    await expect(page.getByRole('button', { name: 'Novedades siguientes' })).toBeVisible();
    const card = page.getByRole('button', { name: POST_TITLE });
    await expect(card).toBeVisible();
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Equipo Producto Disney')).toBeVisible();
    await expect(dialog.getByText('tickets base de 1 a 10 días')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('opened cold, home arrives with its posts and names its code in the page', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-page-[\w-]+\.js">/);
    // rendered on the server (issue 34): the posts are in the page, and the portal takes them from it
    expect(html).toContain(POST_TITLE);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/main/posts-by')) asked.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: POST_TITLE })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(0);
  });

  test('a <script> in a post does not run', async ({ page }) => {
    const ran: string[] = [];
    await page.exposeFunction('__ran', (what: string) => ran.push(what));
    await page.route('**/api/main/posts-by?section=TICKETS', (route) =>
      route.fulfill({
        json: [
          {
            id: 999,
            title: 'Publicación maliciosa',
            author: 'Atacante',
            image: '/media/posts/politicas.svg',
            content:
              '<p>Texto visible</p><script>window.__ran("script")</script><img src="x" onerror="window.__ran(\'onerror\')">',
          },
        ],
      }),
    );
    await homeInTheBrowser(page);
    await page.getByRole('button', { name: 'Publicación maliciosa' }).click();
    await expect(page.getByRole('dialog').getByText('Texto visible')).toBeVisible();
    await page.waitForTimeout(500);
    expect(ran).toEqual([]);
  });

  test('shows nothing in place of the carousel when there are no posts', async ({ page }) => {
    await page.route('**/api/main/posts-by?section=TICKETS', (route) => route.fulfill({ json: [] }));
    await homeInTheBrowser(page);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: POST_TITLE })).toHaveCount(0);
  });

  test('the dark choice survives a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const before = await html.getAttribute('data-mantine-color-scheme');
    await page.getByRole('button', { name: 'Cambiar tema' }).first().click();
    const after = before === 'dark' ? 'light' : 'dark';
    await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
    expect(await page.evaluate(() => localStorage.getItem('dark'))).toBe(String(after === 'dark'));
  });

  test('the colours our styles give each scheme show in the build (the carousel’s dots)', async ({
    page,
  }) => {
    await page.goto('/');
    const dot = page.locator('.mantine-Carousel-indicator:not([data-active])').first();
    const colour = () => dot.evaluate((el) => getComputedStyle(el).backgroundColor);
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: 'Cambiar tema' }).first();
    const seen: Record<string, string> = {};
    for (let i = 0; i < 2; i++) {
      await expect(dot).toBeVisible();
      seen[(await html.getAttribute('data-mantine-color-scheme'))!] = await colour();
      await toggle.click();
    }
    // light-dark(gray-5, dark-3): a colour in each scheme, not the same one, never transparent
    expect(Object.keys(seen).sort()).toEqual(['dark', 'light']);
    expect(Object.values(seen)).not.toContain('rgba(0, 0, 0, 0)');
    expect(seen.light).not.toBe(seen.dark);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/esto-no-existe');
    await expect(page.getByText('Página no encontrada')).toBeVisible();
  });

  test('ALOJAMIENTO is drawn as its neighbours in the menu bar (issue 29, item 20)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // once its dropdown has loaded (the menu's button says whether it is open)
    const group = page.getByRole('button', { name: 'ALOJAMIENTO', expanded: false });
    const font = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.fontWeight, s.fontSize, s.letterSpacing, s.textTransform].join(' ');
    };
    const neighbour = await page.getByRole('link', { name: 'UNIVERSAL', exact: true }).evaluate(font);
    expect(await group.evaluate(font)).toBe(neighbour);
  });

  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    test(`the scroll-to-top button leaves the footer readable at ${viewport.width} px (issue 29, item 20)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('button', { name: POST_TITLE })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = page.getByRole('button', { name: 'Volver arriba' });
      await expect(button).toBeVisible();
      // at rest in its corner (48 px, 20 px from the bottom) once its slide-up has ended
      await expect.poll(async () => (await button.boundingBox())?.y).toBe(viewport.height - 68);
      const b = (await button.boundingBox())!;
      for (const text of ['Atención a agencias: lunes a viernes de 9 a 18 h', /sistema de reservas$/]) {
        const t = (await page.getByRole('contentinfo').getByText(text).boundingBox())!;
        const apart =
          t.x + t.width <= b.x || b.x + b.width <= t.x || t.y + t.height <= b.y || b.y + b.height <= t.y;
        expect(apart, `${String(text)} under the button`).toBe(true);
      }
      await page.screenshot({ path: shot(`home-footer-${viewport.width}`) });
    });
  }

  for (const look of LOOKS) {
    test(`home screenshot and accessibility, ${look.scheme} ${look.label}`, async ({ browser }) => {
      const page = await pageWithLook(browser, look, { storageState: storageStateOf('vendedor') });
      await page.goto('/');
      await expect(page.getByRole('button', { name: POST_TITLE })).toBeVisible();
      // the carousel itself (arrows, dots), which loads after the first view of the posts
      await expect(page.getByRole('button', { name: 'Novedades siguientes' })).toBeAttached();
      await page.screenshot({ path: shot(`home-${look.scheme}-${look.label}`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.context().close();
    });
  }
});
