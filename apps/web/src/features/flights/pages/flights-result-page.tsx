import '../components/flights-styles';
import { Stack } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { paths } from '@/shared/paths';
import { CardGrid } from '@/shared/results/card-grid';
import { useFlightDestinations } from '../api/get-flight-destinations';
import { useFlightSearch } from '../api/search-flights';
import { destinationLabel } from '../components/destination-select';
import { FlightCard } from '../components/flight-card';
import { FlightsBanner } from '../components/flights-banner';
import { FlightsSkeleton, FlightsStatus } from '../components/flights-status';
import { buildFlightDraft } from '../model/flight-order';
import { adultsCap, cappedAdults, tripsOf, type TFlightTrip } from '../model/flight-trips';
import {
  flightSearchParams,
  isCompleteFlightSearch,
  readFlightSearch,
  toFlightQuery,
  type TCompleteFlightSearch,
} from '../model/search-params';

function Results({ search }: { search: TCompleteFlightSearch }) {
  const [, setParams] = useSearchParams();
  const query = useFlightSearch(toFlightQuery(search));
  const destination = useFlightDestinations().data?.find((d) => d.codigo === search.destino);
  const navigate = useNavigate();
  const setDraft = useOrderDraftStore((s) => s.setDraft);
  const back = paths.flights.root.getHref(flightSearchParams(search));

  if (query.isPending) return <FlightsSkeleton />;
  const trips = query.data ? tripsOf(query.data) : [];
  if (query.isError || trips.length === 0) return <FlightsStatus error={query.error} back={back} />;

  // spec §4: never more adults than the first result has seats
  const cap = adultsCap(trips);
  const adults = cappedAdults(search.adultos, trips);
  const changeAdults = (adultos: number) =>
    setParams(flightSearchParams({ ...search, adultos }), { replace: true });
  const book = (trip: TFlightTrip) => {
    // spec §4: picking a flight stores the out and return legs as the selection
    setDraft(buildFlightDraft({ trip, destino: search.destino, destinoNombre: destination?.nombre, adults }));
    navigate(paths.formPax.getHref('flights'));
  };

  return (
    <Stack gap="lg">
      <FlightsBanner
        count={trips.length}
        search={search}
        destination={destination ? destinationLabel(destination) : search.destino}
        adults={adults}
        cap={cap}
        onAdultsChange={changeAdults}
        back={back}
        busy={query.isFetching}
      />
      <CardGrid min={340} align="stretch">
        {trips.map((trip) => (
          <FlightCard
            key={`${trip.ida.idTramo}-${trip.vuelta?.idTramo ?? ''}`}
            trip={trip}
            adults={adults}
            onBook={() => book(trip)}
            disabled={adults === 0 || query.isPlaceholderData}
          />
        ))}
      </CardGrid>
    </Stack>
  );
}

/** spec §2 vuelosAereos/vuelos-result 'Vuelos Encontrados' (?destino&salida&regreso&adultos). */
export function FlightsResultPage() {
  const [params] = useSearchParams();
  const search = readFlightSearch(params);
  if (!isCompleteFlightSearch(search))
    return <Navigate to={paths.flights.root.getHref(flightSearchParams(search))} replace />;
  return <Results search={search} />;
}
