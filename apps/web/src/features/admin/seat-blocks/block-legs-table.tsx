import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { hhmmToTime } from '@portal/domain/dates-format';
import { slashDate } from '@portal/domain/admin/seat-block-rules';
import type { TSeatBlockLeg } from '@portal/domain/admin/seat-blocks';
import { money } from '@/shared/money';

const PER_PAGE = 10;
const PHONE_HIDDEN = '(min-width: 48em)';

const legName = (l: TSeatBlockLeg) => `${l.direction === 'ida' ? 'Ida' : 'Vuelta'} ${l.flightNumber}`;

/** Whether staff may still change a leg: not released, not gone. */
const adjustable = (leg: TSeatBlockLeg, today: string) => !leg.releasedAt && leg.date >= today;

type Props = {
  legs: TSeatBlockLeg[];
  today: string;
  /** absent for a role that only sees the blocks */
  onAdjust?: (leg: TSeatBlockLeg) => void;
};

function columns({ today, onAdjust }: Omit<Props, 'legs'>): DataTableColumn<TSeatBlockLeg>[] {
  const base: DataTableColumn<TSeatBlockLeg>[] = [
    {
      accessor: 'date',
      title: 'Fecha',
      render: (l) => (
        <div>
          {slashDate(l.date)}
          <Text span size="sm" visibleFrom="sm">{` ${hhmmToTime(l.time)}`}</Text>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {hhmmToTime(l.time)} · {legName(l)}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'direction',
      title: 'Tramo',
      noWrap: true,
      visibleMediaQuery: PHONE_HIDDEN,
      render: legName,
    },
    { accessor: 'seats', title: 'Asientos', textAlign: 'right', visibleMediaQuery: PHONE_HIDDEN },
    { accessor: 'sold', title: 'Vendidos', textAlign: 'right' },
    { accessor: 'seatsLeft', title: 'Libres', textAlign: 'right' },
    {
      accessor: 'released',
      title: 'Liberados',
      textAlign: 'right',
      visibleMediaQuery: PHONE_HIDDEN,
      render: (l) =>
        l.releasedAt ? (
          <Badge
            color="gray"
            variant="light"
            title={`Liberados el ${new Date(l.releasedAt).toLocaleDateString('es-AR')}`}
          >
            {l.released}
          </Badge>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'revenue',
      title: 'Recaudación',
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: PHONE_HIDDEN,
      render: (l) => (
        <div>
          <Text size="sm">{money(l.revenue)}</Text>
          <Text size="xs" c="dimmed">
            {l.booked} pasajero(s) × {money(l.fare)}
          </Text>
        </div>
      ),
    },
  ];
  if (!onAdjust) return base;
  return [
    ...base,
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (l) =>
        adjustable(l, today) && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconAdjustments size={14} aria-hidden />}
            aria-label={`Ajustar asientos: ${l.direction === 'ida' ? 'ida' : 'vuelta'} ${l.flightNumber} del ${slashDate(l.date)}`}
            onClick={() => onAdjust(l)}
          >
            <Text span size="sm" fw={600} visibleFrom="sm">
              Ajustar asientos
            </Text>
          </Button>
        ),
    },
  ];
}

/** A block's legs, ten to a page: seats, sold, left, released and what they earned. */
export function BlockLegsTable({ legs, today, onAdjust }: Props) {
  const [page, setPage] = useState(1);
  const shown = legs.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return (
    <DataTable<TSeatBlockLeg>
      aria-label="Tramos del cupo"
      withTableBorder
      borderRadius="sm"
      striped
      minHeight={legs.length > 0 ? undefined : 150}
      records={shown}
      columns={columns({ today, onAdjust })}
      idAccessor="idTramo"
      noRecordsText="No hay tramos desde esa fecha"
      totalRecords={legs.length}
      page={page}
      onPageChange={setPage}
      recordsPerPage={PER_PAGE}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} de ${totalRecords}`}
      getPaginationControlProps={(control) =>
        control === 'previous' ? { 'aria-label': 'Página anterior' } : { 'aria-label': 'Página siguiente' }
      }
    />
  );
}
