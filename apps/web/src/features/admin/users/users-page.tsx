import { useState } from 'react';
import { IconUserPlus } from '@tabler/icons-react';
import { ROLES } from '@portal/domain/admin/permissions';
import type { TUserCreate, TUserRow, TUserState, TUserWithPassword } from '@portal/domain/admin/users';
import { useAuthStore } from '@/shared/auth/auth-store';
import { AdminFilters, AdminFilterSelect } from '../components/admin-filters';
import { AdminHeaderButton, AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { confirmAction } from '../components/confirm-action';
import { useAdminList } from '../model/use-admin-list';
import { useCan } from '../model/use-can';
import { useEditDialog } from '../model/use-edit-dialog';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { UserFormDialog } from './user-form-dialog';
import { userColumns } from './users-columns';
import { USERS, useCreateUser, useEditUser, useResetPassword } from './users-api';

const ROLE_FILTER = ROLES.map((r) => ({ value: String(r.nivel), label: r.label }));
const STATE_FILTER: { value: TUserState; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Inactivos' },
];

/** /admin/usuarios (issue 31, item 2): staff and agents, their roles, passwords and state. */
export function UsersPage() {
  const mayEdit = useCan('usuarios.editar');
  const selfId = useAuthStore((state) => state.user?.idUser);
  const [nivel, setNivel] = useState<string | null>(null);
  const [estado, setEstado] = useState<TUserState>('todos');
  const dialog = useEditDialog<TUserRow>();
  const [shown, setShown] = useState<TUserWithPassword | null>(null);
  const list = useAdminList(USERS, {
    nivel: nivel ?? undefined,
    estado,
  });
  const { close } = dialog;
  const create = useCreateUser((user) => {
    close();
    setShown(user);
  });
  const edit = useEditUser(close);
  const reset = useResetPassword(setShown);

  const setActive = (user: TUserRow, active: boolean) => {
    const label = `${active ? 'Se reactivó' : 'Se desactivó'} a ${user.username}.`;
    const run = () => edit.mutate({ id: user.id, edit: { active }, label });
    if (active) return run();
    confirmAction({
      message: `¿Desactivar a ${user.username}? No podrá ingresar y su sesión abierta se cerrará.`,
      confirm: 'Desactivar',
      onConfirm: run,
    });
  };
  const resetPassword = (user: TUserRow) =>
    confirmAction({
      message: `¿Generar una contraseña temporal nueva para ${user.username}? La actual dejará de funcionar.`,
      confirm: 'Restablecer',
      onConfirm: () => reset.mutate({ id: user.id }),
    });
  const columns = userColumns(
    mayEdit ? { edit: dialog.openEdit, resetPassword, setActive, selfId } : { selfId },
  );
  const submit = (request: TUserCreate) => {
    const user = dialog.editing;
    if (!user) return create.mutate(request);
    const { username: _fixed, ...changes } = request;
    edit.mutate({ id: user.id, edit: changes, label: `Se guardaron los cambios de ${user.username}.` });
  };

  return (
    <>
      <AdminPageHeader
        title="Usuarios"
        description="Agentes y personal de la agencia: rol, entidades cliente, contraseña y estado."
        actions={
          mayEdit && (
            <AdminHeaderButton icon={IconUserPlus} onClick={dialog.openNew}>
              Nuevo usuario
            </AdminHeaderButton>
          )
        }
      />
      <AdminFilters list={list} placeholder="Usuario o nombre" width={240}>
        <AdminFilterSelect
          list={list}
          label="Rol"
          placeholder="Todos"
          data={ROLE_FILTER}
          value={nivel}
          onChange={setNivel}
          clearLabel="Quitar rol"
          width={220}
        />
        <AdminFilterSelect
          list={list}
          label="Estado"
          data={STATE_FILTER}
          value={estado}
          onChange={(v) => setEstado((v as TUserState | null) ?? 'todos')}
          width={150}
        />
      </AdminFilters>
      <AdminTable<TUserRow>
        label="Usuarios"
        list={list}
        columns={columns}
        defaultSort={{ sort: 'username' }}
        emptyText="No hay usuarios con estos filtros"
      />
      <UserFormDialog
        opened={dialog.opened}
        user={dialog.editing}
        saving={create.isPending || edit.isPending}
        onClose={close}
        onSubmit={submit}
      />
      <TemporaryPasswordDialog user={shown} onClose={() => setShown(null)} />
    </>
  );
}
