// The demo rate sheet's excursions and transfers per zone (issue 17). Excursions: an adult
// rate and, when children pay less, a child rate (tipo 'chd'). Transfers: the zone's
// currency and rates of its shared service (per passenger) and its private car (per car of
// up to 3, a van for 4): tarifario-rows.ts turns them into a rate per party size.

export type SeedExcursion = {
  nombre: string;
  descripcion: string;
  moneda: 'ARS' | 'USD';
  adl: number;
  chd?: number;
};
export type SeedTransfers = { moneda: 'ARS' | 'USD'; shared: number; private: number };

const x = (nombre: string, descripcion: string, moneda: 'ARS' | 'USD', adl: number, chd?: number) => ({
  nombre,
  descripcion,
  moneda,
  adl,
  ...(chd === undefined ? {} : { chd }),
});

export const SEED_EXCURSIONS: Record<string, SeedExcursion[]> = {
  Bariloche: [
    x('Circuito Chico y Cerro Campanario', 'Medio día por el Llao Llao con aerosilla', 'ARS', 38000, 19000),
    x(
      'Isla Victoria y Bosque de Arrayanes',
      'Navegación desde Puerto Pañuelo, día completo',
      'ARS',
      92000,
      46000,
    ),
    x('Cerro Tronador y Ventisquero Negro', 'Día completo por Pampa Linda', 'USD', 95),
  ],
  Mendoza: [
    x('Bodegas de Luján de Cuyo', 'Visita a dos bodegas con degustación, solo adultos', 'ARS', 65000),
    x('Alta montaña y Aconcagua', 'Potrerillos, Uspallata y Puente del Inca', 'ARS', 78000, 39000),
  ],
  Salta: [
    x('Quebrada de Humahuaca', 'Día completo por Purmamarca y Tilcara', 'ARS', 82000, 41000),
    x('Cafayate y Quebrada de las Conchas', 'Día completo con visita a bodega', 'ARS', 76000, 38000),
  ],
  Iguazú: [
    x(
      'Cataratas, lado argentino',
      'Circuitos y Garganta del Diablo; entrada no incluida',
      'ARS',
      45000,
      22500,
    ),
    x('Cataratas, lado brasileño', 'Con trámite de frontera; entrada no incluida', 'ARS', 52000, 26000),
    x('Gran Aventura', 'Safari por la selva y navegación bajo los saltos', 'USD', 85, 60),
  ],
  Ushuaia: [
    x(
      'Navegación por el Canal Beagle',
      'Faro Les Eclaireurs, islas de lobos y de pájaros',
      'ARS',
      95000,
      47500,
    ),
    x('Parque Nacional Tierra del Fuego', 'Medio día hasta Bahía Lapataia', 'ARS', 58000, 29000),
  ],
  'El Calafate': [
    x('Glaciar Perito Moreno', 'Traslado y pasarelas; entrada al parque no incluida', 'ARS', 62000, 31000),
    x('Minitrekking sobre el glaciar', 'Caminata con grampones, de 10 a 65 años', 'USD', 230),
  ],
  'Río de Janeiro': [
    x('Cristo Redentor y Pan de Azúcar', 'Día completo con almuerzo', 'USD', 110, 80),
    x('Santa Teresa y Escadaria Selarón', 'Medio día con guía local', 'USD', 45, 30),
  ],
  Florianópolis: [
    x('Isla do Campeche', 'Travesía en lancha desde Barra da Lagoa', 'USD', 55, 35),
    x('City tour y Lagoa da Conceição', 'Medio día', 'USD', 30, 20),
  ],
  Búzios: [
    x('Paseo en goleta', 'Doce playas con paradas para nadar', 'USD', 35, 17.5),
    x('Arraial do Cabo', 'Día completo, Praia do Forno y Prainhas do Pontal', 'USD', 60, 40),
  ],
  'Punta Cana': [
    x('Isla Saona', 'Catamarán y lancha, almuerzo buffet y bebidas', 'USD', 120, 70),
    x('Buggies y cenote', 'Medio día por la campiña y playa Macao', 'USD', 85),
  ],
  Cancún: [
    x('Chichén Itzá y cenote Ik Kil', 'Día completo con almuerzo', 'USD', 95, 75),
    x('Isla Mujeres en catamarán', 'Snorkel, almuerzo y barra libre', 'USD', 89, 65),
    x('Xcaret Plus', 'Entrada, traslados y cena con espectáculo', 'USD', 190, 142.5),
  ],
};

export const SEED_TRANSFERS: Record<string, SeedTransfers> = {
  Bariloche: { moneda: 'ARS', shared: 14000, private: 52000 },
  Mendoza: { moneda: 'ARS', shared: 11000, private: 38000 },
  Salta: { moneda: 'ARS', shared: 10000, private: 36000 },
  Iguazú: { moneda: 'ARS', shared: 12000, private: 42000 },
  Ushuaia: { moneda: 'ARS', shared: 13000, private: 45000 },
  'El Calafate': { moneda: 'USD', shared: 15, private: 60 },
  'Río de Janeiro': { moneda: 'USD', shared: 18, private: 55 },
  Florianópolis: { moneda: 'USD', shared: 14, private: 45 },
  Búzios: { moneda: 'USD', shared: 40, private: 150 },
  'Punta Cana': { moneda: 'USD', shared: 20, private: 65 },
  Cancún: { moneda: 'USD', shared: 22, private: 70 },
};
