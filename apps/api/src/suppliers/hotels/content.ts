import type { TCitiesZonesResponse } from '@portal/domain';
import type { SupplierHttp } from '../http';

// The hotel static content (cities, zones, hotels and their category) the hotel suppliers map
// to. Fetched from the content service the first time it is needed and again each hour;
// concurrent first searches share one fetch, and a failed fetch is tried again next time.
type ContentHotel = TCitiesZonesResponse['hotels'][number] & { stars: number };
type Content = Omit<TCitiesZonesResponse, 'hotels'> & { hotels: ContentHotel[] };

type Destination = {
  kind: 'city' | 'zone' | 'hotel';
  id: string;
  idCiudad: string;
  hotels: ContentHotel[];
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

function indexOf(content: Content) {
  const byId = new Map<string, Destination>();
  const byName = new Map<string, Destination>();
  const add = (d: Destination, name: string) => {
    byId.set(d.id, d);
    if (!byName.has(fold(name))) byName.set(fold(name), d);
  };
  for (const c of content.cities)
    add(
      { kind: 'city', id: c.id, idCiudad: c.id, hotels: content.hotels.filter((h) => h.idCiudad === c.id) },
      c.ciudad,
    );
  for (const z of content.zonas) {
    const hotels = content.hotels.filter((h) => h.idZona === z.id);
    if (hotels[0]) add({ kind: 'zone', id: z.id, idCiudad: hotels[0].idCiudad, hotels }, z.zona);
  }
  for (const h of content.hotels)
    add({ kind: 'hotel', id: h.id, idCiudad: h.idCiudad, hotels: [h] }, h.hotelName);
  /** a catalogue id of a city, zone or hotel, or (the Orlando page's fixed destination, spec §9) its name */
  return (destino: string) => byId.get(destino.trim()) ?? byName.get(fold(destino));
}

/** The cities, zones and hotels the hotel services sell (spec §7 cities/zones) and their lookup. */
export type HotelCatalogue = {
  answer: () => Promise<TCitiesZonesResponse>;
  /** the hotels a `destino` names (a city, zone or hotel id, or a city's name) */
  resolve: (destino: string) => Promise<Destination | undefined>;
};

const TTL_MS = 60 * 60 * 1000;

export function createHotelCatalogue(http: SupplierHttp, now = () => Date.now()): HotelCatalogue {
  type Loaded = { answer: TCitiesZonesResponse; resolve: ReturnType<typeof indexOf>; at: number };
  let good: Loaded | undefined;
  let pending: Promise<Loaded> | undefined;
  const fetchContent = () => {
    pending ??= http
      .call<Content>('CONTENT', { method: 'GET', path: '/hotels', idempotent: true })
      .then(({ body }) => {
        const answer = { ...body, hotels: body.hotels.map(({ stars: _s, ...h }) => h) };
        return (good = { answer, resolve: indexOf(body), at: now() });
      })
      .finally(() => (pending = undefined));
    return pending;
  };
  // stale while it is fetched again: an hour-old catalogue beats no search at all
  const current = async (): Promise<Loaded> => {
    if (!good) return fetchContent();
    if (now() - good.at >= TTL_MS) fetchContent().catch(() => undefined);
    return good;
  };
  return {
    answer: async () => (await current()).answer,
    resolve: async (destino) => (await current()).resolve(destino),
  };
}
