import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  DOMESTIC_BANNER,
  fillSearch,
  FOREIGN_BANNER,
  hotelCard,
  inDialog,
  openTab,
  search,
  snap,
  tableRows,
  type Stay,
} from '../support/tarifario-flow';
import { PHONE, storageStateOf } from '../support/users';

// The agency's rate sheet (issue 17, spec §2 TARIFARIO, §4 'Tarifario'): country → zone and the
// stay, 'Tarifas Encontradas' with the hotels (banner, rate table per room, room dialog),
// excursions (Adultos / Menores, activity dialog) and transfers (direction arrows), from the
// demo sheet the server seeds (apps/api/src/seed/tarifario-*.ts).

test.describe('tarifario as vendedor', () => {
  test.use({ storageState: storageStateOf('vendedor'), viewport: { width: 1366, height: 900 } });

  test('Bariloche: domestic banner, every tab and dialog, a reload, back to the search', async ({ page }) => {
    test.slow();
    // 10 nights across the day 120 where some rooms change period (the sheet starts today)
    const stay: Stay = { pais: 'Argentina', zona: 'Bariloche', from: 115, nights: 10 };
    await fillSearch(page, stay);
    await snap(page, 'search', 'desktop');
    await search(page);

    await expect(page.getByText('Bariloche, Argentina')).toBeVisible();
    await expect(page.getByText(/· 10 noches$/)).toBeVisible();
    await expect(page.getByText(DOMESTIC_BANNER)).toBeVisible();
    await expect(page.getByTestId('hotel-card')).toHaveCount(3);
    const nahuel = hotelCard(page, 'Hotel Costa del Nahuel');
    await expect(nahuel.getByRole('img', { name: '4 estrellas' })).toBeVisible();
    await expect(nahuel.getByText('Av. Exequiel Bustillo km 3,5')).toBeVisible();
    await expect(nahuel.getByText('Desde', { exact: true })).toBeVisible();
    // two periods in the stay; the superior room sells no single in the second; nobody a quadruple
    const superior = nahuel.getByRole('table', { name: /^Tarifas de Habitación Superior/ });
    const rows = await tableRows(superior);
    expect(rows[0]).toEqual(['Vigencia', 'Single', 'Doble', 'Triple', 'Régimen', 'Observaciones']);
    expect(rows).toHaveLength(3);
    expect(rows[1]![1]).toMatch(/^\$ [\d.]+,00$/);
    expect(rows[1]![5]).toBe('Sin Observaciones');
    expect(rows[2]![1]).toBe('—No se vende');
    expect(rows[2]![5]).toBe('Temporada alta: estadía mínima 3 noches');
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'hotels', 'desktop');

    await inDialog(
      page,
      nahuel.getByRole('button', { name: /^Detalles de la Habitación: Habitación Superior/ }),
      'Detalles de la Habitación',
      async (dialog) => {
        await expect(dialog.getByText('Más amplia, con vista y frigobar')).toBeVisible();
        await expect(dialog.getByText('Temporada alta: estadía mínima 3 noches')).toBeVisible();
        await snap(page, 'room-dialog', 'desktop', false);
      },
    );

    await openTab(page, 'Excursiones');
    await expect(page.getByText(DOMESTIC_BANNER)).toHaveCount(0);
    const chico = page.getByRole('article', { name: 'Circuito Chico y Cerro Campanario' });
    expect(await tableRows(chico.getByRole('table'))).toEqual([
      ['Pasajero', 'Tarifa'],
      ['Adultos', '$ 38.000,00'],
      ['Menores', '$ 19.000,00'],
    ]);
    const tronador = page.getByRole('article', { name: 'Cerro Tronador y Ventisquero Negro' });
    expect(await tableRows(tronador.getByRole('table'))).toEqual([
      ['Pasajero', 'Tarifa'],
      ['Adultos', 'US$ 95,00'],
    ]);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'excursions', 'desktop');
    await inDialog(
      page,
      chico.getByRole('button', { name: /^Detalles de la actividad/ }),
      'Detalles de la actividad',
      async (dialog) => {
        await expect(dialog.getByText('Medio día por el Llao Llao con aerosilla')).toBeVisible();
        await snap(page, 'activity-dialog', 'desktop', false);
      },
    );

    await openTab(page, 'Traslados');
    await expect(page.getByText(DOMESTIC_BANNER)).toHaveCount(0);
    await expect(page.getByTestId('transfer-card')).toHaveCount(3);
    const arrow = (name: string) => page.getByRole('article', { name, exact: true }).getByRole('img');
    await expect(arrow('Aeropuerto - Hotel')).toHaveAccessibleName('Dirección: Llegada');
    await expect(arrow('Hotel - Aeropuerto')).toHaveAccessibleName('Dirección: Salida');
    await expect(arrow('Aeropuerto - Hotel - Aeropuerto')).toHaveAccessibleName('Dirección: Ida y vuelta');
    await expect(
      page.getByRole('article', { name: 'Aeropuerto - Hotel', exact: true }).getByRole('row'),
    ).toHaveCount(5); // the header and parties of 1 to 4
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'transfers', 'desktop');

    // a reload asks the server again and stays on the tab
    await page.reload();
    await expect(page.getByRole('tab', { name: /^Traslados/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('transfer-card')).toHaveCount(3);

    // back to the search, filled in; another zone has a hotel without category
    await page.getByRole('link', { name: 'Volver a la búsqueda' }).click();
    await expect(page.getByRole('combobox', { name: 'Zona' })).toHaveValue('Bariloche');
    await page.getByRole('combobox', { name: 'Zona' }).click();
    await page.getByRole('option', { name: 'Mendoza', exact: true }).click();
    await search(page);
    await expect(hotelCard(page, 'Hostal del Parque').getByText('Categoria no especificada')).toBeVisible();
  });
});

test.describe('tarifario as agente, on a phone', () => {
  test.use({ storageState: storageStateOf('agente'), viewport: PHONE });

  test('Punta Cana: foreign banner, every tab and dialog', async ({ page }) => {
    test.slow();
    await fillSearch(page, { pais: 'República Dominicana', zona: 'Punta Cana', from: 40, nights: 5 });
    await snap(page, 'search', 'phone');
    await search(page);

    await expect(page.getByText(FOREIGN_BANNER)).toBeVisible();
    await expect(page.getByText(DOMESTIC_BANNER)).toHaveCount(0);
    const bavaro = hotelCard(page, 'Bávaro Palms Resort');
    await expect(bavaro.getByRole('img', { name: '5 estrellas' })).toBeVisible();
    // on a phone each period is a block of 'label value' lines that fits the screen
    const table = bavaro.getByRole('table', { name: /^Tarifas de Suite Junior/ });
    await expect(table.getByRole('columnheader')).toHaveCount(5);
    const box = await table.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    await expect(table.getByRole('cell', { name: /All inclusive/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'hotels', 'phone');
    await inDialog(
      page,
      bavaro.getByRole('button', { name: /^Detalles de la Habitación: Suite Junior/ }),
      'Detalles de la Habitación',
      async (dialog) => {
        await expect(dialog.getByText('Living integrado y bañera de hidromasaje')).toBeVisible();
        await snap(page, 'room-dialog', 'phone', false);
      },
    );

    await openTab(page, 'Excursiones');
    await expect(page.getByText(FOREIGN_BANNER)).toHaveCount(0);
    const saona = page.getByRole('article', { name: 'Isla Saona' });
    expect(await tableRows(saona.getByRole('table'))).toEqual([
      ['Pasajero', 'Tarifa'],
      ['Adultos', 'US$ 120,00'],
      ['Menores', 'US$ 70,00'],
    ]);
    await snap(page, 'excursions', 'phone');
    await inDialog(
      page,
      saona.getByRole('button', { name: /^Detalles de la actividad/ }),
      'Detalles de la actividad',
      async (dialog) => {
        await expect(dialog.getByText('Catamarán y lancha, almuerzo buffet y bebidas')).toBeVisible();
        await snap(page, 'activity-dialog', 'phone', false);
      },
    );

    await openTab(page, 'Traslados');
    await expect(page.getByTestId('transfer-card')).toHaveCount(3);
    await expect(
      page.getByRole('article', { name: 'Hotel - Aeropuerto', exact: true }).getByRole('img'),
    ).toHaveAccessibleName('Dirección: Salida');
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'transfers', 'phone');
  });
});
