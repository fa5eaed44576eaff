import { useState } from 'react';
import { Anchor, type MantineTheme, Badge, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { pageOf } from '@portal/domain/admin/paging';
import {
  ZRateSheetImport,
  type TRateSheetImport,
  type TRateSheetResult,
} from '@portal/domain/admin/rate-sheet';
import { AdminFilters } from '../components/admin-filters';
import { AdminTable } from '../components/admin-table';
import { formatInstant } from '../model/format';
import { useAdminList } from '../model/use-admin-list';
import { IMPORTS_LIST } from './rate-sheet-api';
import { formatBytes, plural } from './rate-sheet-format';
import { ZoneRowsTable } from './zone-rows-table';

const ZImportsPage = pageOf(ZRateSheetImport);
const RESULTS: { value: TRateSheetResult; label: string }[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'aceptadas', label: 'Aceptadas' },
  { value: 'rechazadas', label: 'Rechazadas' },
];

const loaded = (i: TRateSheetImport) =>
  i.summary
    ? `${plural(i.summary.zonas.length, 'zona', 'zonas')} · ${plural(i.summary.filas, 'fila', 'filas')}`
    : '—';
const firstLine = (text: string | null) => text?.split('\n')[0] ?? '';
/** The date and the time, the time under the date when the column is narrow (a phone). */
function Instant({ iso }: { iso: string }) {
  const [date, time] = formatInstant(iso).split(', ');
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{date},</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
    </>
  );
}

// on a phone: when, which file and how it ended; the rest is in the detail
const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

function Detail({ item }: { item: TRateSheetImport }) {
  const facts = `${formatInstant(item.at)} · ${item.actorName} · ${formatBytes(item.fileBytes)}`;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {facts}
      </Text>
      {item.summary ? (
        <ZoneRowsTable zones={item.summary.porZona} label={`Filas por zona de ${item.fileName}`} />
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Motivo del rechazo
          </Text>
          {item.error?.split('\n').map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Every upload of the rate sheet, newest first: who, when, which file, and how it ended. */
export function ImportsHistory() {
  const [resultado, setResultado] = useState<TRateSheetResult>('todas');
  const [open, setOpen] = useState<TRateSheetImport | null>(null);
  const list = useAdminList(
    { list: IMPORTS_LIST, path: '/tarifario/importaciones', page: ZImportsPage },
    {
      resultado,
    },
  );

  const columns: DataTableColumn<TRateSheetImport>[] = [
    { accessor: 'at', title: 'Fecha', sortable: true, render: (i) => <Instant iso={i.at} /> },
    { accessor: 'actorName', title: 'Usuario', sortable: true, visibleMediaQuery: wide },
    {
      accessor: 'fileName',
      title: 'Archivo',
      sortable: true,
      // the file's name opens its detail: the rows per zone, or why it was refused
      render: (i) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          title="Ver detalle"
          style={{ overflowWrap: 'anywhere' }}
          onClick={() => setOpen(i)}
        >
          {i.fileName}
        </Anchor>
      ),
    },
    {
      accessor: 'fileBytes',
      title: 'Tamaño',
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: wide,
      render: (i) => formatBytes(i.fileBytes),
    },
    {
      accessor: 'ok',
      title: 'Resultado',
      sortable: true,
      noWrap: true,
      render: (i) => (
        // a badge hides what overflows, so a tight table would cut its word short
        <Badge color={i.ok ? 'teal' : 'red'} variant="dot" miw="max-content">
          {i.ok ? 'Aceptada' : 'Rechazada'}
        </Badge>
      ),
    },
    { accessor: 'zonas', title: 'Zonas / filas', noWrap: true, visibleMediaQuery: wide, render: loaded },
    {
      accessor: 'error',
      title: 'Motivo',
      width: 260,
      visibleMediaQuery: wide,
      render: (i) => (
        <Text size="sm" lineClamp={2} title={i.error ?? undefined}>
          {firstLine(i.error)}
        </Text>
      ),
    },
  ];

  return (
    <>
      <Title order={2} size="h4" mb="sm">
        Historial de cargas
      </Title>
      <AdminFilters list={list} placeholder="Archivo, usuario o motivo" width={260}>
        <SegmentedControl
          aria-label="Resultado"
          data={RESULTS}
          value={resultado}
          onChange={(v) => {
            setResultado(v as TRateSheetResult);
            list.resetPage();
          }}
        />
      </AdminFilters>
      <AdminTable<TRateSheetImport>
        label="Historial de cargas del tarifario"
        list={list}
        columns={columns}
        defaultSort={{ sort: 'at', dir: 'desc' }}
        emptyText="Todavía no se cargó ninguna planilla"
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.fileName} size="xl" centered>
        {open && <Detail item={open} />}
      </Modal>
    </>
  );
}
