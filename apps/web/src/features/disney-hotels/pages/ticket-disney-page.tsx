import '../components/disney-hotels-styles';
import { Stack, Title } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { MESSAGES } from '@portal/domain/messages';
import { IconTicketOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import classes from '@/shared/hotels/hotels.module.css';
import { ResultsSkeleton } from '@/shared/hotels/results-skeleton';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { paths } from '@/shared/paths';
import { ResultsTitleBar } from '@/shared/results/results-banner';
import { StatusPanel } from '@/shared/results/status-panel';
import { useCheckHotelTicket } from '../api/check-hotel-ticket';
import { useAllTickets, type THotelTicket } from '../api/find-all-tickets';
import { HotelTicketCard } from '../components/hotel-ticket-card';
import { notifyError } from '../components/notify';
import { partyTicketCents, ticketCountsOf } from '../model/disney-order';
import { readRoomPick, type TDisneyPick } from '../model/room-pick';
import { disneySearchParams, ticketEntryDateOf } from '../model/search-params';

const byDays = (a: THotelTicket, b: THotelTicket) => a.durationDays - b.durationDays;

function TicketChoice({ pick }: { pick: TDisneyPick }) {
  const date = ticketEntryDateOf(pick.search);
  const query = useAllTickets({ rateId: pick.room.rateId, fecha: date, roomId: String(pick.room.id) });
  const check = useCheckHotelTicket();
  const setDraft = useOrderDraftStore((s) => s.setDraft);
  const navigate = useNavigate();
  const back = paths.disneyHotels.results.getHref(disneySearchParams(pick.search));
  const counts = ticketCountsOf(pick.search);

  if (query.isPending) return <ResultsSkeleton />;
  const tickets = query.data ?? [];
  if (query.isError || tickets.length === 0)
    return (
      <StatusPanel
        icon={<IconTicketOff size={34} aria-hidden />}
        title="Selecciona un Ticket"
        text={query.isError ? query.error.message : MESSAGES.ticketsNotFoundOnSelectedDate}
        error={query.isError}
        back={back}
        backLabel="Volver a los hoteles"
      />
    );

  // spec §4: only a ticket that passes the availability check goes on to the passenger form
  const choose = (ticket: THotelTicket) =>
    check.mutate(
      { pick, ticket },
      {
        onSuccess: (draft) => {
          setDraft(draft);
          navigate(paths.formPax.getHref('provider'));
        },
        onError: (error) => notifyError(error.message),
      },
    );
  const checking = check.isPending ? check.variables?.ticket.code : undefined;
  const groups = [
    { title: 'Tickets de 2 a 9 días', list: tickets.filter((t) => t.durationDays < 10).sort(byDays) },
    { title: 'Grupo Z: tickets de 10 días', list: tickets.filter((t) => t.durationDays === 10) },
  ].filter((g) => g.list.length > 0);

  return (
    <Stack gap="lg">
      <ResultsTitleBar
        title="Selecciona un Ticket"
        subtitle={
          <>
            {pick.hotel.name} – {pick.room.name} · entrada el {formatDdMmYyyy(date)} · tickets:{' '}
            {counts.adults} de adulto y {counts.children} de menor
          </>
        }
        back={back}
        backLabel="Volver a los hoteles"
      />
      {groups.map((group) => (
        <Stack key={group.title} gap="sm" component="section" aria-label={group.title}>
          <Title order={2} fz="h4">
            {group.title}
          </Title>
          <div className={classes.grid}>
            {group.list.map((ticket) => (
              <HotelTicketCard
                key={ticket.code}
                ticket={ticket}
                partyCents={partyTicketCents(ticket, pick.search)}
                checking={checking === ticket.code}
                disabled={check.isPending}
                onChoose={() => choose(ticket)}
              />
            ))}
          </div>
        </Stack>
      ))}
    </Stack>
  );
}

/** spec §2 ticket-disney 'Selecciona un Ticket': the ticket the picked room's rate requires. */
export function TicketDisneyPage() {
  const [pick] = useState(readRoomPick);
  if (!pick) return <Navigate to={paths.disneyHotels.disney.getHref()} replace />;
  return <TicketChoice pick={pick} />;
}
