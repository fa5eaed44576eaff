import '@mantine/core/styles/Menu.layer.css';
import { ActionIcon, Badge, Group, Image, Menu, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { POST_SECTION_LABELS, POST_STATES, type TPostRow, type TPostState } from '@portal/domain/admin/posts';
import { mediaUrl } from '@/shared/media-url';
import { formatInstant } from '../model/format';

export type TPostActions = {
  /** undefined: the rows are not in the carousel's order (sorted by another column) */
  move?: (post: TPostRow, direction: -1 | 1) => void;
  edit: (post: TPostRow) => void;
  remove: (post: TPostRow) => void;
  setPublished: (post: TPostRow, published: boolean) => void;
};

const PHONE_HIDDEN = '(min-width: 48em)';
const STATE_COLOURS: Record<TPostState, string> = {
  publicada: 'teal',
  programada: 'blue',
  vencida: 'gray',
  borrador: 'yellow',
};

const windowText = (p: TPostRow) =>
  !p.publishFrom && !p.publishUntil
    ? 'Sin límite'
    : [
        p.publishFrom && `Desde ${formatInstant(p.publishFrom)}`,
        p.publishUntil && `Hasta ${formatInstant(p.publishUntil)}`,
      ]
        .filter(Boolean)
        .join(' · ');

function OrderControls({
  rows,
  index,
  move,
}: {
  rows: TPostRow[];
  index: number;
  move: TPostActions['move'];
}) {
  const post = rows[index]!;
  // a neighbour on this page, in the same section: the order is the section's carousel
  const can = (d: -1 | 1) => move !== undefined && rows[index + d]?.section === post.section;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={`Subir «${post.title}»`}
        disabled={!can(-1)}
        onClick={() => move?.(post, -1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={`Bajar «${post.title}»`}
        disabled={!can(1)}
        onClick={() => move?.(post, 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function RowActions({ post, actions }: { post: TPostRow; actions: TPostActions }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" aria-label={`Acciones de «${post.title}»`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => actions.edit(post)}>
          Editar
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => actions.remove(post)}
        >
          Eliminar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The posts table's columns; on a phone the order, the title, the switch and the actions. */
export const postColumns = (rows: TPostRow[], actions: TPostActions): DataTableColumn<TPostRow>[] => [
  {
    accessor: 'sortOrder',
    title: 'Orden',
    sortable: true,
    width: 84,
    render: (_p, index) => <OrderControls rows={rows} index={index} move={actions.move} />,
  },
  {
    accessor: 'image',
    title: 'Imagen',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (p) => <Image src={mediaUrl(p.imageUrl)} alt="" w={72} h={44} fit="cover" radius="sm" />,
  },
  {
    accessor: 'title',
    title: 'Título',
    sortable: true,
    render: (p) => (
      <div>
        <Text size="sm" fw={600} lineClamp={2}>
          {p.title}
        </Text>
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {p.author} · {POST_SECTION_LABELS[p.section]}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {POST_STATES[p.state]}
        </Text>
      </div>
    ),
  },
  {
    accessor: 'state',
    title: 'Estado',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (p) => (
      // 'dot': the label in the text's colour, the state's colour in the dot (contrast, axe)
      <Badge color={STATE_COLOURS[p.state]} variant="dot">
        {POST_STATES[p.state]}
      </Badge>
    ),
  },
  {
    accessor: 'publishFrom',
    title: 'Ventana',
    visibleMediaQuery: PHONE_HIDDEN,
    render: (p) => <Text size="sm">{windowText(p)}</Text>,
  },
  {
    accessor: 'published',
    title: 'Publicada',
    render: (p) => (
      <Switch
        checked={p.published}
        onChange={(e) => actions.setPublished(p, e.currentTarget.checked)}
        aria-label={`Publicada: «${p.title}»`}
      />
    ),
  },
  {
    accessor: 'actions',
    title: '',
    textAlign: 'right',
    width: 56,
    render: (p) => <RowActions post={p} actions={actions} />,
  },
];
