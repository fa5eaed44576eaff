import '../components/disney-hotels-styles';
import { Stack, Text, Title } from '@mantine/core';
import { agencyToday } from '@portal/domain/dates';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { paths } from '@/shared/paths';
import { ThirdSearchForm } from '../components/third-search-form';
import { readThirdSearch, thirdSearchParams, type TCompleteThirdSearch } from '../model/third-search-params';

/** spec §2 hoteles/estadias 'Hoteles': the third wholesale provider's hotel search. */
export function EstadiasPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const [today] = useState(() => agencyToday(new Date()));
  const [initial] = useState(() => readThirdSearch(params));

  const onSearch = (s: TCompleteThirdSearch) => {
    setParams(thirdSearchParams(s), { replace: true });
    navigate(paths.disneyHotels.results.getHref(thirdSearchParams(s)));
  };

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} fz="h2">
          Hoteles
        </Title>
        <Text c="dimmed">Hoteles del mayorista en el destino que elija.</Text>
      </div>
      <ThirdSearchForm initial={initial} today={today} isAgenteAS={isAgenteAS} onSearch={onSearch} />
    </Stack>
  );
}
