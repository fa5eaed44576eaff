import { expect, type Locator, type Page } from '@playwright/test';
import { dayButton, daysAhead } from './hotels-search';

// The back office's flight seat blocks (issue 31, item 5): a block of the journey's own (a
// server may be reused, so its flight numbers are new) and the create form as staff fill it.

const n = 1000 + (Date.now() % 8000);
export const BLOCK = {
  airline: 'Aerolíneas Argentinas',
  origin: 'AEP',
  destination: 'IGR',
  destinationName: 'Iguazú',
  flightOut: `XQ${n}`,
  flightBack: `XQ${n + 1}`,
  seats: 40,
  /** out and back, days from today: past the 9 days a seller books ahead (spec §6) */
  out: daysAhead(24),
  back: daysAhead(31),
  // US$ 300 + 0 % VAT + US$ 50 of taxes: US$ 350 per passenger and leg
  fare: { venta: '300', tasa: '50', costo: '250', tipoCambio: '1450' },
};

/** dd/mm/aaaa of a day, as the back office shows it. */
export const slash = (iso: string) => iso.split('-').reverse().join('/');

async function pickDay(page: Page, dialog: Locator, label: string, iso: string) {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await (await dayButton(page, iso)).click();
  await expect(page.getByRole('button', { name: 'Elegir mes' })).toHaveCount(0);
}

/** Fills the 'Nuevo cupo aéreo' form with BLOCK: one dated departure. */
export async function fillBlockForm(page: Page, dialog: Locator) {
  const text = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await text('Aerolínea').fill(BLOCK.airline);
  await text('Origen (IATA)').fill(BLOCK.origin.toLowerCase());
  await expect(text('Origen (IATA)')).toHaveValue(BLOCK.origin);
  await text('Destino (IATA)').fill(BLOCK.destination);
  await text('Nombre del destino').fill(BLOCK.destinationName);
  await text('Vuelo de ida').fill(BLOCK.flightOut);
  await text('Vuelo de regreso').fill(BLOCK.flightBack);
  await text('Asientos por tramo').fill(String(BLOCK.seats));
  await text('Liberación (días antes)').fill('3');

  await dialog.getByText('Por fecha', { exact: true }).click();
  await pickDay(page, dialog, 'Salida 1', BLOCK.out);
  await pickDay(page, dialog, 'Regreso 1', BLOCK.back);

  await dialog.getByLabel('Sale (ida)').fill('07:40');
  await dialog.getByLabel('Llega (ida)').fill('09:35');
  await dialog.getByLabel('Sale (vuelta)').fill('10:30');
  await dialog.getByLabel('Llega (vuelta)').fill('12:25');

  await text('Venta').fill(BLOCK.fare.venta);
  await text('Tasas').fill(BLOCK.fare.tasa);
  await text('Costo').fill(BLOCK.fare.costo);
  await text('Tipo de cambio (ARS)').fill(BLOCK.fare.tipoCambio);
  // Intl writes 'US$' and the amount apart with a no-break space
  await expect(dialog.getByText(/^Por pasajero y tramo:/)).toContainText(/US\$\s350,00/);
}

/** The blocks table's row of BLOCK, found by its flights. */
export async function blockRow(page: Page) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(BLOCK.flightOut);
  const row = page
    .getByRole('table', { name: 'Cupos aéreos' })
    .getByRole('row')
    .filter({ hasText: `${BLOCK.flightOut} / ${BLOCK.flightBack}` });
  await expect(row).toHaveCount(1);
  return row;
}

/** Waits for the page's transitions (a dialog opening) to end, so a screenshot shows it whole. */
export const settled = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
