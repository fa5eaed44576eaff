import { expect, type Page } from '@playwright/test';

// Helpers of the ticket journeys (tests/tickets.spec.ts). Dates are relative to today, in
// the agency's zone, and avoid the sandbox's sold-out days (apps/api/src/modules/tickets/README.md).
export type Park = 'disney' | 'disneyland' | 'universal';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const todayUtc = () =>
  new Date(
    `${new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' })}T00:00:00Z`,
  );

const SOLD_OUT_DAYS = ['12-24', '12-25', '12-31', '01-01'];
const SOLD_OUT_DATES = ['2027-05-03', '2027-06-08', '2027-07-13', '2027-09-08', '2027-02-01', '2027-04-01'];
const SOLD_OUT_MORE = ['2027-06-17', '2027-08-25', '2027-03-25', '2027-05-04'];

/** An open entry date about `days` days from today. */
export const openDate = (days = 45): string => {
  const d = todayUtc();
  d.setUTCDate(d.getUTCDate() + days);
  while (SOLD_OUT_DAYS.includes(iso(d).slice(5)) || [...SOLD_OUT_DATES, ...SOLD_OUT_MORE].includes(iso(d)))
    d.setUTCDate(d.getUTCDate() + 1);
  return iso(d);
};

/** The next 25 December: sold out at Walt Disney World and Disneyland. */
export const nextChristmas = (): string => {
  const t = todayUtc();
  const year = iso(t).slice(5) > '12-25' ? t.getUTCFullYear() + 1 : t.getUTCFullYear();
  return `${year}-12-25`;
};

/** DD/MM/YYYY of `years` years before an ISO date (the form's typed format). */
export const yearsBefore = (date: string, years: number): string => {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${Number(y) - years}`;
};

export const searchUrl = (park: Park, fecha: string, adults = 2, minors = 1, days = 2) =>
  `/tickets/tickets-index?park=${park}&adults=${adults}&minors=${minors}${park === 'universal' ? '' : `&days=${days}`}&fecha=${fecha}`;

export type PaxData = { nombres: string; apellidos: string; dni: string; nacimiento: string; email?: string };

/** Fills one passenger block, found by its legend ('Pasajero 1 · Adulto'). */
export async function fillPassenger(page: Page, legend: string | RegExp, pax: PaxData) {
  const block = page.getByRole('group', { name: legend });
  await block.getByLabel('Nombres').fill(pax.nombres);
  await block.getByLabel('Apellidos').fill(pax.apellidos);
  await block.getByLabel('Número de documento').fill(pax.dni);
  const birth = block.getByLabel('Fecha de nacimiento');
  await birth.fill(pax.nacimiento);
  await birth.press('Escape');
  await birth.blur();
  if (pax.email !== undefined) await block.getByLabel('Correo electrónico').fill(pax.email);
}

/** AS agents: the client entity, searched from 4 characters. */
export async function chooseEntity(page: Page, text: string, name: string) {
  const input = page.locator('#cliente-entidad');
  await expect(page.getByText('¿A qué cliente pertenece la reserva?')).toBeVisible();
  await input.fill(text);
  await page.getByRole('option', { name }).click();
  await expect(input).toHaveValue(name);
}
