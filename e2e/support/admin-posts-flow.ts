import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

// The back office's home posts (issue 31, item 4): the upload, the editor and the order.

export const POST_PHOTO = path.join(import.meta.dirname, '..', 'fixtures', 'post-photo.jpg');

/** Picks a file through the image field's button, as a person does with the file dialog. */
export async function chooseImage(
  page: Page,
  button: Locator,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** The image has arrived and decoded (a broken or refused one has no natural width). */
export async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The titles of the table's rows, top to bottom (each row's 'Bajar «…»' button names its post). */
export const rowTitles = (table: Locator) =>
  table
    .getByRole('button', { name: /^Bajar «/ })
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('aria-label') ?? '').slice('Bajar «'.length, -1)),
    );

/**
 * Moves the post to the top with its 'Subir' button, from the keyboard: one neighbour at a
 * time, each move on screen before the next.
 */
export async function moveToTop(table: Locator, title: string) {
  const up = table.getByRole('button', { name: `Subir «${title}»` });
  for (let place = (await rowTitles(table)).indexOf(title); place > 0; place--) {
    await up.focus();
    await up.press('Enter');
    await expect.poll(async () => (await rowTitles(table)).indexOf(title)).toBe(place - 1);
  }
  await expect(up).toBeDisabled();
}
