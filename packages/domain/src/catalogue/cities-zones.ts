import { z } from 'zod';

// spec §3 Catalogue; spec §7 GET {host}/api/client/cities/zones (fetched once and kept).
export const ZCity = z.object({
  id: z.number().int(),
  ciudad: z.string(),
  estadoProv: z.string(),
  pais: z.string(),
});
export const ZZona = z.object({
  id: z.number().int(),
  zona: z.string(),
  ciudad: z.string(),
  estadoProv: z.string(),
  pais: z.string(),
});
export const ZCatalogueHotel = z.object({
  hotelName: z.string(),
  id: z.number().int(),
  zona: z.string(),
  idZona: z.number().int(),
  ciudad: z.string(),
  idCiudad: z.number().int(),
  estadoProv: z.string(),
  idEstadoProv: z.number().int(),
  pais: z.string(),
  idPais: z.number().int(),
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
export type DestinationOption = { group: 'CIUDADES' | 'ZONAS' | 'HOTELES'; value: string; label: string };
export const destinationOptions = (c: TCitiesZonesResponse): DestinationOption[] => [
  ...c.cities.map((x) => ({
    group: 'CIUDADES' as const,
    value: `city:${x.id}`,
    label: `${x.ciudad}, ${x.estadoProv}, ${x.pais}`,
  })),
  ...c.zonas.map((x) => ({
    group: 'ZONAS' as const,
    value: `zone:${x.id}`,
    label: `${x.zona}, ${x.ciudad}`,
  })),
  ...c.hotels.map((x) => ({
    group: 'HOTELES' as const,
    value: `hotel:${x.id}`,
    label: `${x.hotelName}, ${x.ciudad}`,
  })),
];
