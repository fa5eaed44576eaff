import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { prefetchHotelResults } from '../../features/disney-hotels/api/prefetch-hotel-results';
import { prefetchHomePosts } from '../../features/home/api/prefetch-posts';
import { paths } from '@/shared/paths';
import type { RouteHandle } from '../title';
import {
  lazyComing,
  lazyFormPax,
  lazyHome,
  lazyResumen,
  lazyTicketsIndex,
  lazyTicketsResult,
} from './lazy-pages';
import { lazyHotelBooking, lazyHotelsNew, lazyHotelsOrlando } from './lazy-pages';
import { lazyDisneySearch, lazyEstadias, lazyHotelResults, lazyTicketDisney } from './lazy-pages';
import { lazyFlightQuotas, lazyFlightsResult, lazyFlightsSearch } from './lazy-pages';
import { lazyCarsResults, lazyCarsSearch } from './lazy-pages';
import { lazyAssistanceResults, lazyAssistanceSearch } from './lazy-pages';
import { lazyTarifarioResults, lazyTarifarioSearch } from './lazy-pages';
import { lazyActivitiesAvailable, lazyActivitiesSearch, lazyActivityDetail } from './lazy-pages';
import { lazyActivityResults, lazyTransfers } from './lazy-pages';
import { lazyMyReservations, lazyReservationDetail } from './lazy-pages';
import { RedirectHoteles, RedirectKeepingSearch } from './redirect';

const label = (text: NonNullable<RouteHandle['label']>): RouteHandle => ({ label: text });
/**
 * A page that calls modals.open…(): it comes with their host (layouts/modals-host.tsx), loaded
 * with the page's code and mounted with the page, so it listens before the agent can open one.
 */
const withModals = (
  text: string,
  lazy: () => Promise<{ Component: ComponentType }>,
): Pick<RouteObject, 'handle' | 'lazy'> => ({
  handle: label(text),
  lazy: async () => {
    const [{ Component: Page }, { ModalsHost }] = await Promise.all([
      lazy(),
      import('../layouts/modals-host'),
    ]);
    const Component = () => (
      <>
        <Page />
        <ModalsHost />
      </>
    );
    return { Component };
  },
});

type TPath = { path: string };
const coming = ({ path }: TPath, text: string): RouteObject => ({
  path,
  handle: label(text),
  lazy: lazyComing,
});
const redirectIndex = (to: string): RouteObject => ({
  index: true,
  element: <RedirectKeepingSearch to={to} />,
});

const { disneyHotels, tickets, cars, activities, hotels, assistance, flights, tarifario } = paths;

// spec §2 route table; labels drive the tab title. Labels the spec omits are ours.
export const protectedRoutes: RouteObject[] = [
  // the loader sets the posts off while the page's code loads (issue 19)
  { index: true, id: 'home', handle: label('Inicio'), loader: prefetchHomePosts, lazy: lazyHome },
  {
    path: disneyHotels.root.path,
    handle: label('Hoteles Disney'),
    children: [
      { index: true, element: <RedirectHoteles /> },
      { path: disneyHotels.disney.path, handle: label('Walt Disney World'), lazy: lazyDisneySearch },
      { path: disneyHotels.ticketDisney.path, handle: label('Selecciona un Ticket'), lazy: lazyTicketDisney },
      { path: disneyHotels.estadias.path, handle: label('Hoteles'), lazy: lazyEstadias },
      {
        path: disneyHotels.results.path,
        handle: label('Alojamiento'),
        loader: prefetchHotelResults,
        lazy: lazyHotelResults,
      },
    ],
  },
  {
    path: tickets.root.path,
    handle: label('Tickets'),
    children: [
      redirectIndex(tickets.index.getHref()),
      { path: tickets.index.path, handle: label('Parques Temáticos'), lazy: lazyTicketsIndex },
      { path: tickets.result.path, ...withModals('Tickets encontrados', lazyTicketsResult) },
    ],
  },
  {
    path: cars.root.path,
    handle: label('Autos'),
    children: [
      redirectIndex(cars.index.getHref()),
      { path: cars.index.path, handle: label('Alquila un auto'), lazy: lazyCarsSearch },
      { path: cars.results.path, handle: label('Autos Encontrados'), lazy: lazyCarsResults },
    ],
  },
  {
    path: activities.root.path,
    handle: label('Actividades y Traslados'),
    children: [
      { index: true, handle: label('Actividades y Traslados'), lazy: lazyActivitiesSearch },
      { path: activities.transfers.path, handle: label('Traslados disponibles'), lazy: lazyTransfers },
      { path: activities.results.path, handle: label('Actividades Encontradas'), lazy: lazyActivityResults },
    ],
  },
  {
    path: paths.activitiesAvailable.path,
    handle: label('Actividades disponibles'),
    lazy: lazyActivitiesAvailable,
  },
  { path: hotels.search.path, ...withModals('Alojamiento', lazyHotelsNew) },
  { path: hotels.orlando.path, ...withModals('Hoteles en Orlando', lazyHotelsOrlando) },
  { path: hotels.booking.path, ...withModals('Reserva de alojamiento', lazyHotelBooking) },
  { path: paths.activityDetail.path, handle: label('Detalle de la actividad'), lazy: lazyActivityDetail },
  {
    path: assistance.root.path,
    handle: label('Asistencias'),
    children: [
      { index: true, handle: label('Asistencias'), lazy: lazyAssistanceSearch },
      { path: assistance.index.path, element: <RedirectKeepingSearch to={assistance.root.getHref()} /> },
      { path: assistance.result.path, handle: label('Asistencias encontradas'), lazy: lazyAssistanceResults },
    ],
  },
  {
    path: flights.root.path,
    handle: label('Vuelos'),
    children: [
      { index: true, handle: label('Vuelos'), lazy: lazyFlightsSearch },
      { path: flights.result.path, handle: label('Vuelos Encontrados'), lazy: lazyFlightsResult },
      { path: flights.quotas.path, handle: label('Cupos aéreos'), lazy: lazyFlightQuotas },
    ],
  },
  coming(paths.cruises, 'Cruceros'),
  {
    path: tarifario.root.path,
    handle: label('Tarifario'),
    children: [
      { index: true, handle: label('Tarifario'), lazy: lazyTarifarioSearch },
      { path: tarifario.result.path, handle: label('Tarifas Encontradas'), lazy: lazyTarifarioResults },
    ],
  },
  coming(paths.packages, 'Paquetes'),
  { path: paths.formPax.path, ...withModals('Datos de los pasajeros', lazyFormPax) },
  { path: paths.resumen.path, handle: label('Reserva confirmada'), lazy: lazyResumen },
  {
    path: paths.myReservations.list.path,
    handle: label('Mis reservas'),
    children: [
      { index: true, lazy: lazyMyReservations },
      {
        path: paths.myReservations.detail.path,
        handle: label(({ id }) => `Reserva N° ${id ?? ''}`),
        lazy: lazyReservationDetail,
      },
    ],
  },
];
