import { addDays, agencyToday } from '@portal/domain/dates';
import type { TTarifarioDestinationsResponse } from '@portal/domain/tarifario/destinations';
import type {
  TTarifarioExcursion,
  TTarifarioHotel,
  TTarifarioPeriod,
  TTarifarioResponse,
  TTarifarioRoom,
  TTarifarioTransfer,
} from '@portal/domain/tarifario/get-tarifario';

// Small factories for the tarifario tests; dates relative to today (docs/conventions.md "Tests").
export const inDays = (days: number) => addDays(agencyToday(new Date()), days);

export const destinations = (): TTarifarioDestinationsResponse => ({
  data: {
    destinos: {
      paises: [
        { id: 1, nombre: 'Argentina' },
        { id: 2, nombre: 'Brasil' },
        { id: 3, nombre: 'República Dominicana' },
      ],
      zonas: [
        { id: 11, nombre: 'Bariloche', pais_id: 1 },
        { id: 12, nombre: 'Mendoza', pais_id: 1 },
        { id: 21, nombre: 'Búzios', pais_id: 2 },
        { id: 31, nombre: 'Punta Cana', pais_id: 3 },
      ],
    },
  },
});

type TRate = [ocupacion: string, total: string];
export const period = (o: Partial<TTarifarioPeriod> & { rates?: TRate[] } = {}): TTarifarioPeriod => {
  const {
    rates = [
      ['SGL', '80.00'],
      ['DBL', '100.00'],
      ['TPL', '0.00'],
      ['CPL', '0.00'],
    ],
    ...rest
  } = o;
  return {
    desde: inDays(5),
    hasta: inDays(40),
    tarifas: { tarifa: rates.map(([ocupacion, total]) => ({ ocupacion, total })) },
    ...rest,
  };
};

export const room = (o: Partial<TTarifarioRoom> = {}): TTarifarioRoom => ({
  id: 1,
  nombre: 'Doble Estándar',
  regimen: 'Desayuno incluido',
  descripcionTarifario: 'Habitación con vista al lago, cama king.',
  tarifario: [period()],
  ...o,
});

export const hotel = (o: Partial<TTarifarioHotel> = {}): TTarifarioHotel => ({
  categoria: 4,
  moneda: 'USD',
  imagen: '/media/tarifario/hotel.jpg',
  masEconomico: '80.00',
  url: 'https://hotel-lago.example.com',
  nombre: 'Hotel del Lago',
  direccion: 'Av. Bustillo km 5',
  habitaciones: { habitacion: [room()] },
  ...o,
});

export const excursion = (o: Partial<TTarifarioExcursion> = {}): TTarifarioExcursion => ({
  nombre: 'Circuito Chico',
  descripcion: 'Recorrido de medio día por el Circuito Chico.',
  tarifas: {
    tarifa: [
      { tipo: 'adl', total: '45.00', moneda: 'USD' },
      { tipo: 'chd', total: '25.00', moneda: 'USD' },
    ],
  },
  ...o,
});

export const transfer = (o: Partial<TTarifarioTransfer> = {}): TTarifarioTransfer => ({
  nombre: 'Aeropuerto - Hotel',
  tipo: 'Privado',
  direccion: 'I',
  moneda: 'USD',
  tarifaPasajeros: [
    { cantidadPax: 1, tarifas: '60.00' },
    { cantidadPax: 2, tarifas: '35.00' },
  ],
  ...o,
});

export const tarifario = (
  o: {
    hoteles?: TTarifarioHotel[];
    excursiones?: TTarifarioExcursion[];
    traslados?: TTarifarioTransfer[];
  } = {},
): TTarifarioResponse => ({
  data: {
    excursiones: o.excursiones ?? [excursion()],
    disponibilidad: { hoteles: { hotel: o.hoteles ?? [hotel()] } },
    traslados: o.traslados ?? [transfer()],
  },
});
