import { parseProviderPrice } from '@portal/domain/money-price';
import { ticketOrderBreakdown } from '@portal/domain/pricing/tickets';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { endSession, startSession } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { OrderSummary } from '@/shared/order-summary/order-summary';
import { toOrderSummary } from '@/shared/order-summary/order-summary-lines';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const meta = {
  title: 'Tickets Walt Disney World',
  product: 'Ticket Base 3 Días',
  dates: { checkin: '2027-03-10' },
  adults: 2,
  minors: 1,
  currency: 'USD' as const,
};

describe('OrderSummary', () => {
  it('shows the domain breakdown: 2 × 150 + 140 + 35 + 35 = 510', () => {
    const cents = ticketOrderBreakdown({
      adult: parseProviderPrice({ VENTA: 150, IVA: 0 }),
      child: parseProviderPrice({ VENTA: 140 }),
      adults: 2,
      minors: 1,
    });
    renderWithMantine(<OrderSummary summary={toOrderSummary(meta, cents)} />);
    const region = screen.getByRole('region', { name: 'Tickets Walt Disney World' });
    expect(within(region).getByText('Ticket Base 3 Días')).toBeInTheDocument();
    expect(within(region).getByText('10-03-2027')).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Desglose de precio' });
    expect(nbsp(lines.textContent ?? '')).toBe(
      'TarifaUS$ 440,00Gasto de reservaUS$ 35,00Gasto administrativoUS$ 35,00',
    );
    expect(nbsp(screen.getByRole('list', { name: 'Total' }).textContent ?? '')).toBe('TotalUS$ 510,00');
    expect(screen.queryByText('IVA')).toBeNull(); // zero lines are left out
    expect(screen.queryByRole('button', { name: 'Eliminar orden' })).toBeNull();
  });

  const withCountryTax = () =>
    toOrderSummary(
      { ...meta, dates: { checkin: '2027-03-10', checkout: '2027-03-15' }, currency: 'ARS' },
      {
        tarifa: 100000,
        gastoReserva: 3500,
        gastoAdmin: 3500,
        iva: 21000,
        pais: 30000,
        rg4815: 0,
        rg5272: 0,
        total: 128000,
      },
    );

  it('country taxes on their own, outside the total; the delete button when asked', async () => {
    const onDelete = vi.fn();
    renderWithMantine(<OrderSummary summary={withCountryTax()} onDelete={onDelete} />);
    expect(screen.getByText('10-03-2027 al 15-03-2027')).toBeInTheDocument();
    const separate = screen.getByRole('list', { name: 'Impuestos informados por separado' });
    expect(nbsp(separate.textContent ?? '')).toContain('Impuesto país (Ley 27.541)$ 300,00');
    expect(nbsp(screen.getByRole('list', { name: 'Total' }).textContent ?? '')).toBe('Total$ 1.280,00');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar orden' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows a Peruvian agency no Argentine country tax (spec §7 compared with PE; issue 11, item 14)', () => {
    startSession(
      sessionFromLogin({
        data: { user: { id: 9, nombre: 'Lima Tours', nivel: 1, uws: 3 }, pais: 'PE' },
        accesos: { token: 't' },
      }),
    );
    renderWithMantine(<OrderSummary summary={withCountryTax()} />);
    expect(screen.queryByRole('list', { name: 'Impuestos informados por separado' })).toBeNull();
    expect(screen.queryByText('Impuesto país (Ley 27.541)')).toBeNull();
    expect(nbsp(screen.getByRole('list', { name: 'Total' }).textContent ?? '')).toBe('Total$ 1.280,00');
    endSession();
  });
});
