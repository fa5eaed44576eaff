import { MESSAGES } from '@portal/domain/messages';
import {
  ZTransferAvailabilityResponse,
  type TTransferAvailabilityRequest,
  type TTransferAvailabilityResponse,
} from '@portal/domain/transfers/transfer-availability';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { withUtilityMessage } from './utility-error';

// spec §7 POST /traslados/disponibilidad (utilities service): the transfers between the two
// points for the party, priced, with the echoToken the booking presents.
const searchTransfers = async (
  body: TTransferAvailabilityRequest,
  signal?: AbortSignal,
): Promise<TTransferAvailabilityResponse> => {
  try {
    return await apiRequest('utilities', '/traslados/disponibilidad', {
      method: 'POST',
      body,
      schema: ZTransferAvailabilityResponse,
      signal,
    });
  } catch (error) {
    throw withUtilityMessage(error, MESSAGES.transferSearchError);
  }
};

const transfersQuery = (body: TTransferAvailabilityRequest) =>
  queryOptions({
    queryKey: ['utilities', 'transfers', body],
    queryFn: ({ signal }) => searchTransfers(body, signal),
    staleTime: 5 * 60_000, // the echoToken expires
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useTransfers = (body: TTransferAvailabilityRequest) => useQuery(transfersQuery(body));
