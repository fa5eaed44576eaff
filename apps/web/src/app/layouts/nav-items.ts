import { paths } from '@/shared/paths';
import { PORTAL_SECTIONS } from '../routes/sections';

export type NavItem = {
  label: string;
  to: string;
  /** Sub-entries shown as a menu (ALOJAMIENTO). */
  children?: { label: string; to: string }[];
};

// spec §1 sections, in order: Inicio, then each section of the portal that has a menu entry.
export const NAV_ITEMS: NavItem[] = [
  { label: 'INICIO', to: paths.home.getHref() },
  ...PORTAL_SECTIONS.flatMap((s) => (s.nav ? [s.nav] : [])),
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
