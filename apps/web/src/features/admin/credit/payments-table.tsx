import { Button, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { TPayment } from '@portal/domain/commerce/payments';
import { money } from '@/shared/money';
import { AdminTable } from '../components/admin-table';
import { confirmAction } from '../components/confirm-action';
import { useAdminList } from '../model/use-admin-list';
import { paymentsPath, PAYMENTS_LIST, ZPaymentsPage } from './credit-api';

const PHONE_HIDDEN = '(min-width: 48em)';
/** '2026-03-10' as the agency reads it: 10/03/2026 */
const dayOf = (iso: string) => iso.split('-').reverse().join('/');

const stateOf = (p: TPayment) =>
  p.revierte !== null ? `Reversión del N° ${p.revierte}` : p.revertidoPor !== null ? 'Revertido' : '';

const columns = (onReverse?: (p: TPayment) => void): DataTableColumn<TPayment>[] => [
  { accessor: 'id', title: 'N°', width: 70, visibleMediaQuery: PHONE_HIDDEN },
  {
    accessor: 'fecha',
    title: 'Fecha',
    render: (p) => (
      <div>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {dayOf(p.fecha)}
        </Text>
        <Text size="xs" hiddenFrom="sm">
          N° {p.id} · {p.medio}
          {p.referencia && ` · ${p.referencia}`}
        </Text>
      </div>
    ),
  },
  {
    accessor: 'monto',
    title: 'Monto',
    textAlign: 'right',
    noWrap: true,
    render: (p) => money(p.monto, p.moneda),
  },
  { accessor: 'medio', title: 'Medio', visibleMediaQuery: PHONE_HIDDEN },
  {
    accessor: 'referencia',
    title: 'Referencia',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (p) => p.referencia ?? '—',
  },
  { accessor: 'usuario', title: 'Registró', visibleMediaQuery: PHONE_HIDDEN },
  {
    accessor: 'estado',
    title: 'Estado',
    render: (p) =>
      onReverse && p.revierte === null && p.revertidoPor === null ? (
        <Button size="compact-xs" variant="default" color="red" onClick={() => onReverse(p)}>
          Revertir
        </Button>
      ) : (
        <Text size="sm">{stateOf(p)}</Text>
      ),
  },
];

type Props = { idEntidad: number; onReverse?: (p: TPayment) => void };

/** The entity's payments and reversals, newest first; 'Revertir' asks first. */
export function PaymentsTable({ idEntidad, onReverse }: Props) {
  const list = useAdminList({ list: PAYMENTS_LIST, path: paymentsPath(idEntidad), page: ZPaymentsPage });
  const reverse =
    onReverse &&
    ((p: TPayment) =>
      confirmAction({
        message: `¿Revertir el pago N° ${p.id} de ${money(p.monto, p.moneda)}? Se registra una reversión por el mismo monto y el crédito que liberó vuelve a usarse.`,
        confirm: 'Revertir pago',
        onConfirm: () => onReverse(p),
      }));
  return (
    <AdminTable<TPayment>
      label="Pagos"
      list={list}
      columns={columns(reverse)}
      defaultSort={{ sort: 'fecha', dir: 'desc' }}
      emptyText="Todavía no hay pagos registrados"
    />
  );
}
