import { expect, type Locator, type Page } from '@playwright/test';

// Hotel search helpers (hotelesNew / hotelesNewHBSI), driving the page as an agent would.
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** 'YYYY-MM-DD' `days` after today in the agency's zone. */
export const daysAhead = (days: number): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
    new Date(),
  );
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The calendar day's accessible name, as Mantine writes it in Spanish: '10 diciembre 2026'. */
export const dayLabel = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
};

const monthIndex = (iso: string) => {
  const [y, m] = iso.split('-').map(Number);
  return (y ?? 0) * 12 + (m ?? 1) - 1;
};

/** The month the open calendar shows, from its header ('diciembre 2026'), as a month index. */
async function shownMonth(header: Locator): Promise<number> {
  const [name, year] = ((await header.textContent()) ?? '').trim().split(' ');
  return Number(year) * 12 + MONTHS.indexOf(name ?? '');
}

/**
 * The open calendar's button for a day. It waits for the calendar, then moves it month by
 * month to the day's own month, as far as the calendar allows. (Looking for the day before the
 * dropdown had rendered sent the calendar one month past it, then 24 months on.)
 */
export async function dayButton(page: Page, iso: string): Promise<Locator> {
  const header = page.getByRole('button', { name: 'Elegir mes' });
  await expect(header).toBeVisible();
  for (let i = 0; i < 24; i++) {
    const shown = await shownMonth(header);
    const diff = monthIndex(iso) - shown;
    if (diff === 0) break;
    const step = page.getByRole('button', { name: diff > 0 ? 'Mes siguiente' : 'Mes anterior' });
    if (await step.isDisabled()) break;
    const before = await header.textContent();
    await step.click();
    await expect(header).not.toHaveText(before ?? '');
  }
  return page.getByRole('button', { name: dayLabel(iso), exact: true }).first();
}

async function clickDay(page: Page, iso: string) {
  await (await dayButton(page, iso)).click();
}

/** Picks check-in and check-out in the range calendar. */
export async function pickStay(page: Page, checkin: string, checkout: string) {
  // a click in the moment the page has just loaded left the calendar closed once on a loaded CI
  // machine (the field focused, no dropdown): a person clicks again, and so does the journey
  await expect(async () => {
    const calendar = page.getByRole('button', { name: 'Elegir mes' });
    if (!(await calendar.isVisible())) await page.getByRole('button', { name: /Fechas de estadía/ }).click();
    await expect(calendar).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await clickDay(page, checkin);
  await clickDay(page, checkout);
}

/** Sets the number of rooms in the rooming selector (from the default 1). */
export async function setRooms(page: Page, rooms: number) {
  await page.getByRole('button', { name: /adultos •/ }).click();
  for (let i = 1; i < rooms; i++) await page.getByRole('button', { name: 'Agregar habitación' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: new RegExp(`- ${rooms} habitacion/es`) })).toBeVisible();
}

export async function chooseDestination(page: Page, text: string, option: string) {
  await page.getByRole('combobox', { name: 'Destino' }).fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function search(page: Page) {
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('heading', { name: /hotel(es)? encontrados?/ })).toBeVisible();
  // the results come supplier by supplier (issue 34, item 3): a journey reads them all
  await expect(page.getByTestId('supplier-searching')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * The n-th hotel card, its rooms shown; with `hasText`, the first card whose rooms show that text.
 * A card renders its rooms when first opened (issue 34), so the cards are opened in turn until
 * one shows it; the others are closed again.
 */
export async function openHotel(page: Page, o: { nth?: number; hasText?: string } = {}): Promise<Locator> {
  const cards = page.getByRole('article');
  const open = async (card: Locator) => {
    const toggle = card.getByRole('button', { name: 'Ver habitaciones disponibles' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return toggle;
  };
  if (!o.hasText) {
    const card = cards.nth(o.nth ?? 0);
    await open(card);
    return card;
  }
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    const toggle = await open(card);
    const rooms = card.getByTestId('room');
    await expect(rooms.first()).toBeVisible();
    if ((await rooms.filter({ hasText: o.hasText }).count()) > 0) return card;
    await toggle.click();
  }
  throw new Error(`no hotel card shows '${o.hasText}' among its rooms`);
}

/** The buy buttons of a card's rooms, refundable ones or non-refundable ones. */
export const buyButtons = (card: Locator, nonRefundable = false): Locator => {
  const rooms = card.getByTestId('room');
  const chosen = nonRefundable
    ? rooms.filter({ hasText: 'Reserva no reembolsable.' })
    : rooms.filter({ hasNotText: 'Reserva no reembolsable.' });
  return chosen.getByRole('button', { name: /agregar .* al carrito/ });
};

export const CART_TOAST = 'Elemento agregado al carrito, desea Continuar seleccionando?';
