import '../components/tarifario-styles';
import { Stack, Text, Title } from '@mantine/core';
import { agencyToday } from '@portal/domain/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { tarifarioQuery } from '../api/get-tarifario';
import { notifyTarifarioError } from '../components/notify';
import { TarifarioSearchForm } from '../components/tarifario-search-form';
import {
  readTarifarioSearch,
  tarifarioSearchParams,
  toTarifarioRequest,
  type TCompleteTarifarioSearch,
} from '../model/search-params';

/**
 * spec §2 tarifario ('Tarifario'), §4: the search; on success the results are in the query
 * cache and the page goes to tarifas-result with the search (and the domestic flag) in the URL.
 */
export function TarifarioSearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [today] = useState(() => agencyToday(new Date()));
  const [initial] = useState(() => readTarifarioSearch(params));

  const search = useMutation({
    mutationFn: (s: TCompleteTarifarioSearch) =>
      queryClient.fetchQuery(tarifarioQuery(toTarifarioRequest(s))),
    onSuccess: (_results, s) => {
      // back from the results shows this search again
      setParams(tarifarioSearchParams(s), { replace: true });
      navigate(paths.tarifario.result.getHref(tarifarioSearchParams(s)));
    },
    onError: (error) => notifyTarifarioError(error.message),
  });

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} fz="h2">
          Tarifario
        </Title>
        <Text c="dimmed">
          Tarifas de hoteles, excursiones y traslados de la agencia: elija el destino y las fechas de la
          estadía.
        </Text>
      </div>
      <TarifarioSearchForm
        initial={initial}
        today={today}
        searching={search.isPending}
        onSearch={(s) => search.mutate(s)}
      />
    </Stack>
  );
}
