import type { TConfirmedHotelReservation } from '@portal/domain/hotels/reservate';
import { MESSAGES } from '@portal/domain/messages';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { endSession, startSession } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { ConfirmedOrder } from './confirmed-order';

const reservation = (over: Partial<TConfirmedHotelReservation>): TConfirmedHotelReservation => ({
  tarifa: {
    venta: 1863,
    IVA: 195.62,
    alicuota: 10.5,
    gastoAdministrativo: 35,
    resolucion4815: 558.9,
    ImpuestoPais: 558.9,
    moneda: 'USD',
  },
  codigoReserva: 'HBSI-1S4CUCN',
  hotel: "Disney's Contemporary Resort",
  checkin: '2030-12-10',
  checkout: '2030-12-13',
  pasajeros: [],
  reservaId: 101,
  ...over,
});

const renderOrder = (list: TConfirmedHotelReservation[]) =>
  renderWithMantine(
    <MemoryRouter>
      <ConfirmedOrder reservations={list} />
    </MemoryRouter>,
  );

const lineValue = (card: HTMLElement, label: string | RegExp) =>
  within(card).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('ConfirmedOrder (spec §2, §8)', () => {
  it('shows every line of a hotel; the booking fee 35 on the first hotel only', () => {
    renderOrder([reservation({}), reservation({ hotel: 'Hotel Dos', codigoReserva: 'PRS0001' })]);
    expect(screen.getByRole('heading', { name: MESSAGES.orderConfirmed })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(lineValue(first!, 'Número de confirmación')).toBe('HBSI-1S4CUCN');
    expect(lineValue(first!, 'Fechas')).toBe('10-12-2030 al 13-12-2030');
    expect(lineValue(first!, 'Tarifa')).toBe('US$ 1.863,00');
    expect(lineValue(first!, 'IVA (10,5 %)')).toBe('US$ 195,62');
    expect(lineValue(first!, 'Gasto administrativo')).toBe('US$ 35,00');
    expect(lineValue(first!, 'Gasto de reserva')).toBe('US$ 35,00');
    expect(lineValue(first!, 'Total')).toBe('US$ 2.128,62');
    expect(lineValue(first!, 'Impuesto país (Resolución 4815)')).toBe('US$ 558,90');
    expect(lineValue(first!, 'Impuesto país (Ley 27.541)')).toBe('US$ 558,90');
    expect(lineValue(second!, 'Gasto de reserva')).toBe('US$ 0,00');
    expect(screen.getByRole('link', { name: MESSAGES.backHome })).toHaveAttribute('href', '/');
  });

  it("reads 'no se pudo obtener el dato' for missing values and 'No se ah recibido el gasto Adm' for the fee", () => {
    renderOrder([reservation({ tarifa: { TOTAL: 500, moneda: 'USD' }, codigoReserva: '' })]);
    const card = screen.getByRole('article');
    expect(lineValue(card, 'Número de confirmación')).toBe(MESSAGES.missingValue);
    expect(lineValue(card, 'Tarifa')).toBe('no se pudo obtener el dato');
    expect(lineValue(card, 'IVA')).toBe(MESSAGES.missingValue);
    expect(lineValue(card, 'Gasto administrativo')).toBe('No se ah recibido el gasto Adm');
    expect(lineValue(card, 'Impuesto país (Resolución 4815)')).toBe(MESSAGES.missingValue);
    expect(lineValue(card, 'Impuesto país (Ley 27.541)')).toBe(MESSAGES.missingValue);
    expect(lineValue(card, 'Total')).toBe('US$ 535,00');
  });

  it('shows a Peruvian agency no Argentine country tax, and the same total (spec §7; issue 11, item 14)', () => {
    startSession(
      sessionFromLogin({
        data: { user: { id: 9, nombre: 'Lima Tours', nivel: 1, uws: 3 }, pais: 'PE' },
        accesos: { token: 't' },
      }),
    );
    renderOrder([reservation({})]);
    const card = screen.getByRole('article');
    expect(within(card).queryByText('Impuesto país (Resolución 4815)')).toBeNull();
    expect(within(card).queryByText('Impuesto país (Ley 27.541)')).toBeNull();
    expect(lineValue(card, 'Total')).toBe('US$ 2.128,62');
    endSession();
  });
});
