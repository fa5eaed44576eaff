import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { apiRequest } from '@/shared/api-client';
import { endSession, startSession } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { ClientEntityPicker } from '@/shared/client-entity/client-entity-picker';
import { clientEntityHeaders, useClientEntityStore } from '@/shared/client-entity/client-entity-store';
import { registerPricedQueries, repriceAfterSwitch } from '@/shared/client-entity/priced-queries';

// issue 32 item 1 (D-25): the AS agent's client in the header prices every search.
const LITORAL = { idEntidad: 12, razonSocial: 'Viajes del Litoral S.A.' };
const ANDES = { idEntidad: 15, razonSocial: 'Turismo Andes SRL' };

const login = async (id: number, nivel: number) => {
  act(() =>
    startSession(
      sessionFromLogin({ data: { user: { id, nombre: 'Ana', nivel, uws: 8 } }, accesos: { token: 't' } }),
    ),
  );
  await act(() => Promise.resolve()); // the store reads the user's choice in a microtask
};
const choose = (entity: typeof LITORAL | null) =>
  act(() => useClientEntityStore.getState().setEntity(entity));

describe('the client entity of the quotes', () => {
  afterEach(() => {
    act(() => endSession());
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is sent as X-Id-Entidad by an AS agent who chose one, and by nobody else', async () => {
    await login(3, 2);
    expect(clientEntityHeaders()).toEqual({});
    choose(LITORAL);
    expect(clientEntityHeaders()).toEqual({ 'X-Id-Entidad': '12' });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json([]));
    await apiRequest('cars', '/search-availability/', { method: 'POST', body: {} });
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['X-Id-Entidad']).toBe('12');
    // a vendedor's requests never carry it, whatever the storage holds
    await login(4, 1);
    choose(ANDES);
    expect(clientEntityHeaders()).toEqual({});
  });

  it('is kept per user: another user starts with none, the first finds theirs again', async () => {
    await login(3, 2);
    choose(LITORAL);
    act(() => endSession({ logout: false }));
    await login(5, 2);
    expect(useClientEntityStore.getState().entity).toBeNull();
    choose(ANDES);
    await login(3, 2);
    expect(useClientEntityStore.getState().entity).toEqual(LITORAL);
  });
});

describe('ClientEntityPicker', () => {
  afterEach(() => {
    act(() => endSession());
    localStorage.clear();
  });
  const renderPicker = () =>
    renderWithMantine(
      <QueryClientProvider client={new QueryClient()}>
        <ClientEntityPicker />
      </QueryClientProvider>,
    );

  it('shows an AS agent the client chosen', async () => {
    await login(3, 2);
    choose(LITORAL);
    renderPicker();
    expect(document.getElementById('cliente-precios')).toHaveValue(LITORAL.razonSocial);
    expect(screen.getByText('Precios para el cliente')).toBeInTheDocument();
  });

  it('renders nothing for a vendedor', async () => {
    await login(4, 1);
    renderPicker();
    expect(document.getElementById('cliente-precios')).toBeNull();
  });
});

describe('priced searches', () => {
  afterEach(() => {
    act(() => endSession());
    localStorage.clear();
  });

  it('are cached per client: a switch asks again for the new client’s prices', async () => {
    await login(3, 2);
    choose(LITORAL);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    registerPricedQueries(client);
    const asked: string[] = [];
    const price = vi.fn(async () => {
      const who = clientEntityHeaders()['X-Id-Entidad'] ?? 'nadie';
      asked.push(who);
      return `precio para ${who}`;
    });
    function Results() {
      const cars = useQuery({ queryKey: ['cars', 'search', { oficina: 'MCO' }], queryFn: price });
      const terms = useQuery({ queryKey: ['cars', 'terms', 'AVIS'], queryFn: async () => 'términos' });
      return (
        <p>
          {cars.data ?? 'buscando'} / {terms.data}
        </p>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Results />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('precio para 12 / términos')).toBeInTheDocument();
    choose(ANDES);
    act(() => repriceAfterSwitch(client));
    expect(await screen.findByText('precio para 15 / términos')).toBeInTheDocument();
    expect(asked).toEqual(['12', '15']);
    // the terms are nobody's price: asked once
    expect(client.getQueryCache().findAll({ queryKey: ['cars', 'terms'] })).toHaveLength(1);
    expect(client.getQueryCache().findAll({ queryKey: ['cars', 'search'] })).toHaveLength(2);
  });
});
