import '../components/tarifario-styles';
import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { useTarifario } from '../api/get-tarifario';
import { useTarifarioDestinations } from '../api/get-tarifario-destinations';
import { notifyTarifarioError } from '../components/notify';
import { ResultsHeader } from '../components/results-header';
import { ResultsTabs } from '../components/results-tabs';
import { TarifarioSkeleton, TarifarioStatus } from '../components/tarifario-status';
import { zoneInfo } from '../model/destinations';
import {
  isCompleteTarifarioSearch,
  readTarifarioSearch,
  readTarifarioTab,
  tarifarioSearchParams,
  toTarifarioRequest,
  type TCompleteTarifarioSearch,
  type TTarifarioTab,
} from '../model/search-params';

function Results({ search }: { search: TCompleteTarifarioSearch }) {
  const [params, setParams] = useSearchParams();
  const back = paths.tarifario.root.getHref(tarifarioSearchParams(search));
  // the results the search page stored in the cache; a reload (or a shared link) reads them again
  const query = useTarifario(toTarifarioRequest(search));
  const destinations = useTarifarioDestinations();
  const zone = zoneInfo(destinations.data, search.destino);
  // spec §4: the domestic flag the search kept; the zone's own country when the catalogue is here
  const nacional = zone?.nacional ?? search.nacional;
  const tab = readTarifarioTab(params);

  const { isError, errorUpdatedAt, error } = query;
  useEffect(() => {
    if (isError) notifyTarifarioError(error.message); // spec §8: tarifario failures are a toast
  }, [isError, errorUpdatedAt, error]);

  if (query.isPending || (query.isFetching && query.isError)) return <TarifarioSkeleton />;
  if (query.isError)
    return (
      <TarifarioStatus text={query.error.message} error back={back} onRetry={() => void query.refetch()} />
    );

  const onTab = (next: TTarifarioTab) =>
    setParams(tarifarioSearchParams(search, next), { replace: true, preventScrollReset: true });

  return (
    <Stack gap="lg">
      <ResultsHeader search={search} zone={zone} back={back} />
      <ResultsTabs results={query.data} nacional={nacional} tab={tab} onTab={onTab} />
    </Stack>
  );
}

/** spec §2 tarifario/tarifas-result 'Tarifas Encontradas' (the search in the URL, model/search-params.ts). */
export function TarifarioResultsPage() {
  const [params] = useSearchParams();
  const search = readTarifarioSearch(params);
  if (!isCompleteTarifarioSearch(search))
    return (
      <TarifarioStatus
        text="Faltan datos de la búsqueda: elija el destino y las fechas de la estadía."
        back={paths.tarifario.root.getHref(tarifarioSearchParams(search))}
      />
    );
  return <Results search={search} />;
}
