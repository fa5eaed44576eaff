import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalsProvider } from '@mantine/modals';
import { agencyToday } from '@portal/domain/dates';
import { endSession } from '@/shared/auth/auth-store';
import { login, renderRoutes } from '../../../test/render-page';
import { CreditDialog } from './credit-dialog';

// issue 32, items 2-3: the back office's 'Crédito y pagos' of one entity.
const credit = {
  idEntidad: 4,
  lineas: [
    { moneda: 'USD', limite: 1000, usado: 250.5, pagos: 100, disponible: 749.5 },
    { moneda: 'ARS', limite: null, usado: 0, pagos: 0, disponible: null },
  ],
};
const payment = {
  id: 12,
  idEntidad: 4,
  fecha: '2026-03-02',
  monto: 100,
  moneda: 'USD',
  medio: 'Cheque',
  referencia: 'CH 77',
  revierte: null,
  revertidoPor: null,
  usuario: 'Administración',
  creadoEn: '2026-03-02T15:00:00.000Z',
};
/** the desktop layout: the table's media queries match */
const wideScreen = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: !query.includes('max-width'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as never,
  );
const plain = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

/** The API as the dialog sees it; every write answered with a payment. */
const fakeApi = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if ((init?.method ?? 'GET') !== 'GET') return Response.json({ ...payment, id: 13 }, { status: 201 });
    if (url.includes('/credito')) return Response.json(credit);
    return Response.json({ items: [payment], total: 1, page: 1, perPage: 20 });
  });
const posted = (spy: ReturnType<typeof fakeApi>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

const show = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ModalsProvider>
            <CreditDialog
              entity={{ idEntidad: 4, razonSocial: 'Viajes del Litoral S.A.' }}
              onClose={() => {}}
            />
          </ModalsProvider>
        ),
      },
    ],
    '/',
  );

afterEach(() => {
  endSession({ logout: false });
  vi.restoreAllMocks();
});

describe('CreditDialog', () => {
  it('shows each currency: limit, used, payments and available', async () => {
    login(4);
    wideScreen();
    fakeApi();
    show();
    const usd = await screen.findByRole('group', { name: 'Dólares (USD)' });
    expect(plain(usd.textContent)).toContain(
      'LímiteUS$ 1.000,00UsadoUS$ 250,50PagosUS$ 100,00DisponibleUS$ 749,50',
    );
    const ars = screen.getByRole('group', { name: 'Pesos (ARS)' });
    expect(plain(ars.textContent)).toContain('LímiteSin límite');
    expect(await screen.findByText('CH 77')).toBeInTheDocument();
  });

  it('records a payment dated today', async () => {
    login(4);
    const api = fakeApi();
    show();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Registrar un pago' });
    await user.type(within(form).getByRole('textbox', { name: /^Monto/ }), '500');
    await user.type(within(form).getByRole('textbox', { name: 'Referencia' }), 'TRF 9');
    await user.click(within(form).getByRole('button', { name: 'Registrar pago' }));
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]).toEqual([
      expect.stringMatching(/\/api\/admin\/entidades\/4\/pagos$/),
      {
        fecha: agencyToday(new Date()),
        monto: 500,
        moneda: 'USD',
        medio: 'Transferencia',
        referencia: 'TRF 9',
      },
    ]);
  });

  it('reverses a payment once it is confirmed, by the same amount', async () => {
    login(4);
    wideScreen();
    const api = fakeApi();
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revertir' }));
    expect(posted(api)).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Revertir pago' }));
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]![1]).toEqual({
      fecha: agencyToday(new Date()),
      monto: 100,
      moneda: 'USD',
      medio: 'Cheque',
      referencia: 'Reversión del pago N° 12',
      revierte: 12,
    });
  });

  it('only reads for staff who may not change credit', async () => {
    login(3);
    wideScreen();
    fakeApi();
    show();
    await screen.findByRole('group', { name: 'Dólares (USD)' });
    expect(await screen.findByText('CH 77')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Registrar un pago' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar límite' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revertir' })).toBeNull();
  });
});
