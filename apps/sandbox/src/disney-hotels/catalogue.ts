// Disney's own resorts, with the category Disney sells them under and the room types an agency
// books there. Base rates are the regular season's nightly rate for two adults, in USD.
export const DISNEY_CATEGORIES = ['ECONOMICO', 'MODERADO', 'LUJO', 'VILLA DE LUJO', 'CAMPING'] as const;
export type DisneyCategory = (typeof DISNEY_CATEGORIES)[number];
export type Resort = 'WDW' | 'DLR';

export type RoomType = {
  code: string;
  name: string;
  description: string;
  /** adults and minors together */
  maxOccupancy: number;
  /** the regular season's nightly rate for two adults */
  baseUsd: number;
};

export type DisneyResortHotel = {
  id: string;
  name: string;
  resort: Resort;
  category: DisneyCategory;
  rooms: RoomType[];
};

const room = (code: string, name: string, description: string, maxOccupancy: number, baseUsd: number) => ({
  code,
  name,
  description,
  maxOccupancy,
  baseUsd,
});

// Room types of each category: the same kinds of room at each resort of it, at its own prices.
const ROOMS: Record<DisneyCategory, (f: number) => RoomType[]> = {
  ECONOMICO: (f) => [
    room('STD', 'Standard Room', 'Habitación con dos camas dobles, heladera y cafetera.', 4, 150 * f),
    room(
      'PRF',
      'Preferred Room',
      'Habitación estándar más cerca del edificio principal y del transporte.',
      4,
      175 * f,
    ),
    room(
      'FST',
      'Family Suite',
      'Suite de dos ambientes con dos baños y cocina pequeña, hasta 6 personas.',
      6,
      390 * f,
    ),
  ],
  MODERADO: (f) => [
    room(
      'STD',
      'Standard Room',
      'Habitación con dos camas queen, mini heladera y vista al jardín.',
      4,
      270 * f,
    ),
    room('PRF', 'Preferred Room', 'Habitación con vista al agua, cerca del edificio principal.', 4, 310 * f),
  ],
  LUJO: (f) => [
    room('STD', 'Standard Room', 'Habitación amplia con dos camas queen y balcón o patio.', 4, 520 * f),
    room(
      'CLB',
      'Club Level Room',
      'Acceso al salón Club con desayuno, snacks y bebidas todo el día.',
      5,
      790 * f,
    ),
  ],
  'VILLA DE LUJO': (f) => [
    room('STU', 'Deluxe Studio', 'Estudio con kitchenette, cama queen y sofá cama.', 5, 560 * f),
    room('1BR', 'One-Bedroom Villa', 'Villa de un dormitorio con cocina completa y lavarropas.', 6, 930 * f),
  ],
  CAMPING: (f) => [
    room('CMP', 'Campsite', 'Parcela de camping con conexión eléctrica y agua, hasta 6 personas.', 6, 95 * f),
    room('CAB', 'Cabin', 'Cabaña de madera con cocina completa, hasta 6 personas.', 6, 480 * f),
  ],
};

const hotel = (id: string, name: string, resort: Resort, category: DisneyCategory, f = 1) => ({
  id,
  name,
  resort,
  category,
  rooms: ROOMS[category](f),
});

export const DISNEY_RESORT_HOTELS: readonly DisneyResortHotel[] = [
  hotel('WDW-ASMO', "Disney's All-Star Movies Resort", 'WDW', 'ECONOMICO', 0.95),
  hotel('WDW-POP', "Disney's Pop Century Resort", 'WDW', 'ECONOMICO', 1),
  hotel('WDW-AOA', "Disney's Art of Animation Resort", 'WDW', 'ECONOMICO', 1.1),
  hotel('WDW-CBR', "Disney's Caribbean Beach Resort", 'WDW', 'MODERADO', 1),
  hotel('WDW-CSR', "Disney's Coronado Springs Resort", 'WDW', 'MODERADO', 1.05),
  hotel('WDW-POR', "Disney's Port Orleans Resort - Riverside", 'WDW', 'MODERADO', 0.98),
  hotel('WDW-CONT', "Disney's Contemporary Resort", 'WDW', 'LUJO', 1.2),
  hotel('WDW-GF', "Disney's Grand Floridian Resort & Spa", 'WDW', 'LUJO', 1.35),
  hotel('WDW-POLY', "Disney's Polynesian Village Resort", 'WDW', 'LUJO', 1.3),
  hotel('WDW-WL', "Disney's Wilderness Lodge", 'WDW', 'LUJO', 1),
  hotel('WDW-AKL', "Disney's Animal Kingdom Lodge", 'WDW', 'LUJO', 0.95),
  hotel('WDW-YC', "Disney's Yacht Club Resort", 'WDW', 'LUJO', 1.15),
  hotel('WDW-BLT', "Bay Lake Tower at Disney's Contemporary Resort", 'WDW', 'VILLA DE LUJO', 1.2),
  hotel('WDW-RIV', "Disney's Riviera Resort", 'WDW', 'VILLA DE LUJO', 1.1),
  hotel('WDW-SSR', "Disney's Saratoga Springs Resort & Spa", 'WDW', 'VILLA DE LUJO', 0.9),
  hotel('WDW-FTW', "The Campsites at Disney's Fort Wilderness Resort", 'WDW', 'CAMPING', 1),
  hotel('DLR-DLH', 'Disneyland Hotel', 'DLR', 'LUJO', 1.05),
  hotel('DLR-PPH', 'Pixar Place Hotel', 'DLR', 'LUJO', 0.85),
  hotel('DLR-GCH', "Disney's Grand Californian Hotel & Spa", 'DLR', 'LUJO', 1.25),
];

export const disneyHotelById = (id: string) => DISNEY_RESORT_HOTELS.find((h) => h.id === id);

/** Orange County (Walt Disney World) and Anaheim (Disneyland) hotel taxes. */
export const RESORT_TAX: Record<Resort, number> = { WDW: 0.125, DLR: 0.157 };
