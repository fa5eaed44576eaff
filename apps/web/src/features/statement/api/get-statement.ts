import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZStatement, type TStatementQueryInput } from '@portal/domain/commerce/statement';
import { apiRequest } from '@/shared/api-client';

/** GET /api/main/cuenta-corriente/:idEntidad: the entity's statement of a period and currency. */
const getStatement = (idEntidad: number, query: TStatementQueryInput, signal?: AbortSignal) =>
  apiRequest('main', `/cuenta-corriente/${idEntidad}`, {
    query: query as Record<string, string | undefined>,
    schema: ZStatement,
    signal,
  });

/** Every statement sits under ['statement', id], so a payment recorded can invalidate the entity's. */
const statementQuery = (idEntidad: number, query: TStatementQueryInput) =>
  queryOptions({
    queryKey: ['statement', idEntidad, query],
    queryFn: ({ signal }) => getStatement(idEntidad, query, signal),
  });

export const useStatement = (idEntidad: number, query: TStatementQueryInput) =>
  // the previous period stays on screen (dimmed) while the next one loads
  // money owed is read fresh on every visit: a payment or a booking elsewhere moves it
  useQuery({ ...statementQuery(idEntidad, query), placeholderData: keepPreviousData, staleTime: 0 });
