import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import type { TEntityCreate, TEntityRow, TEntityState } from '@portal/domain/admin/entities';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminSearch } from '../components/admin-search';
import { AdminTable } from '../components/admin-table';
import { confirmAction } from '../components/confirm-action';
import { useAdminList } from '../model/use-admin-list';
import { useCan } from '../model/use-can';
import { entityColumns } from './entities-columns';
import { ENTITIES_LIST, useCreateEntity, useEditEntity, ZEntitiesPage } from './entities-api';
import { CreditDialog } from '../credit/credit-dialog';
import { EntityFormDialog } from './entity-form-dialog';

const STATE_FILTER: { value: TEntityState; label: string }[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'activas', label: 'Activas' },
  { value: 'inactivas', label: 'Inactivas' },
];

/** The create or edit dialog: closed, a new entity, or the entity edited. */
type TDialog = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; entity: TEntityRow };

/** /admin/entidades (issue 31, item 3): the agency's client entities and who books for each. */
export function EntitiesPage() {
  const mayEdit = useCan('entidades.editar');
  const mayReadCredit = useCan('cuentas.ver');
  const [creditOf, setCreditOf] = useState<TEntityRow | null>(null);
  const [estado, setEstado] = useState<TEntityState>('todas');
  const [dialog, setDialog] = useState<TDialog>({ kind: 'closed' });
  const list = useAdminList(ENTITIES_LIST, '/entidades', ZEntitiesPage, {
    estado,
  });
  const close = () => setDialog({ kind: 'closed' });
  const create = useCreateEntity(close);
  const edit = useEditEntity(close);

  const setActive = (entity: TEntityRow, active: boolean) => {
    const label = `Entidad ${active ? 'reactivada' : 'desactivada'}: ${entity.razonSocial}`;
    const run = () => edit.mutate({ id: entity.idEntidad, edit: { active }, label });
    if (active) return run();
    confirmAction({
      message: `¿Desactivar ${entity.razonSocial}? Sus agentes AS dejarán de verla en el selector de clientes y no podrán reservar para ella.`,
      confirm: 'Desactivar',
      onConfirm: run,
    });
  };
  const columns = entityColumns({
    ...(mayEdit ? { edit: (entity: TEntityRow) => setDialog({ kind: 'edit', entity }), setActive } : {}),
    ...(mayReadCredit ? { credit: setCreditOf } : {}),
  });
  const submit = (request: TEntityCreate) => {
    if (dialog.kind !== 'edit') return create.mutate(request);
    const label = `Cambios guardados: ${request.razonSocial}`;
    edit.mutate({ id: dialog.entity.idEntidad, edit: request, label });
  };

  return (
    <>
      <AdminPageHeader
        title="Entidades"
        description="Los clientes para los que reservan los agentes AS: datos fiscales, contacto y agentes."
        actions={
          mayEdit && (
            <Button
              leftSection={<IconBuildingPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'new' })}
            >
              Nueva entidad
            </Button>
          )
        }
      />
      <Group align="flex-end" mb="md" gap="sm" wrap="wrap">
        <AdminSearch list={list} placeholder="Razón social o CUIT" width={260} />
        <Select
          label="Estado"
          data={STATE_FILTER}
          value={estado}
          onChange={(v) => {
            setEstado((v as TEntityState | null) ?? 'todas');
            list.resetPage();
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 150 }}
        />
      </Group>
      <AdminTable<TEntityRow>
        label="Entidades"
        list={list}
        columns={columns}
        idAccessor="idEntidad"
        defaultSort={{ sort: 'razonSocial' }}
        emptyText="No hay entidades con estos filtros"
      />
      <EntityFormDialog
        opened={dialog.kind !== 'closed'}
        entity={dialog.kind === 'edit' ? dialog.entity : null}
        saving={create.isPending || edit.isPending}
        onClose={close}
        onSubmit={submit}
      />
      <CreditDialog entity={creditOf} onClose={() => setCreditOf(null)} />
    </>
  );
}
