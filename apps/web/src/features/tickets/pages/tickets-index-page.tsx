import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { ticketSearchQuery } from '../api/search-tickets';
import { notifyError } from '../components/notify';
import { TicketSearchForm } from '../components/ticket-search-form';
import { readTicketSearch, ticketSearchParams, type TCompleteSearch } from '../model/search-params';

/** spec §2 tickets-index 'Parques Temáticos': the search; results only with at least one ticket (§4). */
export function TicketsIndexPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const search = readTicketSearch(params);

  const onSearch = async (s: TCompleteSearch) => {
    setParams(ticketSearchParams(s), { replace: true });
    setLoading(true);
    try {
      const results = await queryClient.fetchQuery(ticketSearchQuery(s));
      if (results.todos.length === 0) notifyError(MESSAGES.ticketsNotFoundOnDate);
      else navigate(paths.tickets.result.getHref(ticketSearchParams(s)));
    } catch (error) {
      notifyError(error instanceof Error && error.message ? error.message : MESSAGES.serverError);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <div>
        <Title order={1} fz="h2">
          Parques Temáticos
        </Title>
        <Text c="dimmed">Elija el parque, los pasajeros y la fecha de entrada.</Text>
      </div>
      <TicketSearchForm
        key={search.park}
        initial={search}
        loading={loading}
        onSearch={onSearch}
        onParkChange={(s) => setParams(ticketSearchParams(s), { replace: true })}
      />
    </Stack>
  );
}
