import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchPage } from '@/shared/forms/search-page';
import { useSearchToResults } from '@/shared/forms/use-search-to-results';
import { renderRoutes } from '../../test/render-page';

const toQuery = (destino: string) => new URLSearchParams({ destino }).toString();

function Page() {
  const { initial, goToResults } = useSearchToResults(
    (params) => params.get('destino') ?? '',
    toQuery,
    (query) => `/resultados?${query}`,
  );
  return (
    <SearchPage title="Vuelos" intro="Elija el destino.">
      <p>Destino inicial: {initial}</p>
      <button type="button" onClick={() => goToResults('MIA')}>
        Buscar
      </button>
    </SearchPage>
  );
}

describe('SearchPage and useSearchToResults', () => {
  it('shows the title and what to choose, the form starting from the URL search', () => {
    renderRoutes([{ path: '/buscar', element: <Page /> }], '/buscar?destino=COR');
    expect(screen.getByRole('heading', { level: 1, name: 'Vuelos' })).toBeInTheDocument();
    expect(screen.getByText('Elija el destino.')).toBeInTheDocument();
    expect(screen.getByText('Destino inicial: COR')).toBeInTheDocument();
  });

  it('goes to the results, and back shows the search just made', async () => {
    const router = renderRoutes(
      [
        { path: '/buscar', element: <Page /> },
        { path: '/resultados', element: <p>Resultados</p> },
      ],
      '/buscar?destino=COR',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resultados'));
    expect(router.state.location.search).toBe('?destino=MIA');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/buscar');
    expect(router.state.location.search).toBe('?destino=MIA');
  });
});
