import { ActionIcon, Menu, Stack, Text } from '@mantine/core';
import { IconBuildingOff, IconCircleCheck, IconCreditCard, IconDots, IconPencil } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { TEntityRow } from '@portal/domain/admin/entities';
import { DotBadge } from '@/shared/dot-badge';
import { formatInstant } from '../model/format';

/** What the user may do with a row: edit it (entidades.editar), see its credit (cuentas.ver). */
export type TEntityActions = {
  edit?: (entity: TEntityRow) => void;
  setActive?: (entity: TEntityRow, active: boolean) => void;
  credit?: (entity: TEntityRow) => void;
};

const PHONE_HIDDEN = '(min-width: 48em)';
const EMPTY = '—';
const missing = (text: string | null) => text ?? EMPTY;

function RowActions({ entity, actions }: { entity: TEntityRow; actions: TEntityActions }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" aria-label={`Acciones de ${entity.razonSocial}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.edit && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => actions.edit?.(entity)}
          >
            Editar
          </Menu.Item>
        )}
        {actions.credit && (
          <Menu.Item
            leftSection={<IconCreditCard size={16} aria-hidden />}
            onClick={() => actions.credit?.(entity)}
          >
            Crédito y pagos
          </Menu.Item>
        )}
        {actions.setActive &&
          (entity.active ? (
            <Menu.Item
              color="red"
              leftSection={<IconBuildingOff size={16} aria-hidden />}
              onClick={() => actions.setActive?.(entity, false)}
            >
              Desactivar
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              onClick={() => actions.setActive?.(entity, true)}
            >
              Reactivar
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function Contact({ entity }: { entity: TEntityRow }) {
  if (!entity.email && !entity.telefono) return EMPTY;
  return (
    <Stack gap={0}>
      {entity.email && <Text size="sm">{entity.email}</Text>}
      {entity.telefono && (
        <Text size="sm" c="dimmed">
          {entity.telefono}
        </Text>
      )}
    </Stack>
  );
}

/** Active or not, in words beside a dot of its colour. */
const StateBadge = ({ active }: { active: boolean }) => (
  <DotBadge color={active ? 'teal' : 'gray'}>{active ? 'Activa' : 'Inactiva'}</DotBadge>
);

const agentNames = (entity: TEntityRow) => entity.agentes.map((a) => a.nombre).join(', ');

/**
 * The entities table's columns (issue 31, item 3); on a phone the razón social carries the CUIT
 * and the agents under it, and only it, the state and the actions show.
 */
export const entityColumns = (actions: TEntityActions): DataTableColumn<TEntityRow>[] => [
  {
    accessor: 'razonSocial',
    title: 'Razón social',
    sortable: true,
    render: (e) => (
      <div>
        <Text size="sm" fw={600}>
          {e.razonSocial}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          CUIT {missing(e.cuit)}
          {e.agentes.length > 0 && ` · ${agentNames(e)}`}
        </Text>
      </div>
    ),
  },
  {
    accessor: 'cuit',
    title: 'CUIT',
    sortable: true,
    noWrap: true,
    visibleMediaQuery: PHONE_HIDDEN,
    render: (e) => missing(e.cuit),
  },
  {
    accessor: 'condicionIva',
    title: 'Condición IVA',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (e) => missing(e.condicionIva),
  },
  {
    accessor: 'contacto',
    title: 'Contacto',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (e) => <Contact entity={e} />,
  },
  {
    accessor: 'agentes',
    title: 'Agentes AS',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (e) =>
      e.agentes.length === 0 ? (
        EMPTY
      ) : (
        <Text size="sm" lineClamp={2} title={agentNames(e)}>
          {agentNames(e)}
        </Text>
      ),
  },
  {
    accessor: 'active',
    title: 'Estado',
    width: 100,
    render: (e) => <StateBadge active={e.active} />,
  },
  {
    accessor: 'createdAt',
    title: 'Alta',
    sortable: true,
    noWrap: true,
    visibleMediaQuery: PHONE_HIDDEN,
    render: (e) => formatInstant(e.createdAt),
  },
  ...(Object.values(actions).some(Boolean)
    ? [
        {
          accessor: 'acciones',
          title: '',
          textAlign: 'right' as const,
          render: (e: TEntityRow) => <RowActions entity={e} actions={actions} />,
        },
      ]
    : []),
];
