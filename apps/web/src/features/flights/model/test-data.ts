import type { TFlightQuotaBlock, TFlightSegment } from '@portal/domain/flights/search-flights';

// Small factories for the flight tests: a round trip EZE ⇄ PUJ of 412.50 + 398.25 per adult.

export const leg = (over: Partial<TFlightSegment> = {}): TFlightSegment => ({
  idTramo: 101,
  origen: 'EZE',
  destino: 'PUJ',
  fechaSalida: '2027-01-12',
  horaSalida: 2145,
  fechaLlegada: '2027-01-13',
  horaLlegada: 510,
  clase: 'Económica',
  descripcion: 'Aerolíneas Argentinas AR1300 EZE - PUJ',
  asientosDisponibles: 12,
  comparador: 'AR-PUJ-20270112',
  idRuta: 7,
  aerolinea: 'Aerolíneas Argentinas',
  numeroVuelo: 'AR1300',
  tarifas: { sumaTotal: 412.5, venta: 340, iva: 50.5, tasa: 22, afip: 10.1, moneda: 'USD' },
  ...over,
});

export const vueltaLeg = (over: Partial<TFlightSegment> = {}): TFlightSegment =>
  leg({
    idTramo: 102,
    origen: 'PUJ',
    destino: 'EZE',
    fechaSalida: '2027-01-20',
    horaSalida: 1030,
    fechaLlegada: '2027-01-20',
    horaLlegada: 2015,
    descripcion: 'Aerolíneas Argentinas AR1301 PUJ - EZE',
    asientosDisponibles: 9,
    numeroVuelo: 'AR1301',
    tarifas: { sumaTotal: 398.25, venta: 330, iva: 48.25, tasa: 20, afip: 9.9, moneda: 'USD' },
    ...over,
  });

/** The legs of a second trip, a week later, with `seats` left on both legs. */
export const laterTrip = (seats: number): TFlightSegment[] => [
  leg({ idTramo: 201, comparador: 'AR-PUJ-20270119', fechaSalida: '2027-01-19', asientosDisponibles: seats }),
  vueltaLeg({
    idTramo: 202,
    comparador: 'AR-PUJ-20270119',
    fechaSalida: '2027-01-27',
    asientosDisponibles: seats,
  }),
];

export const quotaBlock = (over: Partial<TFlightQuotaBlock> = {}): TFlightQuotaBlock => ({
  comparador: 'AR-PUJ-20270112',
  idRuta: 7,
  aerolinea: 'Aerolíneas Argentinas',
  numeroVuelo: 'AR1300 / AR1301',
  origen: 'EZE',
  destino: 'PUJ',
  destinoNombre: 'Punta Cana',
  fechaSalida: '2027-01-12',
  fechaRegreso: '2027-01-20',
  noches: 8,
  asientos: 40,
  asientosDisponibles: 12,
  tarifa: 810.75,
  ...over,
});
