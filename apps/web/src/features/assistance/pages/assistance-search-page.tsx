import '../components/assistance-styles';
import { searchPageOf } from '@/shared/forms/search-page-of';
import { paths } from '@/shared/paths';
import { AssistanceSearchForm } from '../components/assistance-search-form';
import { assistanceSearchParams, readAssistanceSearch } from '../model/search-params';

/** spec §2 asistencias (index, 'Asistencias'): the travel-assistance search. */
export const AssistanceSearchPage = searchPageOf({
  title: 'Asistencias',
  intro: 'Asistencia al viajero: elija el destino, las fechas del viaje y la edad de cada pasajero.',
  Form: AssistanceSearchForm,
  read: readAssistanceSearch,
  toQuery: assistanceSearchParams,
  resultsHref: paths.assistance.result.getHref,
});
