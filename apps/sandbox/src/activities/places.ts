import { PLACES_NORTH } from './places-north';
import { PLACES_SOUTH } from './places-south';

// Every place DESTSERVICES knows (spec §3 Activity location): transfer points (airports,
// hotels, ports) and the meeting points activities start from.

export type PlaceType = 'AIRPORT' | 'HOTEL' | 'PORT' | 'MEETING_POINT';
export type Place = {
  code: string;
  name: string;
  type: PlaceType;
  destination: string;
  address: string;
  postalCode: string;
  lat: number;
  lng: number;
  /** an airport's IATA code */
  iata?: string;
};

const TYPES: Record<string, PlaceType> = { AP: 'AIRPORT', HT: 'HOTEL', PT: 'PORT', MP: 'MEETING_POINT' };
/** Airports of mostly domestic flights: a departure is picked up 2 hours before, not 3. */
export const DOMESTIC_AIRPORTS = new Set(['AP-AEP', 'AP-BRC', 'AP-SDU']);

const parse = (destination: string, rows: string): Place[] =>
  rows
    .trim()
    .split('\n')
    .map((line) => {
      const [code, name, address, postalCode, lat, lng] = line.split('|').map((f) => f.trim()) as string[];
      const type = TYPES[code!.slice(0, 2)]!;
      const place = {
        code: code!,
        name: name!,
        type,
        destination,
        address: address!,
        postalCode: postalCode!,
      };
      return {
        ...place,
        lat: Number(lat),
        lng: Number(lng),
        ...(type === 'AIRPORT' ? { iata: code!.slice(3) } : {}),
      };
    });

export const PLACES: readonly Place[] = Object.entries({ ...PLACES_NORTH, ...PLACES_SOUTH }).flatMap(
  ([destination, rows]) => parse(destination, rows),
);
const BY_CODE = new Map(PLACES.map((p) => [p.code, p]));

export const placeOf = (code: string) => BY_CODE.get(code.toUpperCase());

/** Where a transfer can start or end in a destination: its airports, hotels and ports. */
export const transferPoints = (destination: string) =>
  PLACES.filter((p) => p.destination === destination && p.type !== 'MEETING_POINT');

/** Great-circle distance in km between two places. */
export function distanceKm(a: Place, b: Place): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A place as the provider writes it (spec §3 Activity location). */
export const wirePlace = (p: Place) => ({
  locationCode: p.code,
  location: p.name,
  locationType: p.type,
  destinationCode: p.destination,
  address: p.address,
  postalCode: p.postalCode,
  latitude: p.lat,
  longitude: p.lng,
  ...(p.iata ? { locationCodeAux: p.iata } : {}),
});
