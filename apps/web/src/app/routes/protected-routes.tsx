import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../title';
import { lazyComing, lazyFormPax, lazyHome, lazyTicketsIndex, lazyTicketsResult } from './lazy-pages';
import { lazyHotelBooking, lazyHotelsNew, lazyHotelsOrlando } from './lazy-pages';
import { RedirectKeepingSearch } from './redirect';

const label = (text: string): RouteHandle => ({ label: text });

const coming = (path: string, text: string): RouteObject => ({ path, handle: label(text), lazy: lazyComing });
const comingIndex = (text?: string): RouteObject => ({
  index: true,
  ...(text ? { handle: label(text) } : {}),
  lazy: lazyComing,
});
const redirectIndex = (to: string): RouteObject => ({
  index: true,
  element: <RedirectKeepingSearch to={to} />,
});

// spec §2 route table; labels drive the tab title. Labels the spec omits are ours.
export const protectedRoutes: RouteObject[] = [
  { index: true, id: 'home', handle: label('Inicio'), lazy: lazyHome },
  {
    path: 'hoteles',
    handle: label('Hoteles Disney'),
    children: [
      redirectIndex('disney'),
      coming('disney', 'Walt Disney World'),
      coming('ticket-disney', 'Selecciona un Ticket'),
      coming('estadias', 'Hoteles'),
      coming('hotel-results', 'Alojamiento'),
    ],
  },
  {
    path: 'tickets',
    handle: label('Tickets'),
    children: [
      redirectIndex('tickets-index'),
      { path: 'tickets-index', handle: label('Parques Temáticos'), lazy: lazyTicketsIndex },
      { path: 'tickets-result', handle: label('Tickets encontrados'), lazy: lazyTicketsResult },
    ],
  },
  {
    path: 'autos',
    handle: label('Autos'),
    children: [
      redirectIndex('index-autos'),
      coming('index-autos', 'Alquila un auto'),
      coming('results', 'Autos Encontrados'),
    ],
  },
  {
    path: 'traslados&Actividades',
    handle: label('Actividades y Traslados'),
    children: [
      comingIndex(),
      coming('disponibilidad', 'Traslados disponibles'),
      coming('act-results', 'Actividades Encontradas'),
    ],
  },
  coming('ActividadesDisponibles=', 'Actividades disponibles'),
  { path: 'hotelesNew', handle: label('Alojamiento'), lazy: lazyHotelsNew },
  { path: 'hotelesNewHBSI', handle: label('Hoteles en Orlando'), lazy: lazyHotelsOrlando },
  { path: 'hotelesNewReserva', handle: label('Reserva de alojamiento'), lazy: lazyHotelBooking },
  coming('dataDisponible', 'Detalle de la actividad'),
  {
    path: 'asistencias',
    handle: label('Asistencias'),
    children: [
      comingIndex('Asistencias'),
      { path: 'index', element: <RedirectKeepingSearch to=".." /> },
      coming('asis-result', 'Asistencias encontradas'),
    ],
  },
  {
    path: 'vuelosAereos',
    handle: label('Vuelos'),
    children: [comingIndex('Vuelos'), coming('vuelos-result', 'Vuelos Encontrados')],
  },
  coming('cruicers', 'Cruceros'),
  {
    path: 'tarifario',
    handle: label('Tarifario'),
    children: [comingIndex('Tarifario'), coming('tarifas-result', 'Tarifas Encontradas')],
  },
  coming('paquetes', 'Paquetes'),
  { path: 'form-pax', handle: label('Datos de los pasajeros'), lazy: lazyFormPax },
  coming('resumen', 'Reserva confirmada'),
];
