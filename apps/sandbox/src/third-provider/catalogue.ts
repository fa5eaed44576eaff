import { hash32 } from '../random';
import { AMERICAS_NORTH } from './hotels-north';
import { unitOf } from './rates';
import { EUROPE } from './hotels-europe';
import { AMERICAS_SOUTH } from './hotels-south';

// The bedbank's static content: cities by IATA code with what prices them (tax, season,
// price level), their hotels and the room types and boards each hotel sells.

/** [HotelCode, HotelName, Category 1-5, Address] */
export type HotelEntry = readonly [code: string, name: string, stars: number, address: string];

export type CityEntry = {
  iata: string;
  /** the country's hotel tax or VAT on lodging, percent (sandbox figures) */
  taxPercent: number;
  /** price level of the destination, 1 = Orlando */
  priceLevel: number;
  /** months (1-12) of high season */
  highMonths: readonly number[];
  /** the pictures shipped with the portal (apps/api/assets/media/hotels) */
  picture: 'beach' | 'city' | 'mountain' | 'resort';
  /** beach resorts sold all inclusive */
  allInclusive?: boolean;
  hotels: readonly HotelEntry[];
};

export type RoomType = {
  code: string;
  name: string;
  description: string;
  /** adults and minors together */
  maxOccupancy: number;
  factor: number;
  /** the categories that have it */
  stars: readonly number[];
};

const room = (
  code: string,
  name: string,
  description: string,
  maxOccupancy: number,
  factor: number,
  stars: number[],
): RoomType => ({ code, name, description, maxOccupancy, factor, stars });

export const ROOM_TYPES: readonly RoomType[] = [
  room('SGL', 'Habitación Individual', 'Una cama individual, para una persona.', 1, 0.8, [1, 2, 3]),
  room(
    'DBL',
    'Habitación Doble Estándar',
    'Cama matrimonial o dos camas individuales.',
    2,
    1,
    [1, 2, 3, 4, 5],
  ),
  room(
    'TPL',
    'Habitación Triple',
    'Tres camas individuales o una matrimonial y una individual.',
    3,
    1.25,
    [1, 2, 3],
  ),
  room('SUP', 'Habitación Superior', 'Más amplia, en piso alto, con dos camas queen.', 3, 1.3, [3, 4, 5]),
  room(
    'FAM',
    'Habitación Familiar',
    'Dos ambientes comunicados, dos camas queen y sofá cama.',
    5,
    1.6,
    [3, 4, 5],
  ),
  room('JSU', 'Junior Suite', 'Suite con sala de estar, cama king y sofá cama.', 4, 2, [4, 5]),
];

export type BoardCode = 'RO' | 'BB' | 'HB' | 'AI';
export const BOARDS: Record<BoardCode, string> = {
  RO: 'Solo alojamiento',
  BB: 'Desayuno incluido',
  HB: 'Media pensión',
  AI: 'Todo incluido',
};

export type TpHotel = {
  code: string;
  name: string;
  stars: number;
  address: string;
  city: CityEntry;
  image: string;
};

const PICTURES = { resort: 3, beach: 3, city: 3, mountain: 2 } as const;

const CITIES: readonly CityEntry[] = [...AMERICAS_NORTH, ...AMERICAS_SOUTH, ...EUROPE];

const HOTELS: readonly TpHotel[] = CITIES.flatMap((city) =>
  city.hotels.map(([code, name, stars, address]) => {
    const kind = city.picture === 'resort' && stars < 4 ? 'city' : city.picture;
    const image = `/media/hotels/${kind}-${1 + (hash32(code) % PICTURES[kind])}.svg`;
    return { code, name, stars, address, city, image };
  }),
);
const BY_CODE = new Map(HOTELS.map((h) => [h.code, h]));

export const cityHotels = (iata: string) => HOTELS.filter((h) => h.city.iata === iata);
export const hotelByCode = (code: string) => BY_CODE.get(code);
export const roomTypeOf = (code: string) => ROOM_TYPES.find((r) => r.code === code);

/** The room types of a hotel's category. */
export const roomTypesOf = (hotel: TpHotel) => ROOM_TYPES.filter((r) => r.stars.includes(hotel.stars));

/** The boards a hotel sells: all-inclusive resorts, half board from 4 stars, breakfast everywhere. */
export const boardsOf = (hotel: TpHotel): BoardCode[] => {
  if (hotel.city.allInclusive && hotel.stars >= 4) return ['AI', 'HB'];
  if (hotel.stars >= 4) return ['RO', 'BB', 'HB'];
  return hotel.stars >= 2 ? ['RO', 'BB'] : ['RO'];
};

/** About half the hotels also sell a cheaper non-refundable rate of every room and board. */
export const sellsNonRefundable = (hotel: TpHotel) => unitOf(`nrf:${hotel.code}`) < 0.5;
