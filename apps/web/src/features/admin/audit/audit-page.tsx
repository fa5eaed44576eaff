import { useState } from 'react';
import { ActionIcon, Modal, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { AUDIT_TARGETS, ZAuditEntry, type TAuditEntry } from '@portal/domain/admin/audit';
import { pageOf } from '@portal/domain/admin/paging';
import { PeriodInput } from '@/shared/forms/period-input';
import { AdminFilters, AdminFilterSelect } from '../components/admin-filters';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { useAdminList } from '../model/use-admin-list';
import { formatInstant } from '../model/format';
import { AuditChanges } from './audit-changes';

const ZAuditPage = pageOf(ZAuditEntry);
const TARGET_OPTIONS = Object.entries(AUDIT_TARGETS).map(([value, label]) => ({ value, label }));
const targetLabel = (target: string) => AUDIT_TARGETS[target as keyof typeof AUDIT_TARGETS] ?? target;

/** /admin/auditoria (issue 31, item 8): every back-office change, searched, filtered and paged. */
export function AuditPage() {
  const [target, setTarget] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  const [desde, hasta] = range;
  const filters = { target: target ?? undefined, desde: desde ?? undefined, hasta: hasta ?? undefined };
  const list = useAdminList({ list: 'auditoria', path: '/auditoria', page: ZAuditPage }, filters);

  const columns: DataTableColumn<TAuditEntry>[] = [
    { accessor: 'at', title: 'Fecha', sortable: true, render: (e) => formatInstant(e.at), noWrap: true },
    { accessor: 'actorName', title: 'Usuario', sortable: true },
    { accessor: 'action', title: 'Acción', sortable: true },
    {
      accessor: 'target',
      title: 'Registro',
      sortable: true,
      render: (e) => `${targetLabel(e.target)}${e.targetId ? ` #${e.targetId}` : ''}`,
    },
    { accessor: 'summary', title: 'Detalle' },
    {
      accessor: 'ver',
      title: '',
      textAlign: 'right',
      render: (e) => (
        <Tooltip label="Ver antes y después">
          <ActionIcon variant="default" aria-label={`Ver cambios: ${e.summary}`} onClick={() => setOpen(e)}>
            <IconEye size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Auditoría"
        description="Cada cambio del back office: quién, cuándo, qué, antes y después."
      />
      <AdminFilters list={list} placeholder="Usuario, acción o detalle" width={260}>
        <AdminFilterSelect
          list={list}
          label="Registro"
          placeholder="Todos"
          data={TARGET_OPTIONS}
          value={target}
          onChange={setTarget}
          clearLabel="Quitar registro"
          width={200}
        />
        <PeriodInput
          value={range}
          onChange={(from, to) => {
            setRange([from, to]);
            list.resetPage();
          }}
          clearLabel="Borrar período"
          w={{ base: '100%', sm: 240 }}
        />
      </AdminFilters>
      <AdminTable<TAuditEntry>
        label="Registro de auditoría"
        list={list}
        columns={columns}
        defaultSort={{ sort: 'at', dir: 'desc' }}
        emptyText="No hay cambios registrados con estos filtros"
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.summary} size="lg" centered>
        {open && <AuditChanges before={open.before} after={open.after} />}
      </Modal>
    </>
  );
}
