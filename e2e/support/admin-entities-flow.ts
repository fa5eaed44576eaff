import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { daysAhead } from './hotels-search';
import { chooseEntity, fillPassenger, yearsBefore } from './tickets-flow';

// The back office's client entities (issue 31, item 3): a CUIT of the journey's own, the form,
// and the AS agent's car booking for the new entity.

/** AFIP's check digit, written here on its own (not the portal's): null where there is none. */
const checkDigit = (ten: string) => {
  const sum = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((acc, w, i) => acc + w * Number(ten[i]), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? null : digit;
};

/** A company CUIT no other run used (a server may be reused), with its right and a wrong digit. */
export function freshCuit(): { body: string; right: number; wrong: number } {
  for (let n = Date.now() % 90_000_000; ; n++) {
    const body = `30${String(10_000_000 + n).slice(-8)}`;
    const right = checkDigit(body);
    if (right !== null) return { body, right, wrong: (right + 1) % 10 };
  }
}

/**
 * A client entity of the journey's own, made through the back office's API (`headers`: an
 * administrator's), with the AS agent 'agente' booking for it unless `withAgent` is false.
 */
export async function createEntity(
  request: APIRequestContext,
  headers: Record<string, string>,
  razonSocial: string,
  withAgent = true,
): Promise<number> {
  let agentes: number[] | undefined;
  if (withAgent) {
    const agents = await request.get('/api/admin/entidades/agentes', { headers });
    const list = (await agents.json()) as { id: number; username: string }[];
    agentes = [list.find((a) => a.username === 'agente')!.id];
  }
  const cuit = freshCuit();
  const made = await request.post('/api/admin/entidades', {
    headers,
    data: { razonSocial, cuit: `${cuit.body}${cuit.right}`, condicionIva: 'Responsable Inscripto', agentes },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { idEntidad: number }).idEntidad;
}

/** Opens a select of the dialog and clicks one of its options. */
export async function pickOption(page: Page, label: RegExp, option: string) {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option }).click();
}

/** An AS agent's BUDGET car in Cancún for `entity`, through the selector of spec §2; answers its id. */
export async function bookCarFor(page: Page, entity: { search: string; name: string }): Promise<string> {
  const checkin = daysAhead(12);
  const query = new URLSearchParams({
    brand: 'BUDGET',
    oficinaIn: 'CUN',
    oficinaOut: 'CUN',
    paisIn: 'MX',
    checkin,
    checkout: daysAhead(16),
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
  await expect(ask.or(page.getByText('¿A qué cliente pertenece la reserva?'))).toBeVisible();
  if (await ask.isVisible()) await ask.click();
  await expect(page).toHaveURL(formPax);
  await chooseEntity(page, entity.search, entity.name);
  await fillPassenger(page, /Pasajero 1/, {
    nombres: 'Lucía',
    apellidos: 'Fernández',
    dni: '30100000',
    nacimiento: yearsBefore(checkin, 38),
  });
  await page.getByRole('button', { name: 'Reservar' }).click();
  await expect(page).toHaveURL(/\/resumen\?id=\d+$/, { timeout: 20_000 });
  const done = page.getByRole('dialog', { name: 'Reserva completada' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  return new URL(page.url()).searchParams.get('id')!;
}
