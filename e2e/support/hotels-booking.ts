import { expect, type Page } from '@playwright/test';

// Booking page helpers (hotelesNewReserva): passengers per room and the client entity.
const NAMES = ['Lucía', 'Martín', 'Sofía', 'Diego', 'Valentina', 'Joaquín'];

/** Fills the adults of room `room` (ids hab-{room}-{pax}-field of the shared passenger form). */
export async function fillAdults(page: Page, room: number, adults: number) {
  for (let pax = 0; pax < adults; pax++) {
    const id = `hab-${room}-${pax}`;
    const n = room * 2 + pax;
    await page.locator(`#${id}-nombres`).fill(NAMES[n % NAMES.length]!);
    await page.locator(`#${id}-apellidos`).fill('Fernández');
    await page.locator(`#${id}-dni`).fill(String(30_000_000 + n));
    await page.locator(`#${id}-nacimiento`).fill(`15/0${(n % 9) + 1}/19${70 + n}`);
    // the date input commits its value on blur
    await page.locator(`#${id}-nacimiento`).press('Tab');
  }
}

/** '¿A qué cliente pertenece la reserva?': search from 4 characters, then pick. */
export async function chooseEntity(page: Page, text: string, name: string) {
  await page.getByRole('combobox', { name: /A qué cliente pertenece la reserva/ }).fill(text);
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: /A qué cliente/ })).toHaveValue(name);
}

export const CONFIRMED_LINES = [
  'Hotel',
  'Fechas',
  'Número de confirmación',
  'Tarifa',
  /^IVA \(\d+(,\d+)? %\)$/,
  'Gasto administrativo',
  'Gasto de reserva',
  'Total',
  'Impuesto país (Resolución 4815)',
  'Impuesto país (Ley 27.541)',
] as const;
