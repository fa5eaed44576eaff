import '../components/tarifario-styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SearchPage } from '@/shared/forms/search-page';
import { useBookingCalendar } from '@/shared/forms/use-booking-calendar';
import { useSearchToResults } from '@/shared/forms/use-search-to-results';
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
  const queryClient = useQueryClient();
  const { today } = useBookingCalendar();
  const { initial, goToResults } = useSearchToResults(
    readTarifarioSearch,
    (s: TCompleteTarifarioSearch) => tarifarioSearchParams(s),
    paths.tarifario.result.getHref,
  );

  const search = useMutation({
    mutationFn: (s: TCompleteTarifarioSearch) =>
      queryClient.fetchQuery(tarifarioQuery(toTarifarioRequest(s))),
    onSuccess: (_results, s) => goToResults(s),
    onError: (error) => notifyTarifarioError(error.message),
  });

  return (
    <SearchPage
      title="Tarifario"
      intro="Tarifas de hoteles, excursiones y traslados de la agencia: elija el destino y las fechas de la estadía."
    >
      <TarifarioSearchForm
        initial={initial}
        today={today}
        searching={search.isPending}
        onSearch={(s) => search.mutate(s)}
      />
    </SearchPage>
  );
}
