import '../components/flights-styles';
import { Stack, Text, Title } from '@mantine/core';
import { agencyToday } from '@portal/domain/dates';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { paths } from '@/shared/paths';
import { FlightSearchForm } from '../components/flight-search-form';
import { flightSearchParams, readFlightSearch, type TCompleteFlightSearch } from '../model/search-params';

/** spec §2 vuelosAereos 'Vuelos': the search on the agency's seat quotas. */
export function FlightsSearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const [today] = useState(() => agencyToday(new Date()));
  const [initial] = useState(() => readFlightSearch(params));

  const onSearch = (s: TCompleteFlightSearch) => {
    // back from the results shows this search again
    setParams(flightSearchParams(s), { replace: true });
    navigate(paths.flights.result.getHref(flightSearchParams(s)));
  };

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} fz="h2">
          Vuelos
        </Title>
        <Text c="dimmed">Vuelos de ida y vuelta en los cupos de asientos de la agencia.</Text>
      </div>
      <FlightSearchForm initial={initial} today={today} isAgenteAS={isAgenteAS} onSearch={onSearch} />
    </Stack>
  );
}
