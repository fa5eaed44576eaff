import { useState } from 'react';
import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import {
  SALES_GROUPING_LABELS,
  type TSalesReport,
  type TSalesReportRow,
} from '@portal/domain/commerce/sales-report';
import { count, money, percent } from './sales-format';

type SortKey = keyof Pick<
  TSalesReportRow,
  'etiqueta' | 'reservas' | 'venta' | 'neto' | 'margen' | 'margenPct' | 'canceladas' | 'sinConfirmar'
>;

const collator = new Intl.Collator('es-AR', { sensitivity: 'base' });

/** The rows in the order asked; months sort by month, not by their name. */
function sortRows(rows: readonly TSalesReportRow[], by: SortKey, dir: 'asc' | 'desc', byMonth: boolean) {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (by === 'etiqueta')
      return sign * (byMonth ? a.clave.localeCompare(b.clave) : collator.compare(a.etiqueta, b.etiqueta));
    return sign * (a[by] - b[by]) || collator.compare(a.etiqueta, b.etiqueta);
  });
}

/** A count of bookings reported apart, and their amount under it. */
function CountAndAmount({ n, amount, what }: { n: number; amount: string; what: string }) {
  return (
    <>
      {count(n)}
      {n > 0 && (
        <Text component="span" display="block" size="xs" c="dimmed">
          {amount} {what}
        </Text>
      )}
    </>
  );
}

/** Every group of the report with its figures, sortable, the totals at its foot. */
export function SalesTable({ report, fetching }: { report: TSalesReport; fetching: boolean }) {
  const [sort, setSort] = useState<DataTableSortStatus<TSalesReportRow> | null>(null);
  const { totales: t, moneda } = report;
  const m = (amount: number) => money(amount, moneda);
  const numeric = { textAlign: 'right' as const, noWrap: true, sortable: true };
  const columns: DataTableColumn<TSalesReportRow>[] = [
    {
      accessor: 'etiqueta',
      title: SALES_GROUPING_LABELS[report.agrupar],
      sortable: true,
      // a name reads on one line or two, never a word a line
      width: 'min(200px, 38vw)',
      footer: 'Total',
    },
    {
      accessor: 'reservas',
      title: 'Reservas',
      ...numeric,
      render: (r) => count(r.reservas),
      footer: count(t.reservas),
    },
    { accessor: 'venta', title: 'Venta', ...numeric, render: (r) => m(r.venta), footer: m(t.venta) },
    { accessor: 'neto', title: 'Neto', ...numeric, render: (r) => m(r.neto), footer: m(t.neto) },
    { accessor: 'margen', title: 'Margen', ...numeric, render: (r) => m(r.margen), footer: m(t.margen) },
    {
      accessor: 'margenPct',
      title: 'Margen %',
      ...numeric,
      render: (r) => percent(r.margenPct),
      footer: percent(t.margenPct),
    },
    {
      accessor: 'canceladas',
      title: 'Canceladas',
      ...numeric,
      render: (r) => <CountAndAmount n={r.canceladas} amount={m(r.penalidades)} what="en penalidades" />,
      footer: <CountAndAmount n={t.canceladas} amount={m(t.penalidades)} what="en penalidades" />,
    },
    {
      accessor: 'sinConfirmar',
      title: 'Sin confirmar',
      ...numeric,
      render: (r) => <CountAndAmount n={r.sinConfirmar} amount={m(r.ventaSinConfirmar)} what="de venta" />,
      footer: <CountAndAmount n={t.sinConfirmar} amount={m(t.ventaSinConfirmar)} what="de venta" />,
    },
  ];
  // with no order asked, the server's: months in order, other groups by sale
  const records = sort
    ? sortRows(report.filas, sort.columnAccessor as SortKey, sort.direction, report.agrupar === 'mes')
    : report.filas;
  return (
    <DataTable<TSalesReportRow>
      aria-label={`Ventas por ${SALES_GROUPING_LABELS[report.agrupar].toLowerCase()}`}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      records={records}
      columns={columns}
      idAccessor="clave"
      fetching={fetching}
      sortStatus={sort ?? { columnAccessor: '', direction: 'desc' }}
      onSortStatusChange={setSort}
    />
  );
}
