import { expect, type Page } from '@playwright/test';
import { ticketAvailable, ticketsFor } from '@portal/sandbox/disney-hotels/tickets';
import { dayLabel, daysAhead, pickStay } from './hotels-search';
import { chooseEntity, fillPassenger, yearsBefore } from './tickets-flow';
import type { UserKey } from './users';

// Helpers of the Disney hotel journeys (tests/disney-hotels.spec.ts). Which tickets are sold
// out on which entry day is the sandbox's own rule (`ticketAvailable`), not a copied list.

const ENTITY = { text: 'Pata', name: 'Turismo Patagonia S.R.L.' };

/**
 * A stay from `from` days ahead, `nights` long, and an entry day in it on which one ticket is
 * sold out and the 4-day one is on sale: the journey meets the refusal, then books.
 */
export function stayWithSoldOutTicket(from: number, nights: number) {
  for (let start = from; start < from + 60; start++) {
    const checkin = daysAhead(start);
    for (let d = 0; d <= nights; d++) {
      const entry = daysAhead(start + d);
      const soldOut = ticketsFor(entry).find((t) => !ticketAvailable(t.code, entry));
      if (soldOut && ticketAvailable('WDW-4D-A', entry))
        return { checkin, checkout: daysAhead(start + nights), entry, soldOut: soldOut.name };
    }
  }
  throw new Error('no entry day with a sold-out ticket in 60 days');
}

/** The Disney search form: destination, stay, one minor of `minorAge`, and the ticket's entry date. */
export async function searchDisney(
  page: Page,
  o: {
    destino: 'Walt Disney World' | 'Disneyland';
    checkin: string;
    checkout: string;
    minorAge?: number;
    entry?: string;
  },
) {
  await page.goto('/hoteles');
  await expect(page).toHaveURL(/\/hoteles\/disney/);
  // the segmented control's radio is hidden under its label
  const radio = page.getByRole('radio', { name: o.destino });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
  await pickStay(page, o.checkin, o.checkout);
  if (o.minorAge !== undefined) {
    await page.getByRole('button', { name: /adultos •/ }).click();
    await page.getByRole('button', { name: 'Agregar menor' }).click();
    await page.getByLabel('Edad del menor 1').selectOption(String(o.minorAge));
    await page.keyboard.press('Escape');
  }
  if (o.entry) {
    await page.getByRole('button', { name: /Establece la fecha de entrada del ticket/ }).click();
    // the calendar holds only the stay's days: its month header is no button. It is asked
    // once it shows (a phone under load drew it after the check: the day looked missing)
    const next = page.getByRole('button', { name: 'Mes siguiente' });
    await expect(next).toBeVisible();
    const day = page.getByRole('button', { name: dayLabel(o.entry), exact: true }).first();
    if (!(await day.isVisible()) && (await next.isEnabled())) await next.click();
    await day.click();
  }
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/hoteles\/hotel-results\?/);
  await expect(page.getByRole('heading', { name: /hoteles? encontrados?/ })).toBeVisible();
}

/** form-pax for a Disney room: the client entity (AS agents), two adults and a minor of `minorAge`. */
export async function fillHotelPassengers(
  page: Page,
  o: { user: UserKey; checkin: string; minorAge?: number },
) {
  if (o.user === 'agente') await chooseEntity(page, ENTITY.text, ENTITY.name);
  const names = [
    ['Lucía', 'Fernández'],
    ['Martín', 'Fernández'],
  ] as const;
  for (const [i, [nombres, apellidos]] of names.entries())
    await fillPassenger(page, `Pasajero ${i + 1} · Adulto`, {
      nombres,
      apellidos,
      dni: String(30_100_000 + i),
      nacimiento: yearsBefore(o.checkin, 38 + i),
    });
  if (o.minorAge !== undefined)
    await fillPassenger(page, new RegExp(`Pasajero 3 · Menor de ${o.minorAge} años`), {
      nombres: 'Tomás',
      apellidos: 'Fernández',
      dni: '50100000',
      nacimiento: yearsBefore(o.checkin, o.minorAge),
    });
}

/** Reservar, then the booking's own page with 'Reserva completada' over it; OK leaves the page. */
export async function bookAndSeeResumen(page: Page) {
  await page.getByRole('button', { name: 'Reservar' }).click();
  await expect(page).toHaveURL(/\/resumen\?id=\d+$/, { timeout: 20_000 });
  const done = page.getByRole('dialog', { name: 'Reserva completada' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Reserva N° \d+$/ })).toBeVisible();
  await expect(page.getByText('Confirmada', { exact: true })).toBeVisible();
  await expect(page.getByText('no se pudo obtener el dato')).toHaveCount(0);
}
