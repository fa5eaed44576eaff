import '../components/disney-hotels-styles';
import { Stack, Title } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { useState } from 'react';
import { Navigate } from 'react-router';
import classes from '@/shared/hotels/hotels.module.css';
import { ResultsSkeleton } from '@/shared/hotels/results-skeleton';
import { useStartBooking } from '@/shared/order-summary/use-start-booking';
import { paths } from '@/shared/paths';
import { ResultsTitleBar } from '@/shared/results/results-banner';
import { NoTicketsPanel } from '@/shared/results/no-tickets-panel';
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
  const startBooking = useStartBooking();
  const page = {
    title: 'Selecciona un Ticket',
    back: paths.disneyHotels.results.getHref(disneySearchParams(pick.search)),
    backLabel: 'Volver a los hoteles',
  };
  const counts = ticketCountsOf(pick.search);

  if (query.isPending) return <ResultsSkeleton />;
  const tickets = query.data ?? [];
  if (query.isError || tickets.length === 0) return <NoTicketsPanel {...page} error={query.error} />;

  // spec §4: only a ticket that passes the availability check goes on to the passenger form
  const choose = (ticket: THotelTicket) =>
    check.mutate(
      { pick, ticket },
      { onSuccess: startBooking, onError: (error) => notifyError(error.message) },
    );
  const checking = check.isPending ? check.variables?.ticket.code : undefined;
  const groups = [
    { title: 'Tickets de 2 a 9 días', list: tickets.filter((t) => t.durationDays < 10).sort(byDays) },
    { title: 'Grupo Z: tickets de 10 días', list: tickets.filter((t) => t.durationDays === 10) },
  ].filter((g) => g.list.length > 0);

  return (
    <Stack gap="lg">
      <ResultsTitleBar
        {...page}
        subtitle={
          <>
            {pick.hotel.name} – {pick.room.name} · entrada el {formatDdMmYyyy(date)} · tickets:{' '}
            {counts.adults} de adulto y {counts.children} de menor
          </>
        }
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
