import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { SuppliersPage } from './suppliers-page';

const minute = (i: number, calls: number, errors: number) => ({
  minute: `2026-11-27T15:${String(i).padStart(2, '0')}:00.000Z`,
  calls,
  errors,
  p95Ms: calls ? 900 : null,
});
const health = (supplier: string, state: string, calls: number, errors: number) => ({
  supplier,
  calls,
  errors,
  errorRate: calls ? errors / calls : 0,
  p50Ms: calls ? 120 : null,
  p95Ms: calls ? 900 : null,
  state,
  lastError:
    errors > 0
      ? { at: '2026-11-27T15:14:30.000Z', outcome: 'unavailable', status: 503, path: '/locations' }
      : null,
  perMinute: Array.from({ length: 15 }, (_, i) => minute(i, i === 14 ? calls : 0, i === 14 ? errors : 0)),
});

afterEach(() => {
  endSession({ logout: false });
  vi.restoreAllMocks();
});

describe('the supplier health page', () => {
  it('says at a glance which supplier is failing, with its numbers', async () => {
    login(4);
    mockApi({
      '/proveedores': [
        200,
        {
          generatedAt: '2026-11-27T15:15:00.000Z',
          windowMinutes: 15,
          suppliers: [
            health('AVIS', 'fallando', 8, 8),
            health('BUDGET', 'normal', 12, 0),
            health('HBSI', 'sin-llamadas', 0, 0),
          ],
        },
      ],
    });
    renderRoutes([{ path: '/admin/proveedores', element: <SuppliersPage /> }], '/admin/proveedores');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('AVIS (autos)');
    expect(alert).not.toHaveTextContent('BUDGET');
    const table = screen.getByRole('table', { name: 'Salud de los proveedores' });
    const avis = within(table).getByText('AVIS (autos)').closest('tr')!;
    expect(avis).toHaveTextContent('Fallando');
    expect(avis).toHaveTextContent('100 %');
    // 15:14:30 UTC is 12:14 in Buenos Aires
    expect(avis).toHaveTextContent(/12:14 · unavailable \(HTTP 503\) · \/locations/);
    const budget = within(table).getByText('BUDGET (autos)').closest('tr')!;
    expect(budget).toHaveTextContent('Normal');
    expect(budget).toHaveTextContent('120 ms');
  });
});
