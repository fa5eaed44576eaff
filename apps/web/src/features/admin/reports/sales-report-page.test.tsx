import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { SalesReportPage } from './sales-report-page';

// recharts does not draw in jsdom: the charts' chunk is stood in for, the rest is the page's own
vi.mock('./sales-charts', () => ({ SalesCharts: () => <p>gráficos</p> }));

const figures = (o: Record<string, number>) => ({
  reservas: 0,
  venta: 0,
  neto: 0,
  margen: 0,
  margenPct: 0,
  canceladas: 0,
  penalidades: 0,
  sinConfirmar: 0,
  ventaSinConfirmar: 0,
  ...o,
});
const report = {
  desde: '2026-03-01',
  hasta: '2026-03-31',
  agrupar: 'linea',
  moneda: 'USD',
  filas: [
    {
      clave: 'hotels',
      etiqueta: 'Hoteles',
      ...figures({ reservas: 2, venta: 1500, neto: 1350, margen: 150, margenPct: 10 }),
    },
    {
      clave: 'cars',
      etiqueta: 'Autos',
      ...figures({ reservas: 2, venta: 500.5, neto: 430, margen: 70.5, margenPct: 14.09 }),
    },
    { clave: 'tickets', etiqueta: 'Tickets', ...figures({ canceladas: 1, penalidades: 40 }) },
  ],
  totales: figures({
    reservas: 4,
    venta: 2000.5,
    neto: 1780,
    margen: 220.5,
    margenPct: 11.02,
    canceladas: 1,
    penalidades: 40,
    sinConfirmar: 2,
    ventaSinConfirmar: 230,
  }),
  porMes: [{ mes: '2026-03', etiqueta: 'mar 2026', reservas: 4, venta: 2000.5, neto: 1780, margen: 220.5 }],
};

beforeEach(() => {
  // mantine-datatable shows a column while matchMedia('') matches, as it does in a browser
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '',
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
});

afterEach(() => {
  endSession({ logout: false });
  vi.restoreAllMocks();
});

const open = () =>
  renderRoutes([{ path: '/admin/reportes', element: <SalesReportPage /> }], '/admin/reportes');
/** The first cell of each body row (the table's footer holds the totals). */
const rowNames = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((r) => r.querySelector('td')?.textContent);

describe('the sales report page', () => {
  it("asks for this month by line in USD and shows the figures, the charts and the table's totals", async () => {
    login(4);
    const api = mockApi({ '/reportes/ventas': [200, report] });
    open();
    expect(await screen.findByRole('group', { name: 'Margen' })).toHaveTextContent('US$ 220,50');
    expect(screen.getByRole('group', { name: 'Margen %' })).toHaveTextContent('11,02 %');
    expect(screen.getByRole('group', { name: 'Venta' })).toHaveTextContent('US$ 2.000,50');
    expect(
      screen.getByText(/1 canceladas \(penalidades US\$ 40,00\) · 2 sin confirmar \(US\$ 230,00\)/),
    ).toBeVisible();
    expect(await screen.findByText('gráficos')).toBeInTheDocument();
    const url = new URL(String(api.mock.calls[0]![0]), 'http://x');
    expect([url.searchParams.get('agrupar'), url.searchParams.get('moneda')]).toEqual(['linea', 'USD']);
    expect(url.searchParams.get('desde')).toMatch(/^\d{4}-\d{2}-01$/);

    const table = screen.getByRole('table', { name: 'Ventas por línea de producto' });
    expect(rowNames(table)).toEqual(['Hoteles', 'Autos', 'Tickets']);
    expect(table.querySelector('tfoot')).toHaveTextContent(/Total\s*4\s*US\$ 2\.000,50/);
    // by margin %, the largest first, then the other way
    await userEvent.click(within(table).getByText('Margen %'));
    await waitFor(() => expect(rowNames(table)).toEqual(['Autos', 'Hoteles', 'Tickets']));
    await userEvent.click(within(table).getByText('Margen %'));
    await waitFor(() => expect(rowNames(table)).toEqual(['Tickets', 'Hoteles', 'Autos']));
  });

  it('says so when nothing sold in the period, and offers no export', async () => {
    login(4);
    mockApi({ '/reportes/ventas': [200, { ...report, filas: [], totales: figures({}), porMes: [] }] });
    open();
    expect(await screen.findByText('No hay ventas en el período')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeDisabled();
  });

  it("shows the server's message when the report cannot be read", async () => {
    login(4);
    mockApi({ '/reportes/ventas': [400, { message: 'El período del reporte no puede superar los 2 años' }] });
    open();
    expect(await screen.findByText('El período del reporte no puede superar los 2 años')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
