import { useState } from 'react';
import { IconPlus } from '@tabler/icons-react';
import type { TMarkupRule, TMarkupWrite } from '@portal/domain/commerce/markup-schemas';
import { markupSummary } from '@portal/domain/commerce/markup-schemas-labels';
import { PRODUCT_LINES } from '@portal/domain/reservations/product-lines';
import { AdminFilters, AdminFilterSelect } from '../components/admin-filters';
import { AdminHeaderButton, AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { confirmAction } from '../components/confirm-action';
import { useAdminList } from '../model/use-admin-list';
import { useEditDialog } from '../model/use-edit-dialog';
import { markupColumns } from './markups-columns';
import { MARKUPS, useCreateMarkup, useDeleteMarkup, useReplaceMarkup } from './markups-api';
import { MarkupFormDialog } from './markup-form-dialog';
import { writeOf } from './markup-form-values';
import { WhichRuleWins } from './which-rule-wins';

const LINE_FILTER = [
  { value: '', label: 'Todas' },
  ...Object.entries(PRODUCT_LINES).map(([value, line]) => ({ value, label: line.label })),
];
const STATE_FILTER = [
  { value: '', label: 'Todas' },
  { value: 'true', label: 'Activas' },
  { value: 'false', label: 'Inactivas' },
];

/** /admin/margenes (issue 32, item 1): the agency's markup rules. */
export function MarkupsPage() {
  const [linea, setLinea] = useState('');
  const [activo, setActivo] = useState('');
  const dialog = useEditDialog<TMarkupRule>();
  const list = useAdminList(MARKUPS, {
    linea: linea || undefined,
    activo: activo || undefined,
  });
  const { close } = dialog;
  const create = useCreateMarkup(close);
  const replace = useReplaceMarkup(close);
  const remove = useDeleteMarkup();

  const columns = markupColumns({
    edit: dialog.openEdit,
    setActive: (rule, active) =>
      replace.mutate({
        id: rule.id,
        edit: { ...writeOf(rule), activo: active },
        label: `Regla N° ${rule.id} ${active ? 'activada' : 'desactivada'}.`,
      }),
    remove: (rule) =>
      confirmAction({
        message: `¿Eliminar la regla N° ${rule.id} (${markupSummary(rule)})? Las cotizaciones nuevas dejarán de llevarla; las reservas confirmadas conservan su margen.`,
        confirm: 'Eliminar',
        onConfirm: () => remove.mutate(rule),
      }),
  });
  const submit = (request: TMarkupWrite) => {
    const rule = dialog.editing;
    if (!rule) return create.mutate(request);
    replace.mutate({ id: rule.id, edit: request, label: `Cambios guardados: regla N° ${rule.id}.` });
  };

  return (
    <>
      <AdminPageHeader
        title="Márgenes"
        description="Lo que la agencia suma al precio del proveedor, antes de los gastos e impuestos."
        actions={
          <AdminHeaderButton icon={IconPlus} onClick={dialog.openNew}>
            Nueva regla
          </AdminHeaderButton>
        }
      />
      <WhichRuleWins />
      <AdminFilters list={list} placeholder="Proveedor, destino o entidad" width={260}>
        <AdminFilterSelect
          list={list}
          label="Línea"
          data={LINE_FILTER}
          value={linea}
          onChange={(v) => setLinea(v ?? '')}
          width={190}
        />
        <AdminFilterSelect
          list={list}
          label="Estado"
          data={STATE_FILTER}
          value={activo}
          onChange={(v) => setActivo(v ?? '')}
          width={150}
        />
      </AdminFilters>
      <AdminTable<TMarkupRule>
        label="Reglas de margen"
        list={list}
        columns={columns}
        defaultSort={{ sort: 'especificidad', dir: 'desc' }}
        emptyText="No hay reglas de margen con estos filtros"
      />
      <MarkupFormDialog
        opened={dialog.opened}
        rule={dialog.editing}
        saving={create.isPending || replace.isPending}
        onClose={close}
        onSubmit={submit}
      />
    </>
  );
}
