import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { ROLES } from '@portal/domain/admin/permissions';
import type { TUserCreate, TUserRow, TUserState, TUserWithPassword } from '@portal/domain/admin/users';
import { useAuthStore } from '@/shared/auth/auth-store';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminSearch } from '../components/admin-search';
import { AdminTable } from '../components/admin-table';
import { confirmAction } from '../components/confirm-action';
import { useAdminList } from '../model/use-admin-list';
import { useCan } from '../model/use-can';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { UserFormDialog } from './user-form-dialog';
import { userColumns } from './users-columns';
import { USERS_LIST, useCreateUser, useEditUser, useResetPassword, ZUsersPage } from './users-api';

const ROLE_FILTER = ROLES.map((r) => ({ value: String(r.nivel), label: r.label }));
const STATE_FILTER: { value: TUserState; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Inactivos' },
];

/** The create or edit dialog: closed, a new user, or the user edited. */
type TDialog = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; user: TUserRow };

/** /admin/usuarios (issue 31, item 2): staff and agents, their roles, passwords and state. */
export function UsersPage() {
  const mayEdit = useCan('usuarios.editar');
  const selfId = useAuthStore((state) => state.user?.idUser);
  const [nivel, setNivel] = useState<string | null>(null);
  const [estado, setEstado] = useState<TUserState>('todos');
  const [dialog, setDialog] = useState<TDialog>({ kind: 'closed' });
  const [shown, setShown] = useState<TUserWithPassword | null>(null);
  const list = useAdminList(USERS_LIST, '/usuarios', ZUsersPage, {
    nivel: nivel ?? undefined,
    estado,
  });
  const close = () => setDialog({ kind: 'closed' });
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
    mayEdit
      ? { edit: (user) => setDialog({ kind: 'edit', user }), resetPassword, setActive, selfId }
      : { selfId },
  );
  const submit = (request: TUserCreate) => {
    if (dialog.kind === 'edit') {
      const { username: _fixed, ...changes } = request;
      const label = `Se guardaron los cambios de ${dialog.user.username}.`;
      edit.mutate({ id: dialog.user.id, edit: changes, label });
    } else create.mutate(request);
  };
  const filtered = (apply: () => void) => {
    apply();
    list.resetPage();
  };

  return (
    <>
      <AdminPageHeader
        title="Usuarios"
        description="Agentes y personal de la agencia: rol, entidades cliente, contraseña y estado."
        actions={
          mayEdit && (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'new' })}
            >
              Nuevo usuario
            </Button>
          )
        }
      />
      <Group align="flex-end" mb="md" gap="sm" wrap="wrap">
        <AdminSearch list={list} placeholder="Usuario o nombre" width={240} />
        <Select
          label="Rol"
          placeholder="Todos"
          data={ROLE_FILTER}
          value={nivel}
          onChange={(v) => filtered(() => setNivel(v))}
          clearable
          clearButtonProps={{ 'aria-label': 'Quitar rol' }}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label="Estado"
          data={STATE_FILTER}
          value={estado}
          onChange={(v) => filtered(() => setEstado((v as TUserState | null) ?? 'todos'))}
          allowDeselect={false}
          w={{ base: '100%', sm: 150 }}
        />
      </Group>
      <AdminTable<TUserRow>
        label="Usuarios"
        list={list}
        columns={columns}
        defaultSort={{ sort: 'username' }}
        emptyText="No hay usuarios con estos filtros"
      />
      <UserFormDialog
        opened={dialog.kind !== 'closed'}
        user={dialog.kind === 'edit' ? dialog.user : null}
        saving={create.isPending || edit.isPending}
        onClose={close}
        onSubmit={submit}
      />
      <TemporaryPasswordDialog user={shown} onClose={() => setShown(null)} />
    </>
  );
}
