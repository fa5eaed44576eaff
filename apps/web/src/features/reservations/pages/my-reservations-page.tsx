import '../components/reservations-styles';
import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { useReservations } from '../api/list-reservations';
import { ListError, ListSkeleton, NoMatches, NoReservations, PastLastPage } from '../components/list-states';
import { ReservationCards } from '../components/reservation-cards';
import { ReservationFilters } from '../components/reservation-filters';
import { ReservationTable } from '../components/reservation-table';
import { StatementLink } from '../components/statement-link';
import classes from '../components/reservations.module.css';
import {
  DEFAULT_LIST_PARAMS,
  hasFilters,
  listApiQuery,
  listParamsQuery,
  PAGE_SIZE,
  readListParams,
  type TListParams,
} from '../model/list-params';

const countText = (n: number, more: boolean) =>
  more
    ? `Más de ${n.toLocaleString('es-AR')} reservas: acote la búsqueda con los filtros`
    : n === 1
      ? '1 reserva'
      : `${n.toLocaleString('es-AR')} reservas`;
const PAGINATION_LABELS: Record<string, string> = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
};

/** /mis-reservas (ours, issue 18): the agent's bookings, newest first, filtered from the URL. */
export function MyReservationsPage() {
  const [searchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const navigate = useNavigate();
  // one layout in the DOM, not two hidden by CSS: rows are counted once (tests, screen readers)
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const query = useReservations(listApiQuery(params));

  const go = (next: TListParams, options?: { replace?: boolean }) =>
    navigate(paths.myReservations.list.getHref(listParamsQuery(next)), options);
  const clear = () => go(DEFAULT_LIST_PARAMS);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  const body = () => {
    if (query.isPending) return <ListSkeleton />;
    if (query.isError && !data)
      return <ListError message={query.error.message} onRetry={() => query.refetch()} />;
    if (!data) return null;
    if (data.total === 0) return hasFilters(params) ? <NoMatches onClear={clear} /> : <NoReservations />;
    if (data.items.length === 0) return <PastLastPage onFirst={() => go({ ...params, page: 1 })} />;
    return (
      <div className={query.isPlaceholderData ? classes.busy : undefined} aria-busy={query.isFetching}>
        {wide ? <ReservationTable items={data.items} /> : <ReservationCards items={data.items} />}
      </div>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={1} fz="h2">
          Mis reservas
        </Title>
        {data && (
          <Text c="dimmed" role="status" aria-live="polite">
            {countText(data.total, data.hayMas)}
          </Text>
        )}
      </Group>
      <ReservationFilters params={params} onChange={go} onClear={clear} />
      {params.idEntidad && <StatementLink idEntidad={params.idEntidad} entidad={params.entidad} />}
      {query.isError && data && <ListError message={query.error.message} onRetry={() => query.refetch()} />}
      {body()}
      {data && pages > 1 && (
        <Group justify="center" component="nav" aria-label="Páginas de reservas">
          <Pagination
            total={pages}
            value={Math.min(params.page, pages)}
            onChange={(page) => go({ ...params, page })}
            siblings={wide ? 1 : 0}
            getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
            getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
