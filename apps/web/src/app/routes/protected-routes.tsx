import type { RouteObject } from 'react-router';
import { prefetchHomePosts } from '../../features/home/api/prefetch-posts';
import { paths } from '@/shared/paths';
import {
  lazyChangePassword,
  lazyFormPax,
  lazyHome,
  lazyMyReservations,
  lazyReservationDetail,
  lazyResumen,
  lazyStatement,
} from './lazy-pages';
import { label, page, section, withModals, type TLazyPage } from './route-kit';
import { PORTAL_SECTIONS } from './sections';
import { adminRoutes } from './admin-routes';

// spec §2 route table; labels drive the tab title. Labels the spec omits are ours. Each
// section's pages come from its entry in sections.tsx; these are the pages every line shares.
const shortcuts = PORTAL_SECTIONS.flatMap((s) => (s.shortcut ? [s.shortcut] : []));
/** Home, with a shortcut to each section that has one. */
const home: TLazyPage = async () => {
  const { Component: HomePage } = await lazyHome();
  return { Component: () => <HomePage shortcuts={shortcuts} /> };
};

export const protectedRoutes: RouteObject[] = [
  // the loader sets the posts off while the page's code loads (issue 19)
  { index: true, id: 'home', handle: label('Inicio'), loader: prefetchHomePosts, lazy: home },
  ...PORTAL_SECTIONS.flatMap((s) => s.routes),
  page(paths.formPax, 'Datos de los pasajeros', withModals(lazyFormPax)),
  page(paths.resumen, 'Reserva confirmada', lazyResumen),
  page(paths.changePassword, 'Cambiar contraseña', lazyChangePassword),
  page(paths.statement, 'Cuenta corriente', lazyStatement),
  adminRoutes,
  section(paths.myReservations.list, 'Mis reservas', [
    { index: true, lazy: lazyMyReservations },
    {
      path: paths.myReservations.detail.path,
      handle: label(({ id }) => `Reserva N° ${id ?? ''}`),
      lazy: lazyReservationDetail,
    },
  ]),
];
