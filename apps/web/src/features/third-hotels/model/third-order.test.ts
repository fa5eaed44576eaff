import { describe, expect, it } from 'vitest';
import { thirdSearch } from './test-data';
import { buildThirdDraft } from './third-order';

const search = thirdSearch({
  rooms: [
    { adults: 2, childAges: [] },
    { adults: 1, childAges: [7] },
  ],
});
const room = {
  roomName: 'Junior Suite',
  tarifa: { venta: 500, iva: 50, gastoAdministrativo: 35, moneda: 'USD' },
  proveedor: 1,
  informacionRsrv: { token: 'abc' },
  criterio: 1,
};

describe('buildThirdDraft (one third-provider room per booking)', () => {
  it('asks for the people of the searched room the rate is for and prices it as a hotel room', () => {
    const draft = buildThirdDraft({
      search,
      hotel: { hotelName: 'Hotel Playa', hotelID: 77, habitaciones: [room] },
      room,
    });
    expect(draft.passengers).toEqual([{ kind: 'adult' }, { kind: 'minor', age: 7 }]);
    // 500 + 50 + 35 administrative fee + 35 booking fee
    expect(draft.summary).toMatchObject({
      total: 620,
      adults: 1,
      minors: 1,
      product: 'Hotel Playa – Junior Suite',
    });
    expect(draft.payload).toEqual({
      kind: 'third',
      informacionRsrv: { token: 'abc' },
      tarifa: room.tarifa,
      hotelID: 77,
    });
  });
});
