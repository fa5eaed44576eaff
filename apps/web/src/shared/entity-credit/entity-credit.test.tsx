import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { useAuthStore } from '@/shared/auth/auth-store';
import type { TSession } from '@/shared/auth/session-cookie';
import { EntityCredit } from '@/shared/entity-credit/entity-credit';

const session = (nivel: number): TSession => ({
  id: 7,
  nombre: 'Agustina Ferreyra',
  nivel,
  uws: 3,
  token: 'tkn',
  idUser: 7,
  idUWS: 3,
  isAgenteAS: nivel === 2,
  expiresAt: Date.now() + 60_000,
});
const none = { limite: null, usado: 0, pagos: 0, disponible: null };
const answer = (usd: object, ars: object = { moneda: 'ARS', ...none }) =>
  vi.fn(async () => Response.json({ idEntidad: 4, lineas: [{ moneda: 'USD', ...usd }, ars] }));
const plain = (s: string | null) => s?.replace(/\s/g, ' ');

const show = (fetch: ReturnType<typeof answer>, idEntidad: number | null = 4) => {
  vi.stubGlobal('fetch', fetch);
  renderWithMantine(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EntityCredit idEntidad={idEntidad} />
    </QueryClientProvider>,
  );
};
const status = () => screen.findByRole('status', { name: 'Crédito de la entidad' });

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null });
});

describe('EntityCredit (issue 32, item 2)', () => {
  it("shows the AS agent what is left of the entity's limit", async () => {
    useAuthStore.setState({ user: session(2) });
    const fetch = answer({ limite: 1000, usado: 250.5, pagos: 0, disponible: 749.5 });
    show(fetch);
    expect(plain((await status()).textContent)).toBe('Crédito disponible: US$ 749,50');
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/main/entidades/4/credito');
  });

  it('says when little (under a tenth of the limit) or nothing is left', async () => {
    useAuthStore.setState({ user: session(2) });
    show(
      answer(
        { limite: 1000, usado: 901, pagos: 0, disponible: 99 },
        { moneda: 'ARS', limite: 50_000, usado: 60_000, pagos: 0, disponible: -10_000 },
      ),
    );
    const text = plain((await status()).textContent);
    expect(text).toContain('Crédito disponible: US$ 99,00 (poco crédito)');
    expect(text).toContain('Crédito disponible: $ 0,00 (sin crédito)');
  });

  it('shows nothing without a limit, without an entity, or to other users', async () => {
    useAuthStore.setState({ user: session(2) });
    const fetch = answer(none);
    show(fetch);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();

    const never = answer({ limite: 10, usado: 0, pagos: 0, disponible: 10 });
    show(never, null);
    useAuthStore.setState({ user: session(1) });
    show(never);
    expect(never).not.toHaveBeenCalled();
  });
});
