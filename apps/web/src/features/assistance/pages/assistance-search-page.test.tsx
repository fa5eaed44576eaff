import { MESSAGES } from '@portal/domain/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { inDays } from '../model/test-data';
import { AssistanceSearchPage } from './assistance-search-page';

const renderAt = (query = '') =>
  renderRoutes(
    [
      { path: '/asistencias', element: <AssistanceSearchPage /> },
      { path: '/asistencias/asis-result', element: <p>Resultados de asistencias</p> },
    ],
    `/asistencias${query ? `?${query}` : ''}`,
  );
const ageInputs = () => screen.getAllByRole('textbox', { name: /^Pasajero \d+/ });
/** Opens a select and clicks one of its own options. */
const pick = async (label: string, option: string) => {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
};

describe('asistencias (index)', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it('one age per passenger: the inputs follow the count (1 by default, up to 10)', async () => {
    login();
    mockApi({});
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Asistencias' })).toBeInTheDocument();
    expect(ageInputs()).toHaveLength(1);
    await pick('Pasajeros', '4');
    expect(ageInputs()).toHaveLength(4);
    await userEvent.type(ageInputs()[3]!, '7');
    await pick('Pasajeros', '2');
    expect(ageInputs()).toHaveLength(2);
    await pick('Pasajeros', '4');
    expect(ageInputs()[3]).toHaveValue(''); // a passenger removed takes their age along
  });

  it('Buscar refuses a search without destination, dates or ages, each under its field', async () => {
    login();
    mockApi({});
    const router = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.destinationRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.assistanceDatesRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.assistanceAgesCount)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/asistencias');
    // the first field in error has the focus (keyboard use)
    expect(screen.getByRole('combobox', { name: /^Destino/ })).toHaveFocus();

    await userEvent.type(ageInputs()[0]!, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.assistanceAgeRange)).toBeInTheDocument();
  });

  it('a departure before today is refused', async () => {
    login();
    mockApi({});
    const router = renderAt(
      `pasajeros=2&destino=EUROPA&salida=${inDays(-1)}&regreso=${inDays(10)}&edades=40,9`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MESSAGES.assistanceStartInPast)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/asistencias');
  });

  it('a complete search goes to the results with it in the URL, and back shows it again', async () => {
    login();
    mockApi({});
    const router = renderAt(
      `pasajeros=2&destino=EUROPA&salida=${inDays(20)}&regreso=${inDays(30)}&edades=40,9`,
    );
    expect(await screen.findByRole('combobox', { name: /^Destino/ })).toHaveValue('Europa');
    expect(screen.getByText('11 días de viaje')).toBeInTheDocument();
    expect(ageInputs().map((i) => (i as HTMLInputElement).value)).toEqual(['40', '9']);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/asistencias/asis-result'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      pasajeros: '2',
      destino: 'EUROPA',
      salida: inDays(20),
      regreso: inDays(30),
      edades: '40,9',
    });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('combobox', { name: /^Destino/ })).toHaveValue('Europa');
    expect(ageInputs().map((i) => (i as HTMLInputElement).value)).toEqual(['40', '9']);
  });
});
