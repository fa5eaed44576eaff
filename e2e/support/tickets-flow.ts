import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { isSoldOut } from '@portal/sandbox/tickets/sold-out';
import type { UserKey } from './users';

// Helpers of the ticket journeys (tests/tickets.spec.ts). Dates are relative to today, in
// the agency's zone; which ones are sold out is the sandbox's own rule (`isSoldOut`, the
// source of truth named by apps/api/src/modules/tickets/README.md), not a copied list that
// ends with one year.
export type Park = 'disney' | 'disneyland' | 'universal';
const PARKS: readonly Park[] = ['disney', 'disneyland', 'universal'];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const todayUtc = () =>
  new Date(
    `${new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' })}T00:00:00Z`,
  );

/** The first date `days` or more days from today that no park has sold out. */
export const openDate = (days = 45): string => {
  const d = todayUtc();
  d.setUTCDate(d.getUTCDate() + days);
  while (PARKS.some((park) => isSoldOut(park, iso(d)))) d.setUTCDate(d.getUTCDate() + 1);
  return iso(d);
};

/** The next 25 December: sold out at Walt Disney World and Disneyland. */
export const nextChristmas = (): string => {
  const t = todayUtc();
  const year = iso(t).slice(5) > '12-25' ? t.getUTCFullYear() + 1 : t.getUTCFullYear();
  return `${year}-12-25`;
};

/** DD/MM/YYYY of `years` years before an ISO date (the form's typed format); 29 Feb → 28 Feb. */
export const yearsBefore = (date: string, years: number): string => {
  const [y, m, d] = date.split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return `${day}/${m}/${Number(y) - years}`;
};

export const searchUrl = (park: Park, fecha: string, adults = 2, minors = 1, days = 2) =>
  `/tickets/tickets-index?park=${park}&adults=${adults}&minors=${minors}${park === 'universal' ? '' : `&days=${days}`}&fecha=${fecha}`;

export type UniversalEvent = { eventDateTime: string; available: number };

/**
 * The first date from `days` days ahead, open at every park, with a Universal Express slot
 * for `party` people, and that slot, as the running server counts places (bookings of
 * earlier runs on a reused server use them up).
 */
export async function expressSlot(
  request: APIRequestContext,
  o: { token: string; party: number; days?: number },
): Promise<{ fecha: string; event: UniversalEvent; events: UniversalEvent[] }> {
  let fecha = openDate(o.days ?? 10);
  for (let tries = 0; tries < 60; tries++) {
    const res = await request.get(`/api/tickets/findEvents/UOR-EXP-1D/${fecha}/UEXP/${o.party}`, {
      headers: { authorization: `Bearer ${o.token}` },
    });
    expect(res.status()).toBe(200);
    const events = (await res.json()) as UniversalEvent[];
    if (events[0]) return { fecha, event: events[0], events };
    fecha = openDate(daysFromToday(fecha) + 1);
  }
  throw new Error('no Universal Express slot in 60 open days');
}

const daysFromToday = (date: string) =>
  Math.round((new Date(`${date}T00:00:00Z`).getTime() - todayUtc().getTime()) / 86_400_000);

/** Searches from a search URL and presses 'Comprar' on the first ticket listed. */
export async function buyFirstTicket(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Comprar/ })
    .click();
}

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

/**
 * form-pax for tickets: the client entity (AS agents only, spec §5), two adults and, with
 * `minor`, a 6-year-old on the entry date `fecha`.
 */
export async function fillTicketForm(page: Page, o: { user: UserKey; fecha: string; minor: boolean }) {
  if (o.user === 'agente') await chooseEntity(page, 'Viaj', 'Viajes del Litoral S.A.');
  else await expect(page.getByText('¿A qué cliente pertenece la reserva?')).toHaveCount(0);
  await fillPassenger(page, 'Pasajero 1 · Adulto', {
    nombres: 'Lucía',
    apellidos: 'Fernández',
    dni: '30111222',
    nacimiento: '15/05/1985',
    email: 'lucia@example.com',
  });
  await fillPassenger(page, 'Pasajero 2 · Adulto', {
    nombres: 'Pablo',
    apellidos: 'Fernández',
    dni: '29111333',
    nacimiento: '02/11/1983',
  });
  if (!o.minor) return;
  await fillPassenger(page, /Pasajero 3 · Menor/, {
    nombres: 'Tomás',
    apellidos: 'Fernández',
    dni: '55111444',
    nacimiento: yearsBefore(o.fecha, 6),
  });
}

/** 'Reservar' on form-pax, and the 'Reserva completada' dialog of spec §4, §8. */
export async function reserveTickets(page: Page) {
  await page.getByRole('button', { name: 'Reservar' }).click();
  const done = page.getByRole('dialog', { name: 'Reserva completada' });
  await expect(done).toBeVisible({ timeout: 15_000 });
  await expect(done.getByText('La emisión está sujeta al pago total')).toBeVisible();
  await expect(done.getByText(/Código de reserva/)).toBeVisible();
  return done;
}
