import { ActionIcon, Badge, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { roleLabel } from '@portal/domain/admin/permissions';
import type { TUserRow } from '@portal/domain/admin/users';
import { formatInstant } from '../model/format';

export type TUserActions = {
  /** absent: the role may only look */
  edit?: (user: TUserRow) => void;
  resetPassword?: (user: TUserRow) => void;
  setActive?: (user: TUserRow, active: boolean) => void;
  /** the logged-in user: they cannot deactivate themselves */
  selfId: number | undefined;
};

const PHONE_HIDDEN = '(min-width: 48em)';

function StateBadges({ user }: { user: TUserRow }) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={user.active ? 'teal' : 'gray'} variant="dot" size="sm" tt="none">
        {user.active ? 'Activo' : 'Inactivo'}
      </Badge>
      {user.mustChangePassword && (
        <Badge
          color="orange"
          variant="dot"
          size="sm"
          tt="none"
          title="Debe cambiar la contraseña temporal al ingresar"
        >
          Clave temporal
        </Badge>
      )}
    </Stack>
  );
}

function RowActions({ user, actions }: { user: TUserRow; actions: TUserActions }) {
  const { edit, resetPassword, setActive, selfId } = actions;
  if (!edit) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" aria-label={`Acciones de ${user.username}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => edit(user)}>
          Editar
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => resetPassword?.(user)}>
          Restablecer contraseña
        </Menu.Item>
        {user.active ? (
          user.id !== selfId && (
            <Menu.Item
              color="red"
              leftSection={<IconUserOff size={16} aria-hidden />}
              onClick={() => setActive?.(user, false)}
            >
              Desactivar
            </Menu.Item>
          )
        ) : (
          <Menu.Item
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => setActive?.(user, true)}
          >
            Reactivar
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The users table's columns; on a phone the user (with name and role), state and actions. */
export const userColumns = (actions: TUserActions): DataTableColumn<TUserRow>[] => [
  {
    accessor: 'username',
    title: 'Usuario',
    sortable: true,
    render: (u) => (
      <div>
        <Text size="sm" fw={600}>
          {u.username}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {u.nombre} · {roleLabel(u.nivel)}
        </Text>
      </div>
    ),
  },
  { accessor: 'nombre', title: 'Nombre', sortable: true, visibleMediaQuery: PHONE_HIDDEN },
  {
    accessor: 'nivel',
    title: 'Rol',
    sortable: true,
    visibleMediaQuery: PHONE_HIDDEN,
    render: (u) => roleLabel(u.nivel),
  },
  { accessor: 'uws', title: 'UWS', textAlign: 'right', visibleMediaQuery: PHONE_HIDDEN },
  {
    accessor: 'entidades',
    title: 'Entidades',
    width: 240,
    visibleMediaQuery: PHONE_HIDDEN,
    render: (u) =>
      u.entidades.length === 0 ? (
        '—'
      ) : (
        <Text size="sm" lineClamp={2} title={u.entidades.map((e) => e.razonSocial).join(', ')}>
          {u.entidades.map((e) => e.razonSocial).join(', ')}
        </Text>
      ),
  },
  // wide enough for 'Clave temporal': a narrower cell cuts the badges' words
  { accessor: 'active', title: 'Estado', width: 150, render: (u) => <StateBadges user={u} /> },
  {
    accessor: 'createdAt',
    title: 'Alta',
    sortable: true,
    noWrap: true,
    visibleMediaQuery: PHONE_HIDDEN,
    render: (u) => formatInstant(u.createdAt),
  },
  {
    accessor: 'acciones',
    title: '',
    textAlign: 'right',
    render: (u) => <RowActions user={u} actions={actions} />,
  },
];
