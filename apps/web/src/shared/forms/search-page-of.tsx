import type { ComponentType, ReactNode } from 'react';
import { SearchPage } from './search-page';
import { useBookingCalendar } from './use-booking-calendar';
import { useSearchToResults } from './use-search-to-results';

type FormProps<TInitial, TSearch> = {
  initial: TInitial;
  today: string;
  isAgenteAS: boolean;
  onSearch: (search: TSearch) => void;
};

type SearchPageSpec<TInitial, TSearch> = {
  title: ReactNode;
  intro: ReactNode;
  /** the product's search form; it may ignore isAgenteAS when its dates do not depend on it */
  Form: ComponentType<FormProps<TInitial, TSearch>>;
  /** the form's first values, from the search in the page's URL */
  read: (params: URLSearchParams) => TInitial;
  toQuery: (search: TSearch) => string;
  resultsHref: (query: string, search: TSearch) => string;
};

/**
 * The search page of a product whose results have a route of their own: the layout, the
 * booking calendar and the search kept in the URL, so that back from the results shows it.
 */
export function searchPageOf<TInitial, TSearch>(spec: SearchPageSpec<TInitial, TSearch>) {
  const { title, intro, Form, read, toQuery, resultsHref } = spec;
  return function ProductSearchPage() {
    const { today, isAgenteAS } = useBookingCalendar();
    const { initial, goToResults } = useSearchToResults(read, toQuery, resultsHref);
    return (
      <SearchPage title={title} intro={intro}>
        <Form initial={initial} today={today} isAgenteAS={isAgenteAS} onSearch={goToResults} />
      </SearchPage>
    );
  };
}
