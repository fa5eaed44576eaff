import { unitFromKey } from '../../random';
import { BARILOCHE } from './bariloche';
import { BUENOS_AIRES } from './buenos-aires';
import { BUZIOS } from './buzios';
import { CANCUN } from './cancun';
import { FLORIANOPOLIS } from './florianopolis';
import { MADRID } from './madrid';
import { MIAMI } from './miami';
import { ORLANDO } from './orlando';
import { PUNTA_CANA } from './punta-cana';
import { RIO } from './rio';
import type { CityData, ZoneData } from './types';

const CITIES_DATA: readonly CityData[] = [
  ORLANDO,
  MIAMI,
  CANCUN,
  PUNTA_CANA,
  RIO,
  BUZIOS,
  FLORIANOPOLIS,
  MADRID,
  BARILOCHE,
  BUENOS_AIRES,
];

type CatalogueCity = { id: string; ciudad: string; estadoProv: string; pais: string };
type CatalogueZone = { id: string; zona: string; ciudad: string; estadoProv: string; pais: string };
export type CatalogueHotel = {
  hotelName: string;
  id: string;
  zona: string;
  idZona: string;
  ciudad: string;
  idCiudad: string;
  estadoProv: string;
  idEstadoProv: string;
  pais: string;
  idPais: string;
  hotelAddress: string;
  latitude: number;
  longitude: number;
};
/** A catalogue hotel plus what the sandbox suppliers need to price it. */
export type HotelInfo = CatalogueHotel & { stars: number; city: CityData; zone: ZoneData };

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const jitter = (key: string) => Math.round((unitFromKey(key) - 0.5) * 0.02 * 1e5) / 1e5;

function build() {
  const cities: CatalogueCity[] = [];
  const zonas: CatalogueZone[] = [];
  const hotels: HotelInfo[] = [];
  for (const city of CITIES_DATA) {
    const place = { ciudad: city.ciudad, estadoProv: city.estadoProv, pais: city.pais };
    const idCiudad = `C-${city.code}`;
    cities.push({ id: idCiudad, ...place });
    for (const zone of city.zones) {
      const idZona = `Z-${city.code}-${zone.code}`;
      zonas.push({ id: idZona, zona: zone.zona, ...place });
      zone.hotels.forEach(([hotelName, stars, address], i) => {
        const id = `H-${city.code}-${slug(hotelName)}`;
        hotels.push({
          hotelName,
          id,
          zona: zone.zona,
          idZona,
          ...place,
          idCiudad,
          idEstadoProv: `E-${city.estadoCode}`,
          idPais: `P-${city.paisCode}`,
          hotelAddress: `${address ?? `${zone.street} ${100 + i * 37}`}, ${city.ciudad}`,
          latitude: Math.round((zone.lat + jitter(`${id}:lat`)) * 1e5) / 1e5,
          longitude: Math.round((zone.lng + jitter(`${id}:lng`)) * 1e5) / 1e5,
          stars,
          city,
          zone,
        });
      });
    }
  }
  return { cities, zonas, hotels };
}

export const CATALOGUE = build();

const byId = new Map(CATALOGUE.hotels.map((h) => [h.id, h]));

export const hotelById = (id: string): HotelInfo | undefined => byId.get(id);
