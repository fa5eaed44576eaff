import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * A search form whose results have their own route: the form starts from the search in this
 * page's URL, and `goToResults` writes the search there before going to the results, so back
 * from the results shows this search again.
 */
export function useSearchToResults<TInitial, TSearch>(
  read: (params: URLSearchParams) => TInitial,
  toQuery: (search: TSearch) => string,
  resultsHref: (query: string, search: TSearch) => string,
) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [initial] = useState(() => read(params));
  const goToResults = (search: TSearch) => {
    const query = toQuery(search);
    setParams(query, { replace: true });
    navigate(resultsHref(query, search));
  };
  return { initial, goToResults };
}
