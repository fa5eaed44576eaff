export type NavItem = {
  label: string;
  to: string;
  /** Sub-entries shown as a menu (ALOJAMIENTO). */
  children?: { label: string; to: string }[];
};

// spec §1 sections, in order.
export const NAV_ITEMS: NavItem[] = [
  { label: 'INICIO', to: '/' },
  { label: 'DISNEY', to: '/tickets/tickets-index?park=disney' },
  { label: 'UNIVERSAL', to: '/tickets/tickets-index?park=universal' },
  {
    label: 'ALOJAMIENTO',
    to: '/hotelesNew',
    children: [
      { label: 'Buscar alojamiento', to: '/hotelesNew' },
      { label: 'Hoteles en Orlando', to: '/hotelesNewHBSI' },
    ],
  },
  { label: 'TICKETS', to: '/tickets' },
  { label: 'AUTOS', to: '/autos' },
  { label: 'ASISTENCIAS', to: '/asistencias' },
  { label: 'TARIFARIO', to: '/tarifario' },
  { label: 'ACTIVIDADES', to: '/traslados&Actividades' },
  { label: 'VUELOS', to: '/vuelosAereos' },
];

const parkOf = (search: string) => new URLSearchParams(search).get('park');

const matchesOne = (to: string, pathname: string, search: string): boolean => {
  const [path = '/', query = ''] = to.split('?');
  if (path === '/') return pathname === '/';
  if (pathname !== path && !pathname.startsWith(`${path}/`)) return false;
  // DISNEY, UNIVERSAL and TICKETS share /tickets: the park query tells them apart.
  return parkOf(query) === parkOf(search);
};

export const isNavItemActive = (item: NavItem, location: { pathname: string; search: string }): boolean => {
  const targets = [item.to, ...(item.children ?? []).map((child) => child.to)];
  return targets.some((to) => matchesOne(to, location.pathname, location.search));
};
