import { describe, expect, it } from 'vitest';
import { buildTransferOrder } from './transfer-order';
import { inDays, location, transferProduct } from './test-data';
import type { TCompleteTransferSearch } from './transfer-search-params';

const search: TCompleteTransferSearch = {
  destino: { code: 'CUN', name: 'Cancún', country: 'México' },
  categoria: 'TWOWAY',
  desde: 'CUN',
  hasta: 'H-RIU',
  llegada: inDays(30),
  regreso: inDays(37),
  hora: '10:56',
  horaRegreso: '15:00',
  party: { adults: 2, childAges: [7] },
  vuelo: 'AR1302',
};
const locations = [
  location(),
  location({ locationCode: 'H-RIU', location: 'Hotel Riu Palace', locationType: 'HOTEL' }),
];

describe('transfer order (form-pax?q=transfers)', () => {
  it('the selection of spec §3 with the echoToken; tarifa = the party price + 35 + 35', () => {
    const draft = buildTransferOrder({ search, product: transferProduct(), locations });
    expect(draft.payload).toEqual({
      fecha: inDays(30),
      adultos: 2,
      menores: 1,
      name: 'Traslado privado en van',
      currency: 'USD',
      tarifa: 120,
      echoToken: 'TECHO-1',
      productBookingCode: 'TPB-1',
      vuelo: 'AR1302',
    });
    expect(draft.passengers).toEqual([{ kind: 'adult' }, { kind: 'adult' }, { kind: 'minor', age: 7 }]);
    expect(draft.summary).toMatchObject({
      dates: { checkin: inDays(30), checkout: inDays(37) },
      adults: 2,
      minors: 1,
      total: 190, // 120 + 35 + 35 (spec §9)
    });
    expect(draft.summary.product).toContain(
      'Ida y vuelta · Aeropuerto Internacional de Cancún → Hotel Riu Palace',
    );
  });
  it('a one-way transfer has no return date; no flight, no vuelo', () => {
    const draft = buildTransferOrder({
      search: { ...search, categoria: 'ONEWAYTRIP', regreso: null, horaRegreso: null, vuelo: '' },
      product: transferProduct(),
      locations: [],
    });
    expect(draft.summary.dates).toEqual({ checkin: inDays(30) });
    expect(draft.payload).not.toHaveProperty('vuelo');
    expect(draft.summary.product).toContain('Solo ida · CUN → H-RIU');
  });
});
