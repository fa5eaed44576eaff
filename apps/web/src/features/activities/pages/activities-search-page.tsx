import '../components/activities-styles';
import { Stack, Text, Title } from '@mantine/core';
import { agencyToday } from '@portal/domain/dates';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { paths } from '@/shared/paths';
import { UtilitySearchForm, type TUtilitySearch } from '../components/utility-search-form';
import { activitySearchParams, readActivitySearch, readModule } from '../model/search-params';
import { readTransferSearch, transferSearchParams } from '../model/transfer-search-params';

/** spec §2 traslados&Actividades (index): the destination, then activities or transfers. */
export function ActivitiesSearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const [today] = useState(() => agencyToday(new Date()));
  const [initial] = useState(() => ({ ...readActivitySearch(params), modulo: readModule(params.get('q')) }));

  const onSearch = (s: TUtilitySearch) => {
    const activities = activitySearchParams(s);
    // back from the results shows this search again
    const own = new URLSearchParams(activities);
    own.set('q', s.modulo);
    setParams(own, { replace: true });
    if (s.modulo === 'actividades') navigate(paths.activities.results.getHref(activities));
    else
      navigate(
        paths.activities.transfers.getHref(
          transferSearchParams({ ...readTransferSearch(new URLSearchParams()), destino: s.destino }),
        ),
      );
  };

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} fz="h2">
          Actividades y Traslados
        </Title>
        <Text c="dimmed">
          Elija el destino: sus actividades para la estadía, o los traslados entre aeropuerto, hotel y puerto.
        </Text>
      </div>
      <UtilitySearchForm initial={initial} calendar={{ today, isAgenteAS }} onSearch={onSearch} />
    </Stack>
  );
}
