import '../components/activities-styles';
import { SearchPage } from '@/shared/forms/search-page';
import { useBookingCalendar } from '@/shared/forms/use-booking-calendar';
import { useSearchToResults } from '@/shared/forms/use-search-to-results';
import { paths } from '@/shared/paths';
import { UtilitySearchForm, type TUtilitySearch } from '../components/utility-search-form';
import { activitySearchParams, readActivitySearch, readModule } from '../model/search-params';
import { readTransferSearch, transferSearchParams } from '../model/transfer-search-params';

const readUtilitySearch = (params: URLSearchParams) => ({
  ...readActivitySearch(params),
  modulo: readModule(params.get('q')),
});

/** This page's query: the activities search and which of the two searches (?q). */
const utilitySearchParams = (s: TUtilitySearch) => {
  const own = new URLSearchParams(activitySearchParams(s));
  own.set('q', s.modulo);
  return own.toString();
};

/** The activities' results, or the transfer form with the destination already picked. */
const nextHref = (_own: string, s: TUtilitySearch) =>
  s.modulo === 'actividades'
    ? paths.activities.results.getHref(activitySearchParams(s))
    : paths.activities.transfers.getHref(
        transferSearchParams({ ...readTransferSearch(new URLSearchParams()), destino: s.destino }),
      );

/** spec §2 traslados&Actividades (index): the destination, then activities or transfers. */
export function ActivitiesSearchPage() {
  const calendar = useBookingCalendar();
  const { initial, goToResults } = useSearchToResults(readUtilitySearch, utilitySearchParams, nextHref);

  return (
    <SearchPage
      title="Actividades y Traslados"
      intro="Elija el destino: sus actividades para la estadía, o los traslados entre aeropuerto, hotel y puerto."
    >
      <UtilitySearchForm initial={initial} calendar={calendar} onSearch={goToResults} />
    </SearchPage>
  );
}
