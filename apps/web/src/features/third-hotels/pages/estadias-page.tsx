import '@/shared/hotels/hotels-styles';
import { searchPageOf } from '@/shared/forms/search-page-of';
import { paths } from '@/shared/paths';
import { ThirdSearchForm } from '../components/third-search-form';
import { readThirdSearch, thirdSearchParams } from '../model/third-search-params';

/** spec §2 hoteles/estadias 'Hoteles': the third wholesale provider's hotel search. */
export const EstadiasPage = searchPageOf({
  title: 'Hoteles',
  intro: 'Hoteles del mayorista en el destino que elija.',
  Form: ThirdSearchForm,
  read: readThirdSearch,
  toQuery: thirdSearchParams,
  resultsHref: paths.disneyHotels.results.getHref,
});
