import '../components/cars-styles';
import { searchPageOf } from '@/shared/forms/search-page-of';
import { paths } from '@/shared/paths';
import { CarSearchForm } from '../components/car-search-form';
import { carSearchParams, readCarSearch } from '../model/search-params';

/** spec §2 autos/index-autos 'Alquila un auto': AVIS and BUDGET offices, dates and driver. */
export const CarsSearchPage = searchPageOf({
  title: 'Alquila un auto',
  intro: 'Autos de AVIS y BUDGET: elija dónde retirarlo y devolverlo, y cuándo.',
  Form: CarSearchForm,
  read: readCarSearch,
  toQuery: carSearchParams,
  resultsHref: paths.cars.results.getHref,
});
