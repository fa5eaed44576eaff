import {
  ZCarSearchResponse,
  type TCarSearchRequest,
  type TVehicle,
} from '@portal/domain/cars/search-availability';
import type { TCarBrand } from '@portal/domain/cars/locations';
import { MESSAGES } from '@portal/domain/messages';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §7 POST search-availability/ (cars service), one call per brand. A broken rule (400:
// closed office, return before pick-up, lead time) keeps the server's message; any other
// failure is 'Ocurrió un error al buscar autos'.
const searchCars = async (body: TCarSearchRequest, signal?: AbortSignal): Promise<TVehicle[]> => {
  try {
    return await apiRequest('cars', '/search-availability/', {
      method: 'POST',
      body,
      schema: ZCarSearchResponse,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw error;
    throw new Error(MESSAGES.carSearchError, { cause: error });
  }
};

const carSearchQuery = (body: TCarSearchRequest) =>
  queryOptions({
    queryKey: ['cars', 'search', body],
    queryFn: ({ signal }) => searchCars(body, signal),
    staleTime: 60_000,
    retry: false,
  });

type TBrandCars = { brand: TCarBrand; vehicles: TVehicle[]; error: Error | null };
export type TCarAvailability = { pending: boolean; brands: TBrandCars[] };

/** Every brand's search at once; what answered is shown, a brand that failed is said. */
export const useCarAvailability = (bodies: TCarSearchRequest[]) =>
  useQueries({
    queries: bodies.map(carSearchQuery),
    combine: (results): TCarAvailability => ({
      pending: results.some((r) => r.isPending),
      brands: results.map((r, i) => ({
        brand: bodies[i]!.brand,
        vehicles: r.data ?? [],
        error: r.error,
      })),
    }),
  });
