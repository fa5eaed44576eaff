// Repo data of the hotel catalogue (spec §3 Catalogue): real cities, zones and hotels with
// approximate coordinates. Ids are derived in ./index.ts so that they stay unique.

/** [hotel name, stars 1-5, street address (optional: the zone's street is used)] */
export type HotelEntry = readonly [name: string, stars: number, address?: string];

export type ZoneData = {
  code: string;
  zona: string;
  /** centre of the zone; hotels are spread around it */
  lat: number;
  lng: number;
  street: string;
  /** all-inclusive resorts: the base regimen is 'Todo incluido premium ...' */
  allInclusive?: boolean;
  hotels: readonly HotelEntry[];
};

export type CityData = {
  code: string;
  ciudad: string;
  estadoProv: string;
  estadoCode: string;
  pais: string;
  paisCode: string;
  /** price level of the destination, 1 = Orlando */
  priceLevel: number;
  /** months (1-12) of high season */
  highMonths: readonly number[];
  zones: readonly ZoneData[];
};
