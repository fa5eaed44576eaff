import '../components/cars-styles';
import { Stack, Text, Title } from '@mantine/core';
import { agencyToday } from '@portal/domain/dates';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { paths } from '@/shared/paths';
import { CarSearchForm } from '../components/car-search-form';
import { carSearchParams, readCarSearch, type TCompleteCarSearch } from '../model/search-params';

/** spec §2 autos/index-autos 'Alquila un auto': AVIS and BUDGET offices, dates and driver. */
export function CarsSearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const [today] = useState(() => agencyToday(new Date()));
  const [initial] = useState(() => readCarSearch(params));

  const onSearch = (s: TCompleteCarSearch) => {
    // back from the results shows this search again
    setParams(carSearchParams(s), { replace: true });
    navigate(paths.cars.results.getHref(carSearchParams(s)));
  };

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} fz="h2">
          Alquila un auto
        </Title>
        <Text c="dimmed">Autos de AVIS y BUDGET: elija dónde retirarlo y devolverlo, y cuándo.</Text>
      </div>
      <CarSearchForm initial={initial} today={today} isAgenteAS={isAgenteAS} onSearch={onSearch} />
    </Stack>
  );
}
