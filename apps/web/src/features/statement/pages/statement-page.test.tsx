import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStatement } from '@portal/domain/commerce/statement';
import { MESSAGES } from '@portal/domain/messages';
import { endSession } from '@/shared/auth/auth-store';
import { login, renderRoutes } from '../../../test/render-page';
import { StatementPage } from './statement-page';

const STATEMENT: TStatement = {
  idEntidad: 7,
  razonSocial: 'Viajes Sur SA',
  moneda: 'USD',
  desde: '2026-01-01',
  hasta: '2026-03-10',
  saldoInicial: 100,
  entries: [
    {
      fecha: '2026-02-01',
      tipo: 'reserva',
      descripcion: 'Reserva N° 41 · Autos · Onix',
      idReserva: 41,
      estado: 'confirmed',
      debe: 250.5,
      haber: 0,
      saldo: 350.5,
    },
    {
      fecha: '2026-02-10',
      tipo: 'pago',
      descripcion: 'Pago · Transferencia',
      idPago: 3,
      debe: 0,
      haber: 400,
      saldo: -49.5,
    },
  ],
  totales: { debe: 250.5, haber: 400 },
  saldoFinal: -49.5,
};

const mockStatement = (status: number, body: unknown) => {
  const urls: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    urls.push(new URL(String(input), 'http://portal'));
    return new Response(JSON.stringify(body), { status });
  });
  return urls;
};
const screenIs = (wide: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: wide, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as never,
    );
const renderAt = (url: string) =>
  renderRoutes([{ path: '/cuenta-corriente/:idEntidad', element: <StatementPage /> }], url);

describe('/cuenta-corriente/:idEntidad', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it("shows the entity, the period's summary and every line with its balance", async () => {
    login(2);
    screenIs(true);
    const urls = mockStatement(200, STATEMENT);
    renderAt('/cuenta-corriente/7');
    expect(
      await screen.findByRole('heading', { name: 'Cuenta corriente · Viajes Sur SA' }),
    ).toBeInTheDocument();
    expect(urls[0]!.pathname).toBe('/api/main/cuenta-corriente/7');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ moneda: 'USD' });
    const summary = screen.getByLabelText('Resumen del período');
    expect(within(summary).getByText('US$ 100,00')).toBeInTheDocument();
    expect(within(summary).getAllByText('-US$ 49,50')).toHaveLength(1);
    expect(within(summary).getByText('a favor de la entidad')).toBeInTheDocument();
    const rows = screen.getAllByTestId('statement-entry');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('01/02/2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('US$ 350,50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pago · Transferencia')).toBeInTheDocument();
    expect(screen.getByText('Totales y saldo final')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeEnabled();
  });

  it('shows cards on a phone', async () => {
    login(2);
    screenIs(false);
    mockStatement(200, STATEMENT);
    renderAt('/cuenta-corriente/7');
    const cards = await screen.findAllByTestId('statement-entry');
    expect(cards.map((c) => c.tagName)).toEqual(['LI', 'LI']);
    expect(within(cards[0]!).getByText('+ US$ 250,50')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('− US$ 400,00')).toBeInTheDocument();
  });

  it('asks again in the other currency, kept in the URL', async () => {
    login(2);
    screenIs(true);
    const urls = mockStatement(200, {
      ...STATEMENT,
      entries: [],
      totales: { debe: 0, haber: 0 },
      saldoInicial: 0,
      saldoFinal: 0,
    });
    const router = renderAt('/cuenta-corriente/7?desde=2026-01-01');
    expect(await screen.findByText('No hay movimientos en el período')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'ARS' }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(urls.at(-1)!.searchParams)).toEqual({ desde: '2026-01-01', moneda: 'ARS' }),
    );
    expect(router.state.location.search).toBe('?desde=2026-01-01&moneda=ARS');
  });

  it('says so when the entity is not one the user may read, with nothing to retry', async () => {
    login(1);
    screenIs(true);
    mockStatement(404, { message: MESSAGES.statementNotFound });
    renderAt('/cuenta-corriente/8');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.statementNotFound)).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeDisabled();
  });
});
