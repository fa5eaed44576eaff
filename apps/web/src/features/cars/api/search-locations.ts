import {
  CAR_BRANDS,
  ZCarLocationsResponse,
  type TCarBrand,
  type TCarLocation,
} from '@portal/domain/cars/locations';
import { MESSAGES } from '@portal/domain/messages';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §7 GET locations/?brand&destino (cars service), spec §5: 3 or more characters.
// Both brands are asked in parallel; a brand that failed is said with spec §8's message.
const LOCATION_MIN_CHARS = 3;
export const canSearchLocations = (text: string) => text.trim().length >= LOCATION_MIN_CHARS;

const searchLocations = async (
  q: { brand: TCarBrand; destino: string },
  signal?: AbortSignal,
): Promise<TCarLocation[]> => {
  try {
    return await apiRequest('cars', '/locations/', { query: q, schema: ZCarLocationsResponse, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw error;
    throw new Error(MESSAGES.carLocationsError, { cause: error });
  }
};

const carLocationsQuery = (brand: TCarBrand, destino: string) =>
  queryOptions({
    queryKey: ['cars', 'locations', brand, destino],
    queryFn: ({ signal }) => searchLocations({ brand, destino }, signal),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: canSearchLocations(destino),
  });

export type TBrandLocations = {
  brand: TCarBrand;
  locations: TCarLocation[];
  error: Error | null;
  pending: boolean;
};

/** The offices of each brand asked (both by default) whose place matches `destino`. */
export const useCarLocations = (destino: string, brands: readonly TCarBrand[] = CAR_BRANDS) =>
  useQueries({
    queries: brands.map((brand) => carLocationsQuery(brand, destino.trim())),
    combine: (results): TBrandLocations[] =>
      results.map((r, i) => ({
        brand: brands[i]!,
        locations: r.data ?? [],
        error: r.error,
        pending: r.isFetching,
      })),
  });
