import { MESSAGES } from '@portal/domain/messages';
import { isTicketAvailable } from '@portal/domain/small-rules';
import { ZTicketAvailabilityAnswer } from '@portal/domain/tickets/ticket-availability';
import { ZFindEventsResponse, type TUniversalEvent } from '@portal/domain/tickets/universal';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';
import { useAuthStore } from '@/shared/auth/auth-store';
import type { TOrderDraft } from '@/shared/order-summary/order-draft-store';
import type { TCompleteSearch } from '../model/search-params';
import { buildTicketDraft } from '../model/ticket-order';
import type { TOffer } from './search-tickets';

// spec §4 availability check, then the order for the passenger form.
//  - WDW / Disneyland: POST tickets/disponibilidad-ticket(-california): today's price, or sold out.
//  - Universal with findEvents: GET findEvents/{code}/{date}/{programId}/{quantity}; [] = 'Ticket no disponible'.
//  - Universal without findEvents: no call, it counts as available (spec §4) unless the search
//    already listed it sold out.

class TicketUnavailableError extends Error {}
/** The agent closed the slot dialog: nothing to say, nothing to do. */
export class SlotNotChosen extends Error {}

/** Picks one of the events with room; the first when nobody asks (tests, a single slot). */
export type EventChooser = (events: TUniversalEvent[]) => Promise<TUniversalEvent | null>;
const firstEvent: EventChooser = async (events) => events[0] ?? null;

const checkDisney = async (search: TCompleteSearch, offer: TOffer): Promise<TOrderDraft> => {
  const path = search.park === 'disney' ? 'disponibilidad-ticket' : 'disponibilidad-ticket-california';
  const user = useAuthStore.getState().user;
  const answer = await apiRequest('tickets', `/tickets/${path}`, {
    method: 'POST',
    query: { in: search.fecha, adults: search.adults, childs: search.minors },
    body: {
      codeAdult: offer.codeAdult,
      codeChild: offer.codeChild,
      durationDays: offer.durationDays,
      // spec §6: availability calls carry the user and UWS ids
      idUsuarioReservo: user?.idUser,
      idUWS: user?.idUWS,
    },
    schema: ZTicketAvailabilityAnswer,
  });
  if (!answer.disponible) throw new TicketUnavailableError(MESSAGES.selectedTicketUnavailable);
  return buildTicketDraft({ search, offer, prices: answer });
};

const checkUniversal = async (
  search: TCompleteSearch,
  offer: TOffer,
  choose: EventChooser,
): Promise<TOrderDraft> => {
  if (offer.disponible === false) throw new TicketUnavailableError(MESSAGES.selectedTicketUnavailable);
  if (!offer.findEvents) return buildTicketDraft({ search, offer, prices: offer });
  const quantity = search.adults + search.minors;
  const path = `/findEvents/${encodeURIComponent(offer.codeAdult)}/${search.fecha}/${encodeURIComponent(offer.programId ?? '')}/${quantity}`;
  const events = await apiRequest('tickets', path, { schema: ZFindEventsResponse });
  const withRoom = events.filter((e) => e.available >= quantity);
  if (!isTicketAvailable(offer, withRoom.length ? { status: 'Active' } : null))
    throw new TicketUnavailableError(MESSAGES.ticketUnavailable);
  const event = withRoom.length === 1 ? withRoom[0] : await choose(withRoom);
  if (!event) throw new SlotNotChosen();
  return buildTicketDraft({ search, offer, prices: offer, event });
};

export const checkTicketAvailability = async (
  search: TCompleteSearch,
  offer: TOffer,
  choose: EventChooser = firstEvent,
) => {
  try {
    return await (search.park === 'universal'
      ? checkUniversal(search, offer, choose)
      : checkDisney(search, offer));
  } catch (error) {
    if (error instanceof TicketUnavailableError || error instanceof SlotNotChosen) throw error;
    // The server's Spanish message for a broken rule or the supplier's fault; else spec §8's.
    const known =
      error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 502);
    throw new Error(known ? error.message : MESSAGES.ticketAvailabilityError, { cause: error });
  }
};

export const useCheckTicketAvailability = () =>
  useMutation({
    mutationFn: ({
      search,
      offer,
      choose,
    }: {
      search: TCompleteSearch;
      offer: TOffer;
      choose?: EventChooser;
    }) => checkTicketAvailability(search, offer, choose),
  });
