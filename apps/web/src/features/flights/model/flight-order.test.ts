import { describe, expect, it } from 'vitest';
import { buildFlightDraft, flightBookingTarifas } from './flight-order';
import { tripsOf } from './flight-trips';
import { leg, vueltaLeg } from './test-data';

const [trip] = tripsOf([leg(), vueltaLeg()]);

describe('the round trip tarifas per adult', () => {
  it('sumaTotal is both legs’ fares; venta, iva and taxes are added up', () => {
    expect(flightBookingTarifas(trip!)).toEqual({
      sumaTotal: 810.75, // 412.50 + 398.25
      venta: 670,
      iva: 98.75,
      tasa: 42,
      afip: 20,
      moneda: 'USD',
      tipo: 'ADT',
      pax: 1,
    });
  });
});

describe('buildFlightDraft (RESERVAR VUELO → form-pax?q=flights)', () => {
  const draft = buildFlightDraft({ trip: trip!, destino: 'PUJ', destinoNombre: 'Punta Cana', adults: 2 });

  it('stores both legs as the selection, with their ids, dates and airports (spec §3, §4)', () => {
    expect(draft.q).toBe('flights');
    expect(draft.payload).toMatchObject({
      idTramo: 101,
      idTramoVuelta: 102,
      tramos: [leg(), vueltaLeg()],
      checkin: '2027-01-12',
      checkout: '2027-01-20',
      aeropuertoIda: 'EZE',
      aeropuertoVuelta: 'PUJ',
      destino: 'PUJ',
      tarifas: { sumaTotal: 810.75, moneda: 'USD' },
    });
  });

  it('prices fare × adults + 35, then + 2.2 % (spec §9)', () => {
    // 1621.50 + 35 = 1656.50; 2.2 % of it = 36.44; total 1692.94
    expect(draft.payload.monto).toBe(1692.94);
    expect(draft.summary).toEqual({
      title: 'Vuelo Punta Cana',
      product: 'Aerolíneas Argentinas AR1300 EZE - PUJ · Vuelos AR1300 / AR1301',
      dates: { checkin: '2027-01-12', checkout: '2027-01-20' },
      adults: 2,
      minors: 0,
      currency: 'USD',
      breakdown: {
        tarifa: 1621.5,
        gastoReserva: 35,
        gastoAdmin: 36.44,
        iva: 0,
        pais: 0,
        rg4815: 0,
        rg5272: 0,
      },
      total: 1692.94,
    });
  });

  it('asks for one adult per seat, checked on the departure date', () => {
    expect(draft.passengers).toEqual([{ kind: 'adult' }, { kind: 'adult' }]);
    expect(draft).toMatchObject({ referenceDate: '2027-01-12', variant: 'hotel' });
    expect(buildFlightDraft({ trip: trip!, destino: 'PUJ', adults: 1 }).summary.title).toBe('Vuelo PUJ');
  });
});
