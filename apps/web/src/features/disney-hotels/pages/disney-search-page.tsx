import '../components/disney-hotels-styles';
import { Stack, Text, Title } from '@mantine/core';
import { agencyToday } from '@portal/domain/dates';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { paths } from '@/shared/paths';
import { DisneySearchForm } from '../components/disney-search-form';
import {
  DISNEY_DESTINATIONS,
  disneySearchParams,
  readDisneySearch,
  type TCompleteDisneySearch,
} from '../model/search-params';

/** spec §2 hoteles/disney 'Walt Disney World': the Disney hotel search (?provider=disney|disneyland). */
export function DisneySearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const [today] = useState(() => agencyToday(new Date()));
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
