import { createTheme, MantineProvider, Popover } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTicketSearch } from '../model/search-params';
import { TicketSearchForm } from './ticket-search-form';

// jsdom lays nothing out, so Popover would hide the calendar as "detached" from its input.
const testTheme = createTheme({
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});
const renderWithTheme = (ui: ReactElement) =>
  render(<MantineProvider theme={testTheme}>{ui}</MantineProvider>);

// Today is the 15th of the current month (noon in Buenos Aires), so the 18-month horizon of
// spec-independent arithmetic below falls mid-month too: dates stay relative to today.
const now = new Date();
const utcDay = (monthsAhead: number, day: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, day));
const iso = (d: Date) => d.toISOString().slice(0, 10);
const today = utcDay(0, 15);
const horizon = utcDay(18, 15); // tickets are sold up to 18 months ahead
const dayName = (d: Date) =>
  `${d.getUTCDate()} ${d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;
const dayButton = (d: Date) => screen.findByRole('button', { name: dayName(d) });

const search = (fecha: string | null): TTicketSearch => ({
  park: 'disney',
  adults: 2,
  minors: 0,
  days: 4,
  fecha,
});
const openCalendar = () => fireEvent.click(screen.getByRole('button', { name: /Fecha de entrada/ }));

// The calendar's first opening is slow in jsdom.
describe('TicketSearchForm (spec §2; 18-month sale horizon)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(today.getTime() + 15 * 3_600_000));
  });
  afterEach(() => vi.useRealTimers());

  it('offers no day before today', async () => {
    renderWithTheme(<TicketSearchForm initial={search(iso(today))} onSearch={vi.fn()} />);
    openCalendar();
    expect(await dayButton(today)).toBeEnabled();
    expect(await dayButton(utcDay(0, 14))).toBeDisabled();
  });

  // issue 29, item 11 (spec §5 'from today'): the agency's today, from its first minute in
  // Buenos Aires (03:00 UTC) to its last (02:59 UTC the next day), as ticket-by-fecha answers.
  it.each([
    ['its first minute', 3 * 60],
    ['its last minute', 27 * 60 - 1],
  ])('offers the agency’s today at %s', async (_when, minutesUtc) => {
    vi.setSystemTime(new Date(today.getTime() + minutesUtc * 60_000));
    renderWithTheme(<TicketSearchForm initial={search(null)} onSearch={vi.fn()} />);
    openCalendar();
    expect(await dayButton(today)).toBeEnabled();
    expect(await dayButton(utcDay(0, 14))).toBeDisabled();
  });

  it('offers no day past the sale horizon, the last day the search routes answer', async () => {
    renderWithTheme(<TicketSearchForm initial={search(iso(horizon))} onSearch={vi.fn()} />);
    openCalendar();
    expect(await dayButton(horizon)).toBeEnabled();
    expect(await dayButton(utcDay(18, 16))).toBeDisabled();
  });

  it('refuses a date past the horizon that came in the address, with the server message', () => {
    const onSearch = vi.fn();
    renderWithTheme(<TicketSearchForm initial={search(iso(utcDay(18, 16)))} onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText(MESSAGES.ticketDateBeyondHorizon)).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('asks for the entry date, then searches with the days of the park', async () => {
    const onSearch = vi.fn();
    renderWithTheme(<TicketSearchForm initial={search(null)} onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText(MESSAGES.ticketEntryDateRequired)).toBeInTheDocument();
    openCalendar();
    fireEvent.click(await dayButton(utcDay(0, 20)));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ ...search(iso(utcDay(0, 20))), days: 4 });
  });
});
