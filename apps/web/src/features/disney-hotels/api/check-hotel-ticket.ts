import { ZHotelTicketAvailabilityResponse } from '@portal/domain/hotels/disney-tickets';
import { MESSAGES } from '@portal/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { buildDisneyDraft, ticketCountsOf } from '../model/disney-order';
import type { TDisneyPick } from '../model/room-pick';
import { ticketEntryDateOf } from '../model/search-params';
import type { THotelTicket } from './find-all-tickets';

// spec §4: the ticket a package rate requires must pass POST disponibilidad-ticket/ for its
// entry date and the party before the passenger form; only `available` goes on.

class HotelTicketUnavailableError extends Error {}

const checkHotelTicket = async (pick: TDisneyPick, ticket: THotelTicket) => {
  const counts = ticketCountsOf(pick.search);
  let available: boolean;
  try {
    const answer = await apiRequest('hotels', '/disponibilidad-ticket/', {
      method: 'POST',
      body: {
        date: ticketEntryDateOf(pick.search),
        hotelId: pick.room.hotelId,
        quantityAdults: counts.adults,
        ticket: ticket.code,
        quantityChilds: counts.children,
      },
      schema: ZHotelTicketAvailabilityResponse,
    });
    available = answer.available;
  } catch (error) {
    throw new Error(MESSAGES.ticketAvailabilityError, { cause: error });
  }
  if (!available) throw new HotelTicketUnavailableError(MESSAGES.selectedTicketUnavailable);
  return buildDisneyDraft({ ...pick, ticket });
};

export const useCheckHotelTicket = () =>
  useMutation({
    mutationFn: ({ pick, ticket }: { pick: TDisneyPick; ticket: THotelTicket }) =>
      checkHotelTicket(pick, ticket),
  });
