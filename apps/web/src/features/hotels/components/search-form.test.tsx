import { createTheme, MantineProvider, Popover } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { defaultRoomPlans } from '@portal/domain/room-plans';
import type { TCitiesZonesResponse } from '@portal/domain/catalogue/cities-zones';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchFormValues } from '../model/search-request';
import { SearchForm } from './search-form';

// jsdom lays nothing out, so Popover would hide the calendar as "detached" from its input.
const testTheme = createTheme({
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});
// 'Buscar' follows the hotel search under way in the query client
const renderWithTheme = (ui: ReactElement, client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={testTheme}>{ui}</MantineProvider>
    </QueryClientProvider>,
  );

// "today" is a prop of the form: these dates never go stale.
const today = '2025-06-10';
const values = (over: Partial<SearchFormValues> = {}): SearchFormValues => ({
  destino: 'C-ORL',
  stayRange: { checkin: '2025-07-01', checkout: '2025-07-05' },
  rooming: defaultRoomPlans(),
  categoriaHotel: 0,
  ...over,
});
const city = (id: string, ciudad: string, estadoProv: string, pais: string) => ({
  id,
  ciudad,
  estadoProv,
  pais,
});
const CATALOGUE: TCitiesZonesResponse = {
  cities: [
    city('C-ORL', 'Orlando', 'Florida', 'Estados Unidos'),
    city('C-CUN', 'Cancún', 'Quintana Roo', 'México'),
    city('C-MIA', 'Miami', 'Florida', 'Estados Unidos'),
  ],
  zonas: [],
  hotels: [],
};
const renderForm = (o: {
  initial: SearchFormValues;
  kind?: 'main' | 'orlando';
  isAgenteAS?: boolean;
  catalogue?: TCitiesZonesResponse;
  client?: QueryClient;
}) => {
  const onSearch = vi.fn();
  renderWithTheme(
    <SearchForm
      kind={o.kind ?? 'main'}
      initial={o.initial}
      initialLabel="Orlando, Florida, Estados Unidos"
      catalogue={o.catalogue}
      catalogueLoading={false}
      today={today}
      isAgenteAS={o.isAgenteAS ?? true}
      onSearch={onSearch}
    />,
    o.client,
  );
  return onSearch;
};
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));

// The calendar's first opening is slow in jsdom.
describe('hotel SearchForm (spec §2, §5, §6)', { timeout: 20_000 }, () => {
  it('refuses a stay of more than 30 nights with the domain message', () => {
    // 1 July to 1 August: 31 nights, e.g. a search kept from another day
    const onSearch = renderForm({
      initial: values({ stayRange: { checkin: '2025-07-01', checkout: '2025-08-01' } }),
    });
    search();
    expect(screen.getByText('La estadía no puede superar 30 noches')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('once the check-in is picked, offers no check-out past 30 nights', async () => {
    renderForm({ initial: values({ stayRange: { checkin: '2025-07-01', checkout: null } }) });
    fireEvent.click(screen.getByRole('button', { name: /Fechas de estadía/ }));
    expect(await screen.findByRole('button', { name: '31 July 2025' })).toBeEnabled(); // 30 nights
    expect(screen.getByRole('button', { name: '1 August 2025' })).toBeDisabled(); // 31 nights
  });

  it('asks for a destination on the main page only', () => {
    const onMain = renderForm({ initial: values({ destino: null }) });
    search();
    expect(screen.getByText(MESSAGES.destinationRequired)).toBeInTheDocument();
    expect(onMain).not.toHaveBeenCalled();
  });

  it('the Orlando page fixes the destination', () => {
    const onOrlando = renderForm({ initial: values({ destino: null }), kind: 'orlando' });
    search();
    expect(onOrlando).toHaveBeenCalledWith(values({ destino: null }), 'Orlando, Florida, Estados Unidos');
  });

  it('applies the 9-day lead time to non-AS users (spec §6)', () => {
    const stayRange = { checkin: '2025-06-18', checkout: '2025-06-20' }; // 8 days ahead
    const onSearch = renderForm({ initial: values({ stayRange }), isAgenteAS: false });
    search();
    expect(screen.getByText(MESSAGES.leadTimeNonAS)).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("shows 'Buscar' busy while a hotel search is under way, and free once it ends", async () => {
    const client = new QueryClient();
    let answer = (_: unknown) => {};
    void client.fetchQuery({
      queryKey: ['booking', 'avail', 1, {}],
      queryFn: () => new Promise((resolve) => (answer = resolve)),
    });
    renderForm({ initial: values(), client });
    const button = screen.getByRole('button', { name: 'Buscar' });
    expect(button).toHaveAttribute('data-loading', 'true');
    answer({});
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });

  it('asks for both dates', () => {
    renderForm({ initial: values({ stayRange: { checkin: null, checkout: null } }) });
    search();
    expect(screen.getByText(MESSAGES.datesRequired)).toBeInTheDocument();
  });
});

// issue 29, item 16: back from the cart the form shows the last search (kept in the tab's
// session store); picking that city again emptied Destino ('Debe seleccionar un destino'), and
// typing a city without its accents offered nothing.
describe('hotel SearchForm destination, back from the cart', { timeout: 20_000 }, () => {
  const destino = () => screen.getByRole('combobox', { name: /^Destino/ });

  it('picking the same destination again keeps it, and Buscar searches it', async () => {
    const onSearch = renderForm({ initial: values(), catalogue: CATALOGUE });
    expect(destino()).toHaveValue('Orlando, Florida, Estados Unidos');
    await userEvent.click(destino());
    await userEvent.click(await screen.findByRole('option', { name: 'Orlando, Florida, Estados Unidos' }));
    expect(destino()).toHaveValue('Orlando, Florida, Estados Unidos');
    search();
    expect(screen.queryByText(MESSAGES.destinationRequired)).toBeNull();
    expect(onSearch).toHaveBeenCalledWith(values(), 'Orlando, Florida, Estados Unidos');
  });

  it('typing over the shown destination offers the city, accents or not', async () => {
    const onSearch = renderForm({ initial: values(), catalogue: CATALOGUE });
    await userEvent.click(destino());
    await userEvent.keyboard('cancun');
    await userEvent.click(await screen.findByRole('option', { name: 'Cancún, Quintana Roo, México' }));
    expect(destino()).toHaveValue('Cancún, Quintana Roo, México');
    search();
    expect(onSearch).toHaveBeenCalledWith(values({ destino: 'C-CUN' }), 'Cancún, Quintana Roo, México');
  });
});
