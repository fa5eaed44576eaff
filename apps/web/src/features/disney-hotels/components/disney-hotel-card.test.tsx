import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TDisneyHotel } from '@portal/domain/hotels/multi-hotel-dispo';
import { renderWithMantine } from '../../../test/render';
import { disneyRoom } from '../model/test-data';
import { DisneyHotelCard } from './disney-hotel-card';

// issue 29, item 14: All-Star Movies said 'Desde US$ 1.061,00' (its first room) while a
// non-refundable room inside cost US$ 907,10. 'Desde' is the cheapest room the agent can book.
const standard = disneyRoom({
  name: 'Standard Room',
  rateName: 'Room Only',
  tarifa: { venta: 900, iva: 126, gastoAdministrativo: 35, total: 1061, moneda: 'USD' },
});
const nonRefundable = disneyRoom({
  id: 'R-2',
  rateId: 'RATE-NR',
  name: 'Standard Room',
  rateName: 'Non-refundable',
  tarifa: { venta: 770, iva: 102.1, gastoAdministrativo: 35, total: 907.1, moneda: 'USD' },
  politicaCancelacion: { nonRefundable: true },
});
const preferred = disneyRoom({
  id: 'R-3',
  rateId: 'RATE-PREF',
  name: 'Preferred Room',
  rateName: 'Room Only',
  tarifa: { venta: 1000, iva: 140, gastoAdministrativo: 35, total: 1175, moneda: 'USD' },
});
const allStarMovies: TDisneyHotel = {
  id: 'H-ASMO',
  name: "Disney's All-Star Movies Resort",
  image: '',
  currency: 'USD',
  // the supplier's first-room summary is not the cheapest
  summary: { name: preferred.name, rateName: preferred.rateName, tarifa: preferred.tarifa },
  habitaciones: [preferred, standard, nonRefundable],
};

const fromOf = () => screen.getByText('Desde').nextElementSibling?.textContent?.replace(/\s/g, ' ');

const renderCard = (isAgenteAS: boolean) =>
  renderWithMantine(
    <DisneyHotelCard hotel={allStarMovies} isAgenteAS={isAgenteAS} onPick={vi.fn()} onInfo={vi.fn()} />,
  );

describe("DisneyHotelCard's 'Desde'", () => {
  it('is the non-refundable room for an AS agent, who can book it', () => {
    renderCard(true);
    expect(fromOf()).toBe('US$ 907,10');
    expect(screen.getByText('Standard Room · Non-refundable')).toBeInTheDocument();
  });

  it('is the cheapest refundable room for another agent, not the first one', () => {
    renderCard(false);
    expect(fromOf()).toBe('US$ 1.061,00');
    expect(screen.getByText('Standard Room · Room Only')).toBeInTheDocument();
  });
});
