import { MantineProvider } from '@mantine/core';
import { addDays, agencyToday } from '@portal/domain/dates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DisneySearchPage } from './disney-search-page';

const renderAt = (url: string) => {
  const router = createMemoryRouter(
    [
      { path: '/hoteles/disney', element: <DisneySearchPage /> },
      { path: '/hoteles/hotel-results', element: <p>Resultados</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
};

describe('hoteles/disney search', () => {
  it('asks for the stay before searching', async () => {
    const router = renderAt('/hoteles/disney?provider=disneyland');
    expect(screen.getByRole('heading', { name: 'Disneyland' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Debe indicar la fecha de ingreso y de salida')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hoteles/disney');
  });

  it('refuses a stay sooner than 9 days for a non-AS user (spec §5)', async () => {
    const checkin = addDays(agencyToday(new Date()), 3);
    renderAt(`/hoteles/disney?checkin=${checkin}&checkout=${addDays(checkin, 2)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/9 días/)).toBeInTheDocument();
  });

  it('searches with the whole search in the results URL', async () => {
    const checkin = addDays(agencyToday(new Date()), 30);
    const checkout = addDays(checkin, 4);
    const query = `provider=disney&checkin=${checkin}&checkout=${checkout}&adultos=2&edades=5&habitaciones=2&categoria=LUJO`;
    const router = renderAt(`/hoteles/disney?${query}`);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Resultados')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?${query}`);
  });
});
