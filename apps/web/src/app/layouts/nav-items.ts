import { HOTEL_PROVIDERS, paths } from '@/shared/paths';

export type NavItem = {
  label: string;
  to: string;
  /** Sub-entries shown as a menu (ALOJAMIENTO). */
  children?: { label: string; to: string }[];
};

// spec §1 sections, in order.
export const NAV_ITEMS: NavItem[] = [
  { label: 'INICIO', to: paths.home.getHref() },
  { label: 'DISNEY', to: paths.tickets.index.getHref({ park: 'disney' }) },
  { label: 'UNIVERSAL', to: paths.tickets.index.getHref({ park: 'universal' }) },
  {
    label: 'ALOJAMIENTO',
    to: paths.hotels.search.getHref(),
    children: [
      { label: 'Buscar alojamiento', to: paths.hotels.search.getHref() },
      { label: 'Hoteles en Orlando', to: paths.hotels.orlando.getHref() },
      // spec §2 hoteles?provider: Disney (default) and the third wholesale provider
      { label: 'Hoteles Disney', to: paths.disneyHotels.root.getHref({ provider: HOTEL_PROVIDERS.disney }) },
      {
        label: 'Hoteles mayorista',
        to: paths.disneyHotels.root.getHref({ provider: HOTEL_PROVIDERS.third }),
      },
    ],
  },
  { label: 'TICKETS', to: paths.tickets.root.getHref() },
  { label: 'AUTOS', to: paths.cars.root.getHref() },
  { label: 'ASISTENCIAS', to: paths.assistance.root.getHref() },
  { label: 'TARIFARIO', to: paths.tarifario.root.getHref() },
  { label: 'ACTIVIDADES', to: paths.activities.root.getHref() },
  { label: 'VUELOS', to: paths.flights.root.getHref() },
];

const parkOf = (search: string) => new URLSearchParams(search).get('park');

const matchesOne = (to: string, pathname: string, search: string): boolean => {
  const home = paths.home.getHref();
  const [path = home, query = ''] = to.split('?');
  if (path === home) return pathname === home;
  if (pathname !== path && !pathname.startsWith(`${path}/`)) return false;
  // DISNEY, UNIVERSAL and TICKETS share /tickets: the park query tells them apart.
  return parkOf(query) === parkOf(search);
};

export const isNavItemActive = (item: NavItem, location: { pathname: string; search: string }): boolean => {
  const targets = [item.to, ...(item.children ?? []).map((child) => child.to)];
  return targets.some((to) => matchesOne(to, location.pathname, location.search));
};
