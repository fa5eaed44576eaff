// Each page is its own chunk (route-level code splitting): a module loads only when visited.
export const lazyHome = async () => ({
  Component: (await import('../../features/home/pages/home-page')).HomePage,
});
export const lazyMainLayout = async () => ({
  Component: (await import('../layouts/main-layout')).MainLayout,
});
export const lazyNotFound = async () => ({
  Component: (await import('../pages/not-found-page')).NotFoundPage,
});
// Later issues replace this with each module's pages.
export const lazyComing = async () => ({
  Component: (await import('@/shared/module-coming')).ModuleComing,
});
// Hotels (spec §2 hotelesNew, hotelesNewHBSI, hotelesNewReserva).
export const lazyHotelsNew = async () => ({
  Component: (await import('../../features/hotels/pages/hotels-new-page')).HotelsNewPage,
});
export const lazyHotelsOrlando = async () => ({
  Component: (await import('../../features/hotels/pages/hotels-orlando-page')).HotelsOrlandoPage,
});
export const lazyHotelBooking = async () => ({
  Component: (await import('../../features/hotels/pages/hotel-booking-page')).HotelBookingPage,
});
export const lazyTicketsIndex = async () => ({
  Component: (await import('../../features/tickets/pages/tickets-index-page')).TicketsIndexPage,
});
export const lazyTicketsResult = async () => ({
  Component: (await import('../../features/tickets/pages/tickets-result-page')).TicketsResultPage,
});
export const lazyResumen = async () => ({
  Component: (await import('../../features/reservations/pages/resumen-page')).ResumenPage,
});
// Mis reservas (ours, issue 18): the list and one booking.
export const lazyMyReservations = async () => ({
  Component: (await import('../../features/reservations/pages/my-reservations-page')).MyReservationsPage,
});
export const lazyReservationDetail = async () => ({
  Component: (await import('../../features/reservations/pages/reservation-detail-page'))
    .ReservationDetailPage,
});
export const lazyFormPax = async () => ({
  Component: (await import('../../features/form-pax/pages/form-pax-page')).FormPaxPage,
});
// Disney and third-provider hotels (spec §2 hoteles: disney, ticket-disney, estadias, hotel-results).
export const lazyDisneySearch = async () => ({
  Component: (await import('../../features/disney-hotels/pages/disney-search-page')).DisneySearchPage,
});
export const lazyTicketDisney = async () => ({
  Component: (await import('../../features/disney-hotels/pages/ticket-disney-page')).TicketDisneyPage,
});
export const lazyEstadias = async () => ({
  Component: (await import('../../features/third-hotels/pages/estadias-page')).EstadiasPage,
});
// The Disney or the third provider's results, by the search (a page of its own: it composes both).
// Their code runs in six tasks: zod's start-up, the domain's three files (vite.config.ts: the
// primitives, the rest, the hotels' schemas), the page's modules, then the router's start and the
// hydration. A module graph runs in one task, and on a phone this page's was its longest after
// the first paint (issue 34: ~45 ms at 1×, ~170 ms at Lighthouse's 4×; the domain's schemas alone
// 25-45 ms at 1×); in turn, each took 10-16 ms at 1× in Lighthouse's traces.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const START_HOTEL_RESULTS = [
  () => import('../zod-start'),
  () => import('@portal/domain/common/primitives'),
  // before the hotels' schemas: they read the calendar rules, which this chunk holds
  () => import('@portal/domain/passenger'),
  () => import('@portal/domain/hotels/multi-hotel-dispo'),
];
export const lazyHotelResults = async () => {
  for (const start of START_HOTEL_RESULTS) {
    await start();
    await nextTask();
  }
  const { HotelResultsPage } = await import('./hotel-results-page');
  await nextTask();
  return { Component: HotelResultsPage };
};
// Flights module (spec §2 vuelosAereos: '' and vuelos-result; cupos is ours).
export const lazyFlightsSearch = async () => ({
  Component: (await import('../../features/flights/pages/flights-search-page')).FlightsSearchPage,
});
export const lazyFlightsResult = async () => ({
  Component: (await import('../../features/flights/pages/flights-result-page')).FlightsResultPage,
});
export const lazyFlightQuotas = async () => ({
  Component: (await import('../../features/flights/pages/flight-quotas-page')).FlightQuotasPage,
});
// Cars module (spec §2 autos: index-autos and results).
export const lazyCarsSearch = async () => ({
  Component: (await import('../../features/cars/pages/cars-search-page')).CarsSearchPage,
});
export const lazyCarsResults = async () => ({
  Component: (await import('../../features/cars/pages/cars-results-page')).CarsResultsPage,
});
// Assistance module (spec §2 asistencias: index and asis-result).
export const lazyAssistanceSearch = async () => ({
  Component: (await import('../../features/assistance/pages/assistance-search-page')).AssistanceSearchPage,
});
export const lazyAssistanceResults = async () => ({
  Component: (await import('../../features/assistance/pages/assistance-results-page')).AssistanceResultsPage,
});
// Tarifario module (spec §2 tarifario: '' and tarifas-result).
export const lazyTarifarioSearch = async () => ({
  Component: (await import('../../features/tarifario/pages/tarifario-search-page')).TarifarioSearchPage,
});
export const lazyTarifarioResults = async () => ({
  Component: (await import('../../features/tarifario/pages/tarifario-results-page')).TarifarioResultsPage,
});
// Activities and transfers (spec §2 traslados&Actividades: '', disponibilidad, act-results;
// ActividadesDisponibles=, dataDisponible).
export const lazyActivitiesSearch = async () => ({
  Component: (await import('../../features/activities/pages/activities-search-page')).ActivitiesSearchPage,
});
export const lazyActivityResults = async () => ({
  Component: (await import('../../features/activities/pages/activity-results-page')).ActivityResultsPage,
});
export const lazyActivitiesAvailable = async () => ({
  Component: (await import('../../features/activities/pages/activities-available-page'))
    .ActivitiesAvailablePage,
});
export const lazyActivityDetail = async () => ({
  Component: (await import('../../features/activities/pages/activity-detail-page')).ActivityDetailPage,
});
export const lazyTransfers = async () => ({
  Component: (await import('../../features/activities/pages/transfers-page')).TransfersPage,
});
// new:product-line: page
// ours (issue 31): every user changes their own password
export const lazyChangePassword = async () => ({
  Component: (await import('../../features/auth/pages/change-password-page')).ChangePasswordPage,
});
// ours (issue 32): a client entity's account statement
export const lazyStatement = async () => ({
  Component: (await import('../../features/statement/pages/statement-page')).StatementPage,
});
