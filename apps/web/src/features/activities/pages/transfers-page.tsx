import '../components/activities-styles';
import { Stack, Text, Title } from '@mantine/core';
import { agencyToday } from '@portal/domain/dates';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useTransferLocations } from '../api/get-transfer-locations';
import { TransferResults } from '../components/transfer-results';
import { TransferSearchForm } from '../components/transfer-search-form';
import { transferFormValues } from '../model/transfer-form';
import {
  isCompleteTransferSearch,
  readTransferSearch,
  transferSearchParams,
  type TTransferSearch,
} from '../model/transfer-search-params';

/** spec §2 traslados&Actividades/disponibilidad: the transfer form, its results under it (search in the URL). */
export function TransfersPage() {
  const [params, setParams] = useSearchParams();
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const [today] = useState(() => agencyToday(new Date()));
  const search = readTransferSearch(params);
  const [initial] = useState(() => transferFormValues(search));
  const locations = useTransferLocations(search.destino?.code ?? null);
  // a new search is a new history entry: back shows the previous results
  const onSearch = (s: TTransferSearch) => setParams(transferSearchParams(s));

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} fz="h2">
          Traslados
        </Title>
        <Text c="dimmed">
          Entre aeropuerto, hotel y puerto del destino: elija el recorrido, los pasajeros y el horario.
        </Text>
      </div>
      <TransferSearchForm initial={initial} calendar={{ today, isAgenteAS }} onSearch={onSearch} />
      {isCompleteTransferSearch(search) && (
        <TransferResults search={search} locations={locations.data ?? []} />
      )}
    </Stack>
  );
}
