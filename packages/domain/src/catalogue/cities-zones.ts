import { z } from 'zod';

// Ids are strings unique across cities, zones and hotels, so one `destino` value names any
// of them (the availability request takes it as it is).
const ZCatalogueId = z.string().min(1);

// spec §3 Catalogue; spec §7 GET {host}/api/client/cities/zones (fetched once and kept).
const ZCity = z.object({
  id: ZCatalogueId,
  ciudad: z.string(),
  estadoProv: z.string(),
  pais: z.string(),
});
const ZZona = z.object({
  id: ZCatalogueId,
  zona: z.string(),
  ciudad: z.string(),
  estadoProv: z.string(),
  pais: z.string(),
});
const ZCatalogueHotel = z.object({
  hotelName: z.string(),
  id: ZCatalogueId,
  zona: z.string(),
  idZona: ZCatalogueId,
  ciudad: z.string(),
  idCiudad: ZCatalogueId,
  estadoProv: z.string(),
  idEstadoProv: ZCatalogueId,
  pais: z.string(),
  idPais: ZCatalogueId,
  hotelAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TCity = z.infer<typeof ZCity>;
export type TZona = z.infer<typeof ZZona>;
export type TCatalogueHotel = z.infer<typeof ZCatalogueHotel>;

export const ZCitiesZonesResponse = z.object({
  cities: z.array(ZCity),
  zonas: z.array(ZZona),
  hotels: z.array(ZCatalogueHotel),
});
export type TCitiesZonesResponse = z.infer<typeof ZCitiesZonesResponse>;

/** The destination selector groups CIUDADES / ZONAS / HOTELES (spec §2). */
type DestinationOption = { group: 'CIUDADES' | 'ZONAS' | 'HOTELES'; value: string; label: string };
export const destinationOptions = (c: TCitiesZonesResponse): DestinationOption[] => [
  ...c.cities.map((x) => ({
    group: 'CIUDADES' as const,
    value: x.id,
    label: `${x.ciudad}, ${x.estadoProv}, ${x.pais}`,
  })),
  ...c.zonas.map((x) => ({
    group: 'ZONAS' as const,
    value: x.id,
    label: `${x.zona}, ${x.ciudad}`,
  })),
  ...c.hotels.map((x) => ({
    group: 'HOTELES' as const,
    value: x.id,
    label: `${x.hotelName}, ${x.ciudad}`,
  })),
];
