import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TMarkupRule, TMarkupWrite } from '@portal/domain/commerce/markup-schemas';
import { markupSummary } from '@portal/domain/commerce/markup-schemas-labels';
import { PRODUCT_LINES } from '@portal/domain/reservations/product-lines';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminSearch } from '../components/admin-search';
import { AdminTable } from '../components/admin-table';
import { confirmAction } from '../components/confirm-action';
import { useAdminList } from '../model/use-admin-list';
import { markupColumns } from './markups-columns';
import {
  MARKUPS_LIST,
  useCreateMarkup,
  useDeleteMarkup,
  useReplaceMarkup,
  ZMarkupsPage,
} from './markups-api';
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

/** The create or edit dialog: closed, a new rule, or the rule edited. */
type TDialog = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; rule: TMarkupRule };

/** /admin/margenes (issue 32, item 1): the agency's markup rules. */
export function MarkupsPage() {
  const [linea, setLinea] = useState('');
  const [activo, setActivo] = useState('');
  const [dialog, setDialog] = useState<TDialog>({ kind: 'closed' });
  const list = useAdminList(MARKUPS_LIST, '/margenes', ZMarkupsPage, {
    linea: linea || undefined,
    activo: activo || undefined,
  });
  const close = () => setDialog({ kind: 'closed' });
  const create = useCreateMarkup(close);
  const replace = useReplaceMarkup(close);
  const remove = useDeleteMarkup();

  const columns = markupColumns({
    edit: (rule) => setDialog({ kind: 'edit', rule }),
    setActive: (rule, active) =>
      replace.mutate({
        id: rule.id,
        body: { ...writeOf(rule), activo: active },
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
    if (dialog.kind !== 'edit') return create.mutate(request);
    replace.mutate({
      id: dialog.rule.id,
      body: request,
      label: `Cambios guardados: regla N° ${dialog.rule.id}.`,
    });
  };
  const filter = (set: (v: string) => void) => (value: string | null) => {
    set(value ?? '');
    list.resetPage();
  };

  return (
    <>
      <AdminPageHeader
        title="Márgenes"
        description="Lo que la agencia suma al precio del proveedor, antes de los gastos e impuestos."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'new' })}>
            Nueva regla
          </Button>
        }
      />
      <WhichRuleWins />
      <Group align="flex-end" mb="md" gap="sm" wrap="wrap">
        <AdminSearch list={list} placeholder="Proveedor, destino o entidad" width={260} />
        <Select
          label="Línea"
          data={LINE_FILTER}
          value={linea}
          onChange={filter(setLinea)}
          allowDeselect={false}
          w={{ base: '100%', sm: 190 }}
        />
        <Select
          label="Estado"
          data={STATE_FILTER}
          value={activo}
          onChange={filter(setActivo)}
          allowDeselect={false}
          w={{ base: '100%', sm: 150 }}
        />
      </Group>
      <AdminTable<TMarkupRule>
        label="Reglas de margen"
        list={list}
        columns={columns}
        defaultSort={{ sort: 'especificidad', dir: 'desc' }}
        emptyText="No hay reglas de margen con estos filtros"
      />
      <MarkupFormDialog
        opened={dialog.kind !== 'closed'}
        rule={dialog.kind === 'edit' ? dialog.rule : null}
        saving={create.isPending || replace.isPending}
        onClose={close}
        onSubmit={submit}
      />
    </>
  );
}
