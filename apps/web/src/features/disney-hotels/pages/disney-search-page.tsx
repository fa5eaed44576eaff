import '../components/disney-hotels-styles';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { DisneySearchForm } from '../components/disney-search-form';
import {
  DISNEY_DESTINATIONS,
  disneySearchParams,
  readDisneySearch,
  type TCompleteDisneySearch,
} from '../model/search-params';
import { useBookingCalendar } from '@/shared/forms/use-booking-calendar';

/** spec §2 hoteles/disney 'Walt Disney World': the Disney hotel search (?provider=disney|disneyland). */
export function DisneySearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { today, isAgenteAS } = useBookingCalendar();
  const [initial] = useState(() => readDisneySearch(params));
  const search = readDisneySearch(params);

  const onSearch = (s: TCompleteDisneySearch) => {
    // back from the results shows this search again
    setParams(disneySearchParams(s), { replace: true });
    navigate(paths.disneyHotels.results.getHref(disneySearchParams(s)));
  };

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} fz="h2">
          {DISNEY_DESTINATIONS[search.destino]}
        </Title>
        <Text c="dimmed">Hoteles de Walt Disney World y Disneyland con sus tarifas de paquete.</Text>
      </div>
      <DisneySearchForm
        initial={initial}
        today={today}
        isAgenteAS={isAgenteAS}
        onDestinoChange={(destino) =>
          setParams(disneySearchParams({ ...readDisneySearch(params), destino }), { replace: true })
        }
        onSearch={onSearch}
      />
    </Stack>
  );
}
