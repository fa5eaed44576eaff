// Every route of the portal (spec §2), in one place, as bulletproof-react's config/paths.ts.
// `path` is what the router declares at its level: a group here is a parent route there, so
// a child's path is relative to its group. `getHref` is the absolute URL for <Link to> and
// navigate(), with the route's query where the spec gives it one.

type TQueryValue = string | number | null | undefined;
/** A query as the pages hold it: an object, URLSearchParams or an encoded string. */
type TQuery = Record<string, TQueryValue> | URLSearchParams | string;

const withQuery = (href: string, query?: TQuery): string => {
  const params =
    query === undefined || typeof query === 'string' || query instanceof URLSearchParams
      ? new URLSearchParams(query)
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]) =>
            value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
          ),
        );
  const search = params.toString();
  return search ? `${href}?${search}` : href;
};

type TRoute = { path: string; getHref: (query?: TQuery) => string };

/** A route at `path` under `parent` (a parent route, or / for the authenticated area). */
const route = (parent: '/' | TRoute, path: string): TRoute => {
  const href = `${parent === '/' ? '' : parent.getHref()}/${path}`;
  return { path, getHref: (query?: TQuery) => withQuery(href, query) };
};

/** spec §2 form-pax ?q: the modules that book through the shared passenger page. */
export type TFormPaxModule =
  'tickets' | 'provider' | 'cars' | 'assistance' | 'activities' | 'transfers' | 'flights';

/**
 * spec §2 hoteles?provider: the Disney provider (default; its two destinations) or the third
 * wholesale provider. hotel-results?provider= says which search the query holds.
 */
export const HOTEL_PROVIDERS = { disney: 'disney', disneyland: 'disneyland', third: 'tercero' } as const;

// Parent routes under the authenticated area at /; their children are built from their URL.
const hoteles = route('/', 'hoteles');
const tickets = route('/', 'tickets');
const autos = route('/', 'autos');
const actividades = route('/', 'traslados&Actividades');
const asistencias = route('/', 'asistencias');
const vuelos = route('/', 'vuelosAereos');
const tarifario = route('/', 'tarifario');
const misReservas = route('/', 'mis-reservas');
const admin = route('/', 'admin');

export const paths = {
  home: { path: '/', getHref: () => '/' },
  public: { path: '/public', getHref: () => '/public' },
  login: { path: 'login', getHref: () => '/public/login' },

  /** Disney hotels (?provider, default the Disney provider; tercero goes to estadias). */
  disneyHotels: {
    root: hoteles,
    /** ?provider=disney|disneyland: the search, with that destination picked */
    disney: route(hoteles, 'disney'),
    /** the room picked is kept per user (features/disney-hotels/model/room-pick-store.ts) */
    ticketDisney: route(hoteles, 'ticket-disney'),
    estadias: route(hoteles, 'estadias'),
    /** ?provider and the rest of the search (features/disney-hotels/model/search-params.ts) */
    results: route(hoteles, 'hotel-results'),
  },
  tickets: {
    root: tickets,
    /** ?park and the rest of the search (features/tickets/model/search-params.ts). */
    index: route(tickets, 'tickets-index'),
    result: route(tickets, 'tickets-result'),
  },
  cars: {
    root: autos,
    index: route(autos, 'index-autos'),
    results: route(autos, 'results'),
  },
  activities: {
    root: actividades,
    transfers: route(actividades, 'disponibilidad'),
    results: route(actividades, 'act-results'),
  },
  activitiesAvailable: {
    path: 'ActividadesDisponibles=',
    getHref: (q: string, destino: string) => withQuery('/ActividadesDisponibles=', { q, destino }),
  },
  activityDetail: route('/', 'dataDisponible'),
  hotels: {
    search: route('/', 'hotelesNew'),
    orlando: route('/', 'hotelesNewHBSI'),
    booking: route('/', 'hotelesNewReserva'),
  },
  assistance: {
    root: asistencias,
    index: route(asistencias, 'index'),
    result: route(asistencias, 'asis-result'),
  },
  flights: {
    /** the search (index); ?destino&salida&regreso&adultos (features/flights/model/search-params.ts) */
    root: vuelos,
    result: route(vuelos, 'vuelos-result'),
    /** ours: the seat quotas of a year ('Verificar Cupos aereos'), ?anio=2026&destino=PUJ */
    quotas: route(vuelos, 'cupos'),
  },
  cruises: route('/', 'cruicers'),
  tarifario: {
    root: tarifario,
    result: route(tarifario, 'tarifas-result'),
  },
  packages: route('/', 'paquetes'),
  // new:product-line: path
  formPax: {
    path: 'form-pax',
    getHref: (q: TFormPaxModule) => withQuery('/form-pax', { q }),
  },
  resumen: {
    path: 'resumen',
    getHref: (id: number | string) => withQuery('/resumen', { id }),
  },
  /** ours (issue 18): the agent's bookings; the list's filters live in its query */
  myReservations: {
    list: misReservas,
    detail: {
      /** a child of list */
      path: ':id',
      getHref: (id: number | string) => `${misReservas.getHref()}/${encodeURIComponent(String(id))}`,
    },
  },
  /** ours (issue 31): every user changes their own password here; a temporary one leads here */
  changePassword: route('/', 'cambiar-clave'),
  /** ours (issue 32): a client entity's account statement, for its AS agents and for staff */
  statement: {
    path: 'cuenta-corriente/:idEntidad',
    getHref: (idEntidad: number | string, query?: TQuery) =>
      withQuery(`/cuenta-corriente/${encodeURIComponent(String(idEntidad))}`, query),
  },
  /** ours (issue 31): the back office, for staff; children relative to root */
  admin: {
    root: admin,
    users: route(admin, 'usuarios'),
    entities: route(admin, 'entidades'),
    posts: route(admin, 'posts'),
    seatBlocks: route(admin, 'cupos'),
    rateSheet: route(admin, 'tarifario'),
    suppliers: route(admin, 'proveedores'),
    audit: route(admin, 'auditoria'),
    markups: route(admin, 'margenes'),
    reports: route(admin, 'reportes'),
  },
} as const;
