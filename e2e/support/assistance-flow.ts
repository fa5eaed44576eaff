import { expect, type Locator, type Page } from '@playwright/test';
import { dayButton, daysAhead } from './hotels-search';
import { chooseEntity, fillPassenger } from './tickets-flow';
import { shot } from './users';

// Helpers of the travel-assistance journeys (tests/assistance.spec.ts): the search form as an
// agent fills it, the plan cards, the passengers of the quoted ages, the pre-booking.

export type Trip = { destino: string; from: number; days: number; ages: number[] };

/** The first and last day of a trip `from` days ahead lasting `days` days (both counted). */
export const tripDates = (t: Pick<Trip, 'from' | 'days'>) => ({
  salida: daysAhead(t.from),
  regreso: daysAhead(t.from + t.days - 1),
});

/** DD/MM/YYYY of someone who is `age` on `date` (their birthday 40 days before it). */
export const bornAged = (date: string, age: number): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 40);
  const [y, m, day] = d.toISOString().slice(0, 10).split('-');
  return `${day}/${m}/${y}`;
};

/** A screenshot named assistance-<name>-<look>, from the top of the page. */
export async function snap(page: Page, name: string, look: 'desktop' | 'phone', fullPage = true) {
  // a full page from the top, so the sticky header sits where a person sees it
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot(`assistance-${name}-${look}`), fullPage, animations: 'disabled' });
}

/**
 * Picks an option of a select. A click in the moment the page has just loaded left the list
 * closed once on a loaded CI machine (the field focused, no options), as it did the hotels'
 * calendar (hotels-search.ts pickStay): a person clicks again, and so does the journey.
 */
async function choose(page: Page, label: string, option: string) {
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await wanted.isVisible())) await page.getByRole('combobox', { name: label }).click();
    await expect(wanted).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await wanted.click();
}

/** asistencias: destination, passengers, dates in the range calendar and one age each. */
export async function fillSearch(page: Page, t: Trip) {
  await page.goto('/asistencias');
  await expect(page.getByRole('heading', { name: 'Asistencias', exact: true })).toBeVisible();
  await choose(page, 'Destino', t.destino);
  await choose(page, 'Pasajeros', String(t.ages.length));
  const { salida, regreso } = tripDates(t);
  await page.getByRole('button', { name: /Fechas del viaje/ }).click();
  await (await dayButton(page, salida)).click();
  await (await dayButton(page, regreso)).click();
  await expect(page.getByText(`${t.days} días de viaje`)).toBeVisible();
  for (const [i, age] of t.ages.entries())
    await page.getByRole('textbox', { name: new RegExp(`^Pasajero ${i + 1}(?!\\d)`) }).fill(String(age));
}

export async function search(page: Page) {
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/asistencias\/asis-result\?/);
  await expect(page.getByRole('heading', { name: 'Asistencias encontradas' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The plan card whose title is `name`. */
export const planCard = (page: Page, name: string): Locator =>
  page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Opens the annual plans' group (closed at first, spec §2). */
export async function openAnnualPlans(page: Page) {
  const group = page.getByRole('button', { name: /Planes anuales \(\d+\)/ });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
}

/** 'Elegir plan' on a card: the insurer accepts the quote and the order goes to form-pax. */
export async function choosePlan(page: Page, card: Locator) {
  await card.getByRole('button', { name: /^Elegir plan/ }).click();
  await expect(page).toHaveURL(/\/form-pax\?q=assistance$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Datos de los pasajeros' })).toBeVisible();
}

const NAMES = [
  ['Lucía', 'Fernández'],
  ['Martín', 'Fernández'],
  ['Sofía', 'Fernández'],
  ['Tomás', 'Fernández'],
] as const;

/** form-pax: the client entity (AS agents) and one passenger per quoted age, in the quote's order. */
export async function fillTravellers(page: Page, o: { salida: string; ages: number[]; entity?: boolean }) {
  if (o.entity) await chooseEntity(page, 'Pata', 'Turismo Patagonia S.R.L.');
  else await expect(page.getByText('¿A qué cliente pertenece la reserva?')).toHaveCount(0);
  for (const [i, age] of o.ages.entries()) {
    const [nombres, apellidos] = NAMES[i % NAMES.length]!;
    const legend =
      age >= 18 ? `Pasajero ${i + 1} · Adulto de ${age} años` : `Pasajero ${i + 1} · Menor de ${age} años`;
    await fillPassenger(page, legend, {
      nombres,
      apellidos,
      dni: String((age >= 18 ? 30_200_000 : 50_200_000) + i),
      nacimiento: bornAged(o.salida, age),
      ...(i === 0 ? { email: 'lucia@example.com' } : {}),
    });
  }
  // the last birth-date calendar has closed (its month arrows have no names while it fades)
  await expect(page.locator('.mantine-DateInput-calendarHeaderControl')).toHaveCount(0);
}

/**
 * Reservar → POST voucher/pre-reserva → spec §8's 'Reserva completada' over the form
 * (confirmed, issuing subject to full payment; spec §4: OK reloads the page) → the booking's
 * resumen, one click away in the dialog (issue 29, item 12).
 */
export async function preBook(page: Page, o: { look: 'desktop' | 'phone' }) {
  await page.getByRole('button', { name: 'Reservar' }).click();
  const done = page.getByRole('dialog', { name: 'Reserva completada' });
  await expect(done).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/form-pax\?q=assistance$/);
  await expect(done.getByText('La emisión está sujeta al pago total', { exact: false })).toBeVisible();
  const code = (await done
    .getByText(/Código de reserva/)
    .locator('strong')
    .textContent())!.trim();
  expect(code).not.toBe('');
  await snap(page, 'completed', o.look, false);
  await done.getByRole('link', { name: 'Ver el resumen de la reserva' }).click();
  await expect(page).toHaveURL(/\/resumen\?id=\d+$/);
  await expect(done).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Reserva N° \d+$/ })).toBeVisible();
  await expect(page.getByText('Pre-reservada', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Datos de la reserva' }).getByText(code, { exact: true }),
  ).toBeVisible();
  return code;
}
