import '../components/flights-styles';
import { searchPageOf } from '@/shared/forms/search-page-of';
import { paths } from '@/shared/paths';
import { FlightSearchForm } from '../components/flight-search-form';
import { flightSearchParams, readFlightSearch } from '../model/search-params';

/** spec §2 vuelosAereos 'Vuelos': the search on the agency's seat quotas. */
export const FlightsSearchPage = searchPageOf({
  title: 'Vuelos',
  intro: 'Vuelos de ida y vuelta en los cupos de asientos de la agencia.',
  Form: FlightSearchForm,
  read: readFlightSearch,
  toQuery: flightSearchParams,
  resultsHref: paths.flights.result.getHref,
});
