import { expect, type Page } from '@playwright/test';
import { bornAged } from './assistance-flow';
import { dayButton } from './hotels-search';
import { chooseEntity, fillPassenger } from './tickets-flow';
import { shot } from './users';

// Helpers of the activities and transfers journeys (tests/activities.spec.ts): the
// destination search, the activity card's 'Quiero Reservar!', the transfer form and form-pax.

/** A screenshot named activities-<name>-<look>, from the top of the page. */
export async function snap(page: Page, name: string, look: 'desktop' | 'phone', fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot(`activities-${name}-${look}`), fullPage, animations: 'disabled' });
}

/** traslados&Actividades: a destination found by what the agent types, and Actividades or Traslados. */
export async function chooseDestination(
  page: Page,
  text: string,
  option: string,
  what: 'Actividades' | 'Traslados',
) {
  await page.goto('/traslados&Actividades');
  await page.getByRole('radio', { name: what }).check();
  await page.getByRole('combobox', { name: 'Destino', exact: true }).fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A date in an open date picker (its button, then the day). */
export async function pickDate(page: Page, button: string | RegExp, iso: string) {
  await page.getByRole('button', { name: button }).click();
  await (await dayButton(page, iso)).click();
}

/** Picks a Select option by the field's label. */
export async function select(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const NAMES = [
  ['Lucía', 'Fernández'],
  ['Martín', 'Fernández'],
  ['Sofía', 'Fernández'],
] as const;

/** form-pax: the client entity (AS agents) then adults and minors of the searched ages on `date`. */
export async function fillParty(
  page: Page,
  o: { date: string; adults: number; childAges: number[]; entity?: boolean },
) {
  if (o.entity) await chooseEntity(page, 'Pata', 'Turismo Patagonia S.R.L.');
  const ages = [...Array<number>(o.adults).fill(40), ...o.childAges];
  for (const [i, age] of ages.entries()) {
    const [nombres, apellidos] = NAMES[i % NAMES.length]!;
    const adult = i < o.adults;
    await fillPassenger(
      page,
      new RegExp(`^Pasajero ${i + 1} · ${adult ? 'Adulto' : `Menor de ${age} años`}`),
      {
        nombres,
        apellidos,
        dni: String((adult ? 30_300_000 : 50_300_000) + i),
        nacimiento: bornAged(o.date, age),
        ...(i === 0 ? { email: 'lucia@example.com' } : {}),
      },
    );
  }
  await expect(page.locator('.mantine-DateInput-calendarHeaderControl')).toHaveCount(0);
}
