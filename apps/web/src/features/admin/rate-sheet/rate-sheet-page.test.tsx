import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { RateSheetPage } from './rate-sheet-page';

const zone = (zona: string, n: number[]) => {
  const [hoteles, habitaciones, periodos, excursiones, traslados, filas] = n;
  return { id: 1, pais: 'Testlandia', zona, hoteles, habitaciones, periodos, excursiones, traslados, filas };
};
const LAGO = zone('Lago Historia', [2, 2, 3, 1, 1, 7]);
const CERRO = zone('Cerro Historia', [1, 1, 1, 0, 1, 2]);
const summary = {
  zonas: [LAGO, CERRO].map(({ id, pais, zona }) => ({ id, pais, zona })),
  hoteles: 3,
  habitaciones: 3,
  periodos: 4,
  excursiones: 1,
  traslados: 2,
  filas: 9,
  porZona: [LAGO, CERRO],
};
const MONEDA = 'Hoteles, fila 3, columna Moneda: la moneda debe ser ARS o USD';
const PAX = 'Traslados, fila 2, columna Pax: la cantidad de pasajeros debe ser un número entero de 1 a 99';
const refusal = {
  message: MONEDA,
  errors: [
    { sheet: 'Hoteles', row: 3, message: MONEDA },
    { sheet: 'Traslados', row: 2, message: PAX },
  ],
};
const history = {
  items: [
    {
      id: 2,
      at: '2026-03-10T14:05:00.000Z',
      actorName: 'Laura Benítez (Tarifas)',
      fileName: 'planilla.xlsx',
      fileBytes: 12_595,
      ok: false,
      summary: null,
      error: `${MONEDA}\n${PAX}`,
    },
    {
      id: 1,
      at: '2026-03-09T18:30:00.000Z',
      actorName: 'Administración Mundo Travel',
      fileName: 'Tarifas otoño.xlsx',
      fileBytes: 2_621_440,
      ok: true,
      summary,
      error: null,
    },
  ],
  total: 2,
  page: 1,
  perPage: 20,
};

afterEach(() => {
  endSession({ logout: false });
  vi.restoreAllMocks();
  window.matchMedia = setupMatchMedia;
});

// A desktop browser: its empty media query matches (the data table shows a column that has no
// query of its own), and so does a minimum width.
const setupMatchMedia = window.matchMedia;
const browserMediaQueries = () => {
  window.matchMedia = (query) =>
    ({
      matches: query === '' || query.startsWith('(min-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
};

const open = (importar: [number, unknown]) => {
  login(3);
  browserMediaQueries();
  const fetchMock = mockApi({ '/tarifario/importar': importar, '/tarifario/importaciones': [200, history] });
  renderRoutes([{ path: '/admin/tarifario', element: <RateSheetPage /> }], '/admin/tarifario');
  return fetchMock;
};
const upload = async (file: File) => {
  const user = userEvent.setup();
  await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
  await user.click(screen.getByRole('button', { name: 'Cargar planilla' }));
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const xlsx = (name: string, bytes = 4) => new File(['x'.repeat(bytes)], name);

describe('the rate sheet page (issue 31, item 6)', () => {
  it('shows a refused sheet: the worksheet, row and reason of each problem, and that nothing changed', async () => {
    const fetchMock = open([400, refusal]);
    await upload(xlsx('Tarifas otoño.xlsx'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La planilla no se cargó: Tarifas otoño.xlsx');
    expect(alert).toHaveTextContent('No se modificó ninguna tarifa');
    const rows = within(within(alert).getByRole('table', { name: 'Problemas de la planilla' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map(cells)).toEqual([
      ['Hoteles', '3', 'columna Moneda: la moneda debe ser ARS o USD'],
      ['Traslados', '2', 'columna Pax: la cantidad de pasajeros debe ser un número entero de 1 a 99'],
    ]);
    // the file went as it is, its name URL-encoded
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('/tarifario/importar'))!;
    expect(sent[1]?.headers).toMatchObject({ 'X-File-Name': 'Tarifas%20oto%C3%B1o.xlsx' });
    expect(sent[1]?.body).toBeInstanceOf(File);
  });

  it('shows an accepted sheet: its zones and the rows of each', async () => {
    open([200, summary]);
    await upload(xlsx('tarifas.xlsx'));
    const status = await screen.findByText('Planilla cargada: tarifas.xlsx');
    const result = status.closest<HTMLElement>('[role=status]')!;
    expect(result).toHaveTextContent('2 zonas reemplazadas · 9 filas');
    const rows = within(within(result).getByRole('table', { name: 'Filas cargadas por zona' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map(cells)).toEqual([
      ['Lago Historia (Testlandia)', '2', '2', '3', '1', '1', '7'],
      ['Cerro Historia (Testlandia)', '1', '1', '1', '0', '1', '2'],
    ]);
  });

  it('refuses a file past 10 MB before sending it', async () => {
    const fetchMock = open([200, summary]);
    const user = userEvent.setup();
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      xlsx('enorme.xlsx', 10 * 2 ** 20 + 1),
    );
    expect(await screen.findByText('El archivo supera los 10 MB permitidos')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cargar planilla' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/tarifario/importar'))).toBe(false);
  });

  it('lists the uploads: when, who, which file, its size, the result and the zones or the reason', async () => {
    open([200, summary]);
    const table = await screen.findByRole('table', { name: 'Historial de cargas del tarifario' });
    const refused = (await within(table).findByText('planilla.xlsx')).closest('tr')!;
    // 14:05 UTC is 11:05 in Buenos Aires
    expect(cells(refused).slice(0, 7)).toEqual([
      '10/03/2026, 11:05',
      'Laura Benítez (Tarifas)',
      'planilla.xlsx',
      '12,3 KB',
      'Rechazada',
      '—',
      MONEDA,
    ]);
    const accepted = within(table).getByText('Tarifas otoño.xlsx').closest('tr')!;
    expect(cells(accepted).slice(3, 6)).toEqual(['2,5 MB', 'Aceptada', '2 zonas · 9 filas']);
    await userEvent.setup().click(within(accepted).getByRole('button', { name: 'Tarifas otoño.xlsx' }));
    const detail = await screen.findByRole('table', { name: 'Filas por zona de Tarifas otoño.xlsx' });
    expect(within(detail).getAllByRole('row')).toHaveLength(3);
  });
});
