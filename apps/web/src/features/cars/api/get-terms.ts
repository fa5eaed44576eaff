import { ZCarTermsResponse, type TCarBrand, type TCarTermsResponse } from '@portal/domain/cars/locations';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

// spec §7 GET terms?brand&countryCode: the brand's rental conditions in the pick-up country,
// with the minimum driver age they ask.
const getCarTerms = (q: { brand: TCarBrand; countryCode: string }, signal?: AbortSignal) =>
  apiRequest<TCarTermsResponse>('cars', '/terms', { query: q, schema: ZCarTermsResponse, signal });

export const carTermsQuery = (brand: TCarBrand, countryCode: string) =>
  queryOptions({
    queryKey: ['cars', 'terms', brand, countryCode],
    queryFn: ({ signal }) => getCarTerms({ brand, countryCode }, signal),
    staleTime: 30 * 60_000,
    retry: false,
    enabled: /^[A-Za-z]{2}$/.test(countryCode),
  });
