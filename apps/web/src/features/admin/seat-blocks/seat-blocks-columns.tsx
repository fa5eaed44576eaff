import { Button, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { TSeatBlock } from '@portal/domain/admin/seat-blocks';
import { slashDate } from '@portal/domain/admin/seat-block-rules';
import { money } from '@/shared/money';
import { formatInstant } from '../model/format';

const PHONE_HIDDEN = '(min-width: 48em)';
const WIDE = '(min-width: 75em)';
const WIDEST = '(min-width: 90em)';

const range = (block: TSeatBlock) => {
  const outs = block.legs.filter((l) => l.direction === 'ida');
  if (outs.length === 0) return 'Sin salidas próximas';
  const [first, last] = [outs[0]!.date, outs.at(-1)!.date];
  return first === last ? slashDate(first) : `${slashDate(first)} al ${slashDate(last)}`;
};

const figure = (n: number) => n.toLocaleString('es-AR');

/**
 * The blocks table's columns (issue 31, item 5): the route, its departures from today and the
 * sums of their legs. On a phone the route carries its trip and dates, with what is sold and left.
 */
export const seatBlockColumns = (open: (block: TSeatBlock) => void): DataTableColumn<TSeatBlock>[] => [
  {
    accessor: 'flightOut',
    title: 'Ruta',
    sortable: true,
    render: (b) => (
      <div>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {b.flightOut} / {b.flightBack}
        </Text>
        <Text size="xs" c="dimmed">
          {b.airline} · {b.travelClass}
        </Text>
        <Text size="xs" hiddenFrom="sm">
          {b.origin} → {b.destination} {b.destinationName}: {range(b)}
        </Text>
      </div>
    ),
  },
  {
    accessor: 'destinationName',
    title: 'Trayecto',
    sortable: true,
    visibleMediaQuery: PHONE_HIDDEN,
    render: (b) => (
      <div>
        <Text size="sm">
          {b.origin} → {b.destination} {b.destinationName}
        </Text>
        <Text size="xs" c="dimmed">
          {b.totals.departures} salida(s): {range(b)}
        </Text>
      </div>
    ),
  },
  {
    accessor: 'totals.seats',
    title: 'Asientos',
    textAlign: 'right',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (b) => figure(b.totals.seats),
  },
  { accessor: 'totals.sold', title: 'Vendidos', textAlign: 'right', render: (b) => figure(b.totals.sold) },
  { accessor: 'totals.left', title: 'Libres', textAlign: 'right', render: (b) => figure(b.totals.left) },
  {
    accessor: 'totals.released',
    title: 'Liberados',
    textAlign: 'right',
    visibleMediaQuery: WIDE,
    render: (b) => figure(b.totals.released),
  },
  {
    accessor: 'totals.revenue',
    title: 'Recaudación',
    textAlign: 'right',
    noWrap: true,
    visibleMediaQuery: PHONE_HIDDEN,
    render: (b) => money(b.totals.revenue),
  },
  {
    accessor: 'releaseDays',
    title: 'Liberación',
    noWrap: true,
    visibleMediaQuery: WIDE,
    render: (b) => (b.releaseDays === null ? '—' : `${b.releaseDays} días antes`),
  },
  {
    accessor: 'createdAt',
    title: 'Alta',
    sortable: true,
    noWrap: true,
    visibleMediaQuery: WIDEST,
    render: (b) => formatInstant(b.createdAt),
  },
  {
    accessor: 'actions',
    title: '',
    textAlign: 'right',
    render: (b) => (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconListDetails size={14} aria-hidden />}
        aria-label={`Tramos de ${b.flightOut} / ${b.flightBack}`}
        onClick={() => open(b)}
      >
        <Text span size="sm" fw={600} visibleFrom="sm">
          Tramos
        </Text>
      </Button>
    ),
  },
];
