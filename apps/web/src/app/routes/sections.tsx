import type { TReservationModule } from '@portal/domain/reservations/reservation';
import type { RouteObject } from 'react-router';
import { HOTEL_PROVIDERS, paths } from '@/shared/paths';
import type { THomeShortcut } from '../../features/home/components/home-shortcuts';
import type { NavItem } from '../layouts/nav-items';
import { lazyHotelBooking, lazyHotelsNew, lazyHotelsOrlando, lazyTicketsIndex } from './lazy-pages';
import { lazyDisneySearch, lazyEstadias, lazyHotelResults, lazyTicketDisney } from './lazy-pages';
import { lazyFlightQuotas, lazyFlightsResult, lazyFlightsSearch, lazyTicketsResult } from './lazy-pages';
import { lazyCarsResults, lazyCarsSearch } from './lazy-pages';
import { lazyAssistanceResults, lazyAssistanceSearch } from './lazy-pages';
import { lazyTarifarioResults, lazyTarifarioSearch } from './lazy-pages';
import { lazyActivitiesAvailable, lazyActivitiesSearch, lazyActivityDetail } from './lazy-pages';
import { lazyActivityResults, lazyTransfers } from './lazy-pages';
import { prefetchHotelResults } from './prefetch-hotel-results';
import { RedirectHoteles, RedirectKeepingSearch } from './redirect';
import { coming, indexPage, page, redirectIndex, section, withModals } from './route-kit';
// new:product-line: import

/**
 * One section of the portal (issue 30, item 1): its menu entry, its home shortcut and its
 * routes, with the product lines it sells. The menu, the shortcuts and the routes are read from
 * PORTAL_SECTIONS, in its order (spec §1's menu).
 */
type PortalSection<L extends TReservationModule> = {
  lines: readonly L[];
  nav?: NavItem;
  /** its card on the home page (an icon name: the home page loads the icons) */
  shortcut?: THomeShortcut;
  routes: RouteObject[];
};
const defineSection = <const L extends TReservationModule = never>(s: PortalSection<L>) => s;

const { disneyHotels, tickets, cars, activities, hotels, assistance, flights, tarifario } = paths;
const ticketsOf = (park: 'disney' | 'universal') => tickets.index.getHref({ park });

export const PORTAL_SECTIONS = [
  defineSection({
    lines: [],
    nav: { label: 'DISNEY', to: ticketsOf('disney') },
    shortcut: {
      label: 'Disney',
      description: 'Tickets de Walt Disney World y Disneyland',
      to: ticketsOf('disney'),
      icon: 'castle',
    },
    routes: [],
  }),
  defineSection({
    lines: [],
    nav: { label: 'UNIVERSAL', to: ticketsOf('universal') },
    shortcut: {
      label: 'Universal',
      description: 'Tickets de Universal Orlando',
      to: ticketsOf('universal'),
      icon: 'ticket',
    },
    routes: [],
  }),
  defineSection({
    lines: ['hotels', 'disney-hotels', 'third-hotels'],
    nav: {
      label: 'ALOJAMIENTO',
      to: hotels.search.getHref(),
      children: [
        { label: 'Buscar alojamiento', to: hotels.search.getHref() },
        { label: 'Hoteles en Orlando', to: hotels.orlando.getHref() },
        // spec §2 hoteles?provider: Disney (default) and the third wholesale provider
        { label: 'Hoteles Disney', to: disneyHotels.root.getHref({ provider: HOTEL_PROVIDERS.disney }) },
        { label: 'Hoteles mayorista', to: disneyHotels.root.getHref({ provider: HOTEL_PROVIDERS.third }) },
      ],
    },
    shortcut: {
      label: 'Alojamiento',
      description: 'Hoteles de todos los proveedores',
      to: hotels.search.getHref(),
      icon: 'bed',
    },
    routes: [
      section(disneyHotels.root, 'Hoteles Disney', [
        { index: true, element: <RedirectHoteles /> },
        page(disneyHotels.disney, 'Walt Disney World', lazyDisneySearch),
        page(disneyHotels.ticketDisney, 'Selecciona un Ticket', lazyTicketDisney),
        page(disneyHotels.estadias, 'Hoteles', lazyEstadias),
        // the loader sets the availability search off while the page's code loads (issue 19)
        { ...page(disneyHotels.results, 'Alojamiento', lazyHotelResults), loader: prefetchHotelResults },
      ]),
      page(hotels.search, 'Alojamiento', withModals(lazyHotelsNew)),
      page(hotels.orlando, 'Hoteles en Orlando', withModals(lazyHotelsOrlando)),
      page(hotels.booking, 'Reserva de alojamiento', withModals(lazyHotelBooking)),
    ],
  }),
  defineSection({
    lines: ['tickets'],
    nav: { label: 'TICKETS', to: tickets.root.getHref() },
    routes: [
      section(tickets.root, 'Tickets', [
        redirectIndex(tickets.index.getHref()),
        page(tickets.index, 'Parques Temáticos', lazyTicketsIndex),
        page(tickets.result, 'Tickets encontrados', withModals(lazyTicketsResult)),
      ]),
    ],
  }),
  defineSection({
    lines: ['cars'],
    nav: { label: 'AUTOS', to: cars.root.getHref() },
    shortcut: {
      label: 'Autos',
      description: 'Alquiler con AVIS y BUDGET',
      to: cars.root.getHref(),
      icon: 'car',
    },
    routes: [
      section(cars.root, 'Autos', [
        redirectIndex(cars.index.getHref()),
        page(cars.index, 'Alquila un auto', lazyCarsSearch),
        page(cars.results, 'Autos Encontrados', lazyCarsResults),
      ]),
    ],
  }),
  defineSection({
    lines: ['assistance'],
    nav: { label: 'ASISTENCIAS', to: assistance.root.getHref() },
    shortcut: {
      label: 'Asistencias',
      description: 'Cobertura al viajero',
      to: assistance.root.getHref(),
      icon: 'shield',
    },
    routes: [
      section(assistance.root, 'Asistencias', [
        indexPage('Asistencias', lazyAssistanceSearch),
        { path: assistance.index.path, element: <RedirectKeepingSearch to={assistance.root.getHref()} /> },
        page(assistance.result, 'Asistencias encontradas', lazyAssistanceResults),
      ]),
    ],
  }),
  defineSection({
    // the agency's rate sheet: quoted, not booked here
    lines: [],
    nav: { label: 'TARIFARIO', to: tarifario.root.getHref() },
    shortcut: {
      label: 'Tarifario',
      description: 'Tarifas de hoteles, excursiones y traslados',
      to: tarifario.root.getHref(),
      icon: 'receipt',
    },
    routes: [
      section(tarifario.root, 'Tarifario', [
        indexPage('Tarifario', lazyTarifarioSearch),
        page(tarifario.result, 'Tarifas Encontradas', lazyTarifarioResults),
      ]),
    ],
  }),
  defineSection({
    lines: ['activities', 'transfers'],
    nav: { label: 'ACTIVIDADES', to: activities.root.getHref() },
    shortcut: {
      label: 'Actividades',
      description: 'Excursiones y traslados',
      to: activities.root.getHref(),
      icon: 'map',
    },
    routes: [
      section(activities.root, 'Actividades y Traslados', [
        indexPage('Actividades y Traslados', lazyActivitiesSearch),
        page(activities.transfers, 'Traslados disponibles', lazyTransfers),
        page(activities.results, 'Actividades Encontradas', lazyActivityResults),
      ]),
      page(paths.activitiesAvailable, 'Actividades disponibles', lazyActivitiesAvailable),
      page(paths.activityDetail, 'Detalle de la actividad', lazyActivityDetail),
    ],
  }),
  defineSection({
    lines: ['flights'],
    nav: { label: 'VUELOS', to: flights.root.getHref() },
    shortcut: {
      label: 'Vuelos',
      description: 'Cupos aéreos disponibles',
      to: flights.root.getHref(),
      icon: 'plane',
    },
    routes: [
      section(flights.root, 'Vuelos', [
        indexPage('Vuelos', lazyFlightsSearch),
        page(flights.result, 'Vuelos Encontrados', lazyFlightsResult),
        page(flights.quotas, 'Cupos aéreos', lazyFlightQuotas),
      ]),
    ],
  }),
  defineSection({ lines: [], routes: [coming(paths.cruises, 'Cruceros')] }),
  defineSection({ lines: [], routes: [coming(paths.packages, 'Paquetes')] }),
  // new:product-line: section
];

/** A product line that no section sells does not compile: it names itself here. */
type Unsold = Exclude<TReservationModule, (typeof PORTAL_SECTIONS)[number]['lines'][number]>;
void (true satisfies [Unsold] extends [never] ? true : Unsold);
