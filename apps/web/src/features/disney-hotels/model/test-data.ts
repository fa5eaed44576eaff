import type { TDisneyRoom } from '@portal/domain/hotels/multi-hotel-dispo';
import type { THotelTicket } from '../api/find-all-tickets';
import type { TCompleteDisneySearch } from './search-params';

// Small factories for the Disney hotel tests: amounts are the spec's kind of numbers, chosen
// so the expected totals can be added up by hand.

export const disneySearch = (over: Partial<TCompleteDisneySearch> = {}): TCompleteDisneySearch => ({
  destino: 'disney',
  categoria: null,
  checkin: '2030-05-10',
  checkout: '2030-05-14',
  adults: 2,
  childAges: [],
  rooms: 1,
  ticketEntryDate: null,
  ...over,
});

export const disneyRoom = (over: Partial<TDisneyRoom> = {}): TDisneyRoom => ({
  id: 'R-1',
  name: 'Standard Room',
  description: 'Dos camas queen',
  rateName: 'Room + Ticket',
  tax: { iva: 125 },
  requiredTicket: false,
  rateId: 'RATE-1',
  hotelId: 'H-1',
  promotion: null,
  reserveCode: 'RSV-TOKEN-1',
  tarifa: { venta: 1000, iva: 125, gastoAdministrativo: 35, total: 1160, moneda: 'USD' },
  hotelName: 'Disney Pop Century Resort',
  provider: 'DISNEYHOTELS',
  cancelPolicy: 'Cancelación sin cargo hasta 7 días antes.',
  codigos: [],
  politicaCancelacion: { nonRefundable: false },
  ...over,
});

export const disneyHotel = { id: 'H-1', name: 'Disney Pop Century Resort', currency: 'USD' as const };

export const hotelTicket = (over: Partial<THotelTicket> = {}): THotelTicket => ({
  code: 'WDW-4D-A',
  codeChild: 'WDW-4D-C',
  type: 'TICKET',
  amountAfterTax: 388,
  amountAfterTaxChild: 368.6,
  ageQualifyingType: '10',
  ageQualifyingTypeChild: '8',
  currency: 'USD',
  name: '4-Day Magic Ticket',
  tarifaAdulto: 388,
  tarifaChild: 368.6,
  durationDays: 4,
  ...over,
});
