import { useState } from 'react';
import { IconBuildingPlus } from '@tabler/icons-react';
import type { TEntityCreate, TEntityRow, TEntityState } from '@portal/domain/admin/entities';
import { AdminFilters, AdminFilterSelect } from '../components/admin-filters';
import { AdminHeaderButton, AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { confirmAction } from '../components/confirm-action';
import { useAdminList } from '../model/use-admin-list';
import { useCan } from '../model/use-can';
import { useEditDialog } from '../model/use-edit-dialog';
import { entityColumns } from './entities-columns';
import { ENTITIES, useCreateEntity, useEditEntity } from './entities-api';
import { CreditDialog } from '../credit/credit-dialog';
import { EntityFormDialog } from './entity-form-dialog';

const STATE_FILTER: { value: TEntityState; label: string }[] = [
  { value: 'todas', label: 'Todas' },
  { value: 'activas', label: 'Activas' },
  { value: 'inactivas', label: 'Inactivas' },
];

/** /admin/entidades (issue 31, item 3): the agency's client entities and who books for each. */
export function EntitiesPage() {
  const mayEdit = useCan('entidades.editar');
  const mayReadCredit = useCan('cuentas.ver');
  const [creditOf, setCreditOf] = useState<TEntityRow | null>(null);
  const [estado, setEstado] = useState<TEntityState>('todas');
  const dialog = useEditDialog<TEntityRow>();
  const list = useAdminList(ENTITIES, {
    estado,
  });
  const { close } = dialog;
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
    ...(mayEdit ? { edit: dialog.openEdit, setActive } : {}),
    ...(mayReadCredit ? { credit: setCreditOf } : {}),
  });
  const submit = (request: TEntityCreate) => {
    if (!dialog.editing) return create.mutate(request);
    const label = `Cambios guardados: ${request.razonSocial}`;
    edit.mutate({ id: dialog.editing.idEntidad, edit: request, label });
  };

  return (
    <>
      <AdminPageHeader
        title="Entidades"
        description="Los clientes para los que reservan los agentes AS: datos fiscales, contacto y agentes."
        actions={
          mayEdit && (
            <AdminHeaderButton icon={IconBuildingPlus} onClick={dialog.openNew}>
              Nueva entidad
            </AdminHeaderButton>
          )
        }
      />
      <AdminFilters list={list} placeholder="Razón social o CUIT" width={260}>
        <AdminFilterSelect
          list={list}
          label="Estado"
          data={STATE_FILTER}
          value={estado}
          onChange={(v) => setEstado((v as TEntityState | null) ?? 'todas')}
          width={150}
        />
      </AdminFilters>
      <AdminTable<TEntityRow>
        label="Entidades"
        list={list}
        columns={columns}
        idAccessor="idEntidad"
        defaultSort={{ sort: 'razonSocial' }}
        emptyText="No hay entidades con estos filtros"
      />
      <EntityFormDialog
        opened={dialog.opened}
        entity={dialog.editing}
        saving={create.isPending || edit.isPending}
        onClose={close}
        onSubmit={submit}
      />
      <CreditDialog entity={creditOf} onClose={() => setCreditOf(null)} />
    </>
  );
}
