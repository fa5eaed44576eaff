import { addDays, OCCUPANCIES, type TarifarioSheetRows } from '@portal/domain';
import { SEED_ZONES, type SeedHotel, type SeedZone } from './tarifario-data';
import { SEED_EXCURSIONS, SEED_TRANSFERS } from './tarifario-extras';

// The demo rate sheet as the rows of its three worksheets (docs/tarifario/README.md), with
// validity periods over the 18 months from `today`, so the calendar never overtakes them.

type Occupancy = (typeof OCCUPANCIES)[number];
const ROOM_TYPES: Record<
  string,
  { nombre: string; descripcion: string; factor: number; sells: Occupancy[] }
> = {
  STD: {
    nombre: 'Habitación Estándar',
    descripcion: 'Cama matrimonial o dos camas, baño privado',
    factor: 1,
    sells: ['SGL', 'DBL', 'TPL'],
  },
  SUP: {
    nombre: 'Habitación Superior',
    descripcion: 'Más amplia, con vista y frigobar',
    factor: 1.3,
    sells: ['SGL', 'DBL', 'TPL'],
  },
  JS: {
    nombre: 'Suite Junior',
    descripcion: 'Living integrado y bañera de hidromasaje',
    factor: 1.75,
    sells: ['SGL', 'DBL'],
  },
  FAM: {
    nombre: 'Departamento Familiar',
    descripcion: 'Dos ambientes, hasta cuatro personas',
    factor: 1.5,
    sells: ['DBL', 'TPL', 'CPL'],
  },
  CAB: {
    nombre: 'Cabaña dos ambientes',
    descripcion: 'Cocina equipada y hogar a leña',
    factor: 1.2,
    sells: ['DBL', 'TPL', 'CPL'],
  },
};
/** A room code's suffix: its regimen and its price against the zone's regimen. */
const REGIMENS: Record<string, [string, number]> = {
  MP: ['Media pensión', 1.2],
  PC: ['Pensión completa', 1.35],
  SC: ['Sin comidas', 0.9],
  D: ['Desayuno', 0.7], // in an all-inclusive zone
};
const PER_OCCUPANCY: Record<Occupancy, number> = { SGL: 0.85, DBL: 1, TPL: 1.3, CPL: 1.55 };
const SEASONS = [1, 1.2, 0.9, 1.15];
const NOTES = [
  undefined,
  'Temporada alta: estadía mínima 3 noches',
  undefined,
  'Fines de semana largos: mínimo 2 noches',
];
/** Where the 548 nights from today are cut into 2, 3 or 4 periods (days from today). */
const CUTS = [
  [0, 182, 548],
  [0, 120, 300, 548],
  [0, 90, 210, 365, 548],
];
const PICTURES = { mountain: 2, city: 3, beach: 3, resort: 3 } as const;

const price = (moneda: string, n: number) => (moneda === 'ARS' ? Math.round(n / 100) * 100 : Math.round(n));

function hotelRows(today: string, zone: SeedZone, hotel: SeedHotel, hi: number) {
  const imagen = `/media/hotels/${zone.kind}-${1 + (hi % PICTURES[zone.kind])}.svg`;
  return hotel.rooms.split(' ').flatMap((code, ri) => {
    const [type, suffix] = code.split('-');
    const room = ROOM_TYPES[type!]!;
    const [regimen, uplift] = suffix ? REGIMENS[suffix]! : [zone.regimen, 1];
    const cuts = CUTS[(hi + ri) % CUTS.length]!;
    return cuts.slice(0, -1).map((from, i) => {
      const dbl = hotel.dbl * room.factor * uplift * SEASONS[i]!;
      const sold = (o: Occupancy) => room.sells.includes(o) && !(o === 'SGL' && type === 'SUP' && i === 1);
      const rates = OCCUPANCIES.map((o) => [o, sold(o) ? price(hotel.moneda, dbl * PER_OCCUPANCY[o]) : 0]);
      return {
        Pais: zone.pais,
        Zona: zone.zona,
        Hotel: hotel.nombre,
        Categoria: hotel.categoria,
        Moneda: hotel.moneda,
        Imagen: imagen,
        Direccion: hotel.direccion,
        CodigoHabitacion: code,
        Habitacion: room.nombre,
        Regimen: regimen,
        Descripcion: room.descripcion,
        Desde: addDays(today, from),
        Hasta: addDays(today, cuts[i + 1]! - 1),
        Observacion: NOTES[i],
        ...Object.fromEntries(rates),
      };
    });
  });
}

function transferRows(zone: SeedZone) {
  const t = SEED_TRANSFERS[zone.zona]!;
  const place = { Pais: zone.pais, Zona: zone.zona, Moneda: t.moneda };
  const shared = (Nombre: string, Direccion: string) =>
    [1, 2, 3, 4].map((Pax) => ({
      ...place,
      Nombre,
      Tipo: 'Compartido',
      Direccion,
      Pax,
      Tarifa: t.shared, // a seat: the same per person whatever the party
    }));
  return [
    ...shared('Aeropuerto - Hotel', 'I'),
    ...shared('Hotel - Aeropuerto', 'O'),
    ...[1, 2, 3, 4].map((Pax) => ({
      ...place,
      Nombre: 'Aeropuerto - Hotel - Aeropuerto',
      Tipo: 'Privado',
      Direccion: 'IO', // both ways
      Pax,
      // per person (spec §2 'rate per person for a party size'): the car (a van for four) shared
      Tarifa: price(t.moneda, (Pax < 4 ? t.private : t.private * 1.3) / Pax),
    })),
  ];
}

/** The demo sheet's rows, periods from `today` (YYYY-MM-DD) for 18 months. */
export function tarifarioSeedRows(today: string): TarifarioSheetRows {
  return {
    hoteles: SEED_ZONES.flatMap((zone) =>
      zone.hotels.flatMap((hotel, hi) => hotelRows(today, zone, hotel, hi)),
    ),
    excursiones: SEED_ZONES.flatMap((zone) =>
      (SEED_EXCURSIONS[zone.zona] ?? []).flatMap(
        ({ nombre: Nombre, descripcion: Descripcion, moneda: Moneda, adl, chd }) => {
          const excursion = { Pais: zone.pais, Zona: zone.zona, Nombre, Descripcion, Moneda };
          const child = chd === undefined ? [] : [{ ...excursion, Tipo: 'chd', Total: chd }];
          return [{ ...excursion, Tipo: 'adl', Total: adl }, ...child];
        },
      ),
    ),
    traslados: SEED_ZONES.flatMap(transferRows),
  };
}
