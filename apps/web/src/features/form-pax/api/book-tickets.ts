import {
  ZTicketBookingRequest,
  ZTicketPreBookAnswer,
  type TTicketBookingRequest,
  type TTicketPreBookAnswer,
} from '@portal/domain/tickets/book-ticket';
import type { TParkId } from '@portal/domain/tickets/parks';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §7 POST tickets/pre-reservar/{Disney|Universal} and tickets/pre-reservar-disneyland/Disney.
// Status 200 means success; the Idempotency-Key makes a retry of the same attempt book once.
const PATHS: Record<TParkId, string> = {
  disney: '/tickets/pre-reservar/Disney',
  disneyland: '/tickets/pre-reservar-disneyland/Disney',
  universal: '/tickets/pre-reservar/Universal',
};

export async function bookTickets(options: {
  park: TParkId;
  body: TTicketBookingRequest;
  idempotencyKey: string;
}): Promise<TTicketPreBookAnswer> {
  const parsed = ZTicketBookingRequest.safeParse(options.body);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Datos inválidos');
  return apiRequest('tickets', PATHS[options.park], {
    method: 'POST',
    body: parsed.data,
    headers: { 'Idempotency-Key': options.idempotencyKey },
    schema: ZTicketPreBookAnswer,
  });
}
