import { MESSAGES } from '@portal/domain/messages';
import { asList } from '@portal/domain/small-rules';
import {
  ZTarifarioResponse,
  type TTarifarioExcursion,
  type TTarifarioHotel,
  type TTarifarioRequest,
  type TTarifarioTransfer,
} from '@portal/domain/tarifario/get-tarifario';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';

export type TTarifarioResults = {
  hoteles: TTarifarioHotel[];
  excursiones: TTarifarioExcursion[];
  traslados: TTarifarioTransfer[];
};

// spec §7 POST /get-tarifario: a zone's hotels, excursions and transfers for the stay, each
// list possibly a single element unwrapped (spec §3), read here once as lists. A broken rule
// (400) keeps the server's message; any other failure is 'Hubo un error en el servidor' (§8).
const getTarifario = async (body: TTarifarioRequest, signal?: AbortSignal): Promise<TTarifarioResults> => {
  try {
    const { data } = await apiRequest('main', '/get-tarifario', {
      method: 'POST',
      body,
      schema: ZTarifarioResponse,
      signal,
    });
    return {
      hoteles: asList(data.disponibilidad?.hoteles?.hotel),
      excursiones: asList(data.excursiones),
      traslados: asList(data.traslados),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw error;
    throw new Error(MESSAGES.serverError, { cause: error });
  }
};

// The rate sheet changes when staff load a new one, not while an agent reads it: no quiet
// refetch on focus; a reload of tarifas-result asks again once the cache is gone.
export const tarifarioQuery = (body: TTarifarioRequest) =>
  queryOptions({
    queryKey: ['tarifario', 'search', body],
    queryFn: ({ signal }) => getTarifario(body, signal),
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useTarifario = (body: TTarifarioRequest) => useQuery(tarifarioQuery(body));
