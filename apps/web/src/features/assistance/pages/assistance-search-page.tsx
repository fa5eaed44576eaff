import '../components/assistance-styles';
import { Stack, Text, Title } from '@mantine/core';
import { agencyToday } from '@portal/domain/dates';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { AssistanceSearchForm } from '../components/assistance-search-form';
import {
  assistanceSearchParams,
  readAssistanceSearch,
  type TCompleteAssistanceSearch,
} from '../model/search-params';

/** spec §2 asistencias (index, 'Asistencias'): the travel-assistance search. */
export function AssistanceSearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [today] = useState(() => agencyToday(new Date()));
  const [initial] = useState(() => readAssistanceSearch(params));

  const onSearch = (s: TCompleteAssistanceSearch) => {
    // back from the results shows this search again
    setParams(assistanceSearchParams(s), { replace: true });
    navigate(paths.assistance.result.getHref(assistanceSearchParams(s)));
  };

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} fz="h2">
          Asistencias
        </Title>
        <Text c="dimmed">
          Asistencia al viajero: elija el destino, las fechas del viaje y la edad de cada pasajero.
        </Text>
      </div>
      <AssistanceSearchForm initial={initial} today={today} onSearch={onSearch} />
    </Stack>
  );
}
