import { expect, type Page } from '@playwright/test';
import { bookAndSeeResumen } from './disney-hotels-flow';
import { daysAhead } from './hotels-search';
import { fillPassenger, yearsBefore } from './tickets-flow';

// The back office's users (issue 31, item 2): a user created in /admin/usuarios, their first
// login with the temporary password, its change, and a booking.

export type TNewUser = { username: string; nombre: string; uws: string };

/** Creates the user in the open users page; answers the temporary password the dialog shows once. */
export async function createUserInBackOffice(page: Page, user: TNewUser): Promise<string> {
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill(user.username);
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(user.nombre);
  await dialog
    .getByRole('textbox', { name: 'Rol' })
    .or(dialog.getByRole('combobox', { name: 'Rol' }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Vendedor (nivel 1)' }).click();
  await dialog.getByRole('textbox', { name: 'UWS' }).fill(user.uws);
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(dialog).toBeHidden();
  const shown = page.getByRole('dialog', { name: 'Contraseña temporal' });
  await expect(shown).toContainText(user.username);
  return (await shown.getByTestId('clave-temporal').textContent())!.trim();
}

/** Logs in through the form, without waiting for any page after it. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/public/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** The seller's BUDGET car in Cancún a month ahead, booked to the resumen. */
export async function bookCarAsSeller(page: Page) {
  const checkin = daysAhead(30);
  const query = new URLSearchParams({
    brand: 'BUDGET',
    oficinaIn: 'CUN',
    oficinaOut: 'CUN',
    paisIn: 'MX',
    checkin,
    checkout: daysAhead(34),
    horaIn: '10:00',
    horaOut: '10:00',
    edad: '35',
    residencia: 'AR',
  });
  await page.goto(`/autos/results?${query}`);
  const card = page.getByTestId('car-card').first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Elegir' }).first().click();
  // a car with extras asks about them first; one without goes straight to the form
  const formPax = /\/form-pax\?q=cars$/;
  const ask = page.getByRole('button', { name: 'No' });
  const passenger = page.getByRole('group', { name: /Pasajero 1/ });
  await expect(ask.or(passenger)).toBeVisible();
  if (await ask.isVisible()) await ask.click();
  await expect(page).toHaveURL(formPax);
  await fillPassenger(page, /Pasajero 1/, {
    nombres: 'Lucía',
    apellidos: 'Fernández',
    dni: '30100000',
    nacimiento: yearsBefore(checkin, 38),
  });
  await bookAndSeeResumen(page);
}
