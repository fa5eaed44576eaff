import type { IsoDate } from '@portal/domain/dates';
import type { TParkId } from '@portal/domain/tickets/parks';
import { ZTicketInfo } from '@portal/domain/tickets/search-tickets';
import { ZUniversalTicketInfo } from '@portal/domain/tickets/universal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

// spec §7 ticket-info/{code}/{date}, ticket-info-disneyland/{code}/{date}, and Universal's
// ticket-info/{code} (policy text only). One shape for the dialog (spec §2).
export type TTicketInfoView = { usageWindow: string | null; cancelPolicy: string };

const getTicketInfo = async (
  park: TParkId,
  code: string,
  date: IsoDate,
  signal?: AbortSignal,
): Promise<TTicketInfoView> => {
  const c = encodeURIComponent(code);
  if (park === 'universal') {
    const info = await apiRequest('tickets', `/ticket-info/${c}`, { schema: ZUniversalTicketInfo, signal });
    return { usageWindow: null, cancelPolicy: info.policy };
  }
  const route = park === 'disney' ? 'ticket-info' : 'ticket-info-disneyland';
  const info = await apiRequest('tickets', `/tickets/${route}/${c}/${date}`, { schema: ZTicketInfo, signal });
  return { usageWindow: info.usageWindow, cancelPolicy: info.cancelPolicy };
};

const ticketInfoQuery = (park: TParkId, code: string, date: IsoDate) =>
  queryOptions({
    queryKey: ['tickets', 'info', park, code, date],
    queryFn: ({ signal }) => getTicketInfo(park, code, date, signal),
    staleTime: 30 * 60_000,
  });

export const useTicketInfo = (park: TParkId, code: string, date: IsoDate, enabled: boolean) =>
  useQuery({ ...ticketInfoQuery(park, code, date), enabled });
