import '@mantine/core/styles/SimpleGrid.layer.css';
import { LoadingOverlay, SimpleGrid, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { PARKS } from '@portal/domain/tickets/parks';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useStartBooking } from '@/shared/order-summary/use-start-booking';
import { PageLoader } from '@/shared/page-loader';
import { paths } from '@/shared/paths';
import { ResultsTitleBar } from '@/shared/results/results-banner';
import { NoTicketsPanel } from '@/shared/results/no-tickets-panel';
import { SlotNotChosen, useCheckTicketAvailability } from '../api/check-ticket-availability';
import { chooseEvent } from '../components/event-chooser';
import { useTicketSearch, type TOffer } from '../api/search-tickets';
import { notifyError } from '../components/notify';
import { TicketCard } from '../components/ticket-card';
import { TicketInfoDialog } from '../components/ticket-info-dialog';
import {
  isCompleteSearch,
  readTicketSearch,
  ticketSearchParams,
  type TCompleteSearch,
} from '../model/search-params';

const TITLE = 'Tickets encontrados';
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const searchText = (s: TCompleteSearch) =>
  [
    PARKS[s.park].name,
    `entrada ${s.fecha}`,
    plural(s.adults, 'adulto', 'adultos'),
    plural(s.minors, 'menor', 'menores'),
    ...(PARKS[s.park].days ? [plural(s.days, 'día', 'días')] : []),
  ].join(' · ');

function Results({ search }: { search: TCompleteSearch }) {
  const query = useTicketSearch(search);
  const startBooking = useStartBooking();
  const availability = useCheckTicketAvailability();
  const [info, setInfo] = useState<TOffer | null>(null);
  const back = paths.tickets.index.getHref(ticketSearchParams(search));

  if (query.isPending) return <PageLoader />;
  const offers = query.data?.todos ?? [];
  if (query.isError || offers.length === 0)
    return <NoTicketsPanel title={TITLE} error={query.error} back={back} backLabel="Volver a la búsqueda" />;

  const buy = (offer: TOffer) =>
    availability.mutate(
      { search, offer, choose: chooseEvent },
      {
        onSuccess: startBooking,
        onError: (error) => {
          if (!(error instanceof SlotNotChosen)) notifyError(error.message);
        },
      },
    );
  const buying = availability.isPending ? availability.variables?.offer.codeAdult : undefined;
  const grid = (list: TOffer[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {list.map((offer) => (
        <TicketCard
          key={offer.codeAdult}
          offer={offer}
          onInfo={() => setInfo(offer)}
          onBuy={() => buy(offer)}
          buying={buying === offer.codeAdult}
          disabled={availability.isPending}
        />
      ))}
    </SimpleGrid>
  );
  const recomendados = query.data.recomendados;

  return (
    <Stack gap="lg" pos="relative">
      <LoadingOverlay
        visible={availability.isPending}
        zIndex={5}
        loaderProps={{ children: MESSAGES.loading }}
      />
      <ResultsTitleBar title={TITLE} subtitle={searchText(search)} back={back} />
      {recomendados.length > 0 && (
        <Stack gap="sm" component="section" aria-label="Recomendados">
          <Title order={2} fz="h4">
            Recomendados para su grupo
          </Title>
          {grid(recomendados)}
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-label="Todos los tickets">
        {recomendados.length > 0 && (
          <Title order={2} fz="h4">
            Todos los tickets
          </Title>
        )}
        {grid(offers)}
      </Stack>
      <TicketInfoDialog park={search.park} offer={info} date={search.fecha} onClose={() => setInfo(null)} />
    </Stack>
  );
}

/** spec §2 tickets-result 'Tickets encontrados'. */
export function TicketsResultPage() {
  const [params] = useSearchParams();
  const search = readTicketSearch(params);
  if (!isCompleteSearch(search))
    return <Navigate to={paths.tickets.index.getHref(ticketSearchParams(search))} replace />;
  return <Results search={search} />;
}
