// The demo rate sheet (issue 17): the agency's contracted hotels in six Argentine zones (rates
// with VAT, in ARS and in USD) and five abroad (USD without VAT). Rooms are codes of
// ROOM_TYPES (tarifario-rows.ts), a suffix naming another regimen than the zone's
// ('SUP-MP': Habitación Superior, Media pensión). `dbl` is the double room's rate per night
// of the hotel's first room type in its first period; tarifario-rows.ts derives the rest.

export type SeedHotel = {
  nombre: string;
  categoria: number;
  moneda: 'ARS' | 'USD';
  dbl: number;
  direccion: string;
  rooms: string;
};
export type SeedZone = {
  pais: string;
  zona: string;
  /** picture set of /media/hotels/ (apps/api/assets/media/hotels) */
  kind: 'mountain' | 'city' | 'beach' | 'resort';
  regimen: string;
  hotels: SeedHotel[];
};

const h = (
  nombre: string,
  categoria: number,
  moneda: 'ARS' | 'USD',
  dbl: number,
  direccion: string,
  rooms: string,
): SeedHotel => ({ nombre, categoria, moneda, dbl, direccion, rooms });
const z = (
  pais: string,
  zona: string,
  kind: SeedZone['kind'],
  regimen: string,
  hotels: SeedHotel[],
): SeedZone => ({
  pais,
  zona,
  kind,
  regimen,
  hotels,
});

const AR = 'Argentina';
const BR = 'Brasil';

export const SEED_ZONES: SeedZone[] = [
  z(AR, 'Bariloche', 'mountain', 'Desayuno', [
    h('Hotel Costa del Nahuel', 4, 'ARS', 185000, 'Av. Exequiel Bustillo km 3,5', 'STD SUP JS'),
    h('Cabañas Bosque de Arrayanes', 3, 'ARS', 142000, 'Av. Exequiel Bustillo km 12,2', 'CAB-SC FAM-SC'),
    h('Gran Hotel Lago Moreno Resort', 5, 'USD', 290, 'Av. Exequiel Bustillo km 24,8', 'SUP SUP-MP JS-MP'),
  ]),
  z(AR, 'Mendoza', 'city', 'Desayuno', [
    h('Hotel Alameda Plaza', 4, 'ARS', 128000, 'Av. San Martín 1150, Ciudad', 'STD SUP FAM'),
    h('Posada Viñas de Luján', 4, 'USD', 210, 'Ruta Provincial 15 km 29, Luján de Cuyo', 'SUP JS-MP'),
    h('Hostal del Parque', 0, 'ARS', 76000, 'Av. Emilio Civit 320, Ciudad', 'STD FAM-SC'),
  ]),
  z(AR, 'Salta', 'city', 'Desayuno', [
    h('Hotel Balcarce Colonial', 3, 'ARS', 98000, 'Balcarce 460, Salta', 'STD FAM'),
    h('Casona del Cerro San Bernardo', 4, 'ARS', 135000, 'Av. Uruguay 1200, Salta', 'STD SUP JS'),
    h('Finca Valle de Lerma Lodge', 5, 'USD', 240, 'Ruta Nacional 68 km 14, La Merced', 'SUP-PC JS-PC'),
  ]),
  z(AR, 'Iguazú', 'resort', 'Desayuno', [
    h('Selva Iryapú Hotel', 4, 'ARS', 165000, 'Av. Tres Fronteras 650, Puerto Iguazú', 'STD SUP FAM'),
    h('Posada Cataratas', 3, 'ARS', 104000, 'Av. Córdoba 138, Puerto Iguazú', 'STD FAM'),
    h('Iguazú Jungle Resort', 5, 'USD', 320, 'Ruta Nacional 12 km 4, Puerto Iguazú', 'SUP SUP-MP JS'),
  ]),
  z(AR, 'Ushuaia', 'mountain', 'Desayuno', [
    h('Hotel Canal Beagle Bahía', 4, 'ARS', 172000, 'Av. Maipú 1230, Ushuaia', 'STD SUP JS'),
    h('Hostería Monte Olivia', 3, 'ARS', 118000, 'Gobernador Paz 860, Ushuaia', 'STD FAM'),
    h('Lodge Glaciar Martial', 5, 'USD', 310, 'Luis Fernando Martial 2355, Ushuaia', 'SUP-MP JS-MP'),
  ]),
  z(AR, 'El Calafate', 'mountain', 'Desayuno', [
    h('Hotel Lago Argentino', 4, 'ARS', 168000, 'Av. del Libertador 1900, El Calafate', 'STD SUP FAM'),
    h('Hostería Los Glaciares', 3, 'ARS', 112000, 'Gobernador Moyano 250, El Calafate', 'STD'),
    h('Patagonia Estancia Resort', 5, 'USD', 380, 'Ruta Provincial 11 km 8, El Calafate', 'SUP-PC JS-PC'),
  ]),
  z(BR, 'Río de Janeiro', 'city', 'Desayuno', [
    h('Copacabana Atlântica Hotel', 4, 'USD', 165, 'Av. Atlântica 2600, Copacabana', 'STD SUP FAM'),
    h('Ipanema Mar Boutique', 4, 'USD', 195, 'Rua Prudente de Morais 780, Ipanema', 'STD SUP-MP JS'),
    h('Pousada Santa Teresa', 3, 'USD', 98, 'Rua Almirante Alexandrino 1200, Santa Teresa', 'STD'),
  ]),
  z(BR, 'Florianópolis', 'beach', 'Desayuno', [
    h('Jurerê Praia Hotel', 4, 'USD', 150, 'Av. dos Búzios 1400, Jurerê Internacional', 'STD SUP FAM'),
    h('Pousada Canasvieiras Sol', 3, 'USD', 88, 'Rua Hypolito Gregório Pereira 500', 'STD FAM'),
    h('Costão da Ilha Resort', 5, 'USD', 260, 'Rodovia Armando Calil Bulos 5000', 'SUP-MP JS-MP FAM-MP'),
  ]),
  z(BR, 'Búzios', 'beach', 'Desayuno', [
    h('Pousada Geribá Mar', 3, 'USD', 110, 'Rua das Margaridas 50, Geribá', 'STD FAM'),
    h('Ferradura Beach Resort', 5, 'USD', 280, 'Estrada da Ferradura 400, Ferradura', 'SUP JS-MP'),
    h('Hotel Rua das Pedras', 4, 'USD', 170, 'Rua das Pedras 220, Centro', 'STD SUP'),
  ]),
  z('República Dominicana', 'Punta Cana', 'resort', 'All inclusive', [
    h('Bávaro Palms Resort', 5, 'USD', 340, 'Playa Bávaro, Punta Cana', 'SUP JS FAM'),
    h('Caribe Arena Blanca', 4, 'USD', 240, 'Av. Alemania, Bávaro', 'STD SUP FAM'),
    h('Cap Cana Marina Suites', 5, 'USD', 420, 'Marina Cap Cana, Juanillo', 'JS FAM'),
  ]),
  z('México', 'Cancún', 'resort', 'All inclusive', [
    h('Gran Caribe Zona Hotelera', 5, 'USD', 360, 'Blvd. Kukulcán km 9,5, Zona Hotelera', 'SUP JS FAM'),
    h('Laguna Nichupté Resort', 4, 'USD', 250, 'Blvd. Kukulcán km 14, Zona Hotelera', 'STD SUP'),
    h('Hotel Avenida Tulum', 3, 'USD', 95, 'Av. Tulum 220, Centro', 'STD-D FAM-D'),
  ]),
];
