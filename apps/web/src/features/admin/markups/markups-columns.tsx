import { ActionIcon, Menu, Switch, Text } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { markupSpecificity } from '@portal/domain/commerce/markups';
import type { TMarkupRule } from '@portal/domain/commerce/markup-schemas';
import {
  markupCriteriaOf,
  markupDatesText,
  markupSupplierLabel,
  markupValueText,
} from '@portal/domain/commerce/markup-schemas-labels';
import { PRODUCT_LINES } from '@portal/domain/reservations/product-lines';

export type TMarkupActions = {
  edit: (rule: TMarkupRule) => void;
  remove: (rule: TMarkupRule) => void;
  setActive: (rule: TMarkupRule, active: boolean) => void;
};

const PHONE_HIDDEN = '(min-width: 48em)';

const lineText = (r: TMarkupRule) => (r.linea ? PRODUCT_LINES[r.linea].label : 'Todas');
const supplierText = (r: TMarkupRule) => (r.proveedor ? markupSupplierLabel(r.proveedor) : 'Todos');
const entityText = (r: TMarkupRule) =>
  r.idEntidad === null ? 'Todas' : (r.razonSocial ?? `Entidad N° ${r.idEntidad}`);
const datesText = (r: TMarkupRule) => markupDatesText(r) ?? 'Siempre';

/** What a rule names, for a phone's one column: only the criteria it sets. */
const scopeText = (r: TMarkupRule) =>
  [r.proveedor && markupSupplierLabel(r.proveedor), r.razonSocial, r.destino, markupDatesText(r)]
    .filter(Boolean)
    .join(' · ');

function RowActions({ rule, actions }: { rule: TMarkupRule; actions: TMarkupActions }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" aria-label={`Acciones de la regla N° ${rule.id}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => actions.edit(rule)}>
          Editar
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => actions.remove(rule)}
        >
          Eliminar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** How specific the rule is (MARKUP_SPECIFICITY) and why: the criteria it names. */
function Specificity({ rule }: { rule: TMarkupRule }) {
  const criteria = markupCriteriaOf(rule);
  return (
    <div>
      <Text size="sm" fw={600}>
        {markupSpecificity(rule)}
      </Text>
      <Text size="xs" c="dimmed">
        {criteria.length > 0 ? criteria.join(' + ') : 'Sin criterios'}
      </Text>
    </div>
  );
}

/**
 * The rules table's columns (issue 32, item 1); on a phone the line carries the rule's other
 * criteria under it, and only it, the margin, the switch and the actions show.
 */
export const markupColumns = (actions: TMarkupActions): DataTableColumn<TMarkupRule>[] => [
  {
    accessor: 'linea',
    title: 'Línea',
    sortable: true,
    render: (r) => (
      <div>
        <Text size="sm" fw={600}>
          {lineText(r)}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {scopeText(r) || 'Para todos'} · N° {r.id}
        </Text>
      </div>
    ),
  },
  {
    accessor: 'proveedor',
    title: 'Proveedor',
    sortable: true,
    visibleMediaQuery: PHONE_HIDDEN,
    render: supplierText,
  },
  {
    accessor: 'entidad',
    title: 'Entidad',
    sortable: true,
    visibleMediaQuery: PHONE_HIDDEN,
    render: entityText,
  },
  {
    accessor: 'destino',
    title: 'Destino',
    sortable: true,
    visibleMediaQuery: PHONE_HIDDEN,
    render: (r) => r.destino ?? 'Todos',
  },
  { accessor: 'desde', title: 'Fechas', sortable: true, visibleMediaQuery: PHONE_HIDDEN, render: datesText },
  {
    accessor: 'valor',
    title: 'Margen',
    sortable: true,
    render: (r) => <Text size="sm">{markupValueText(r)}</Text>,
  },
  {
    accessor: 'prioridad',
    title: 'Prioridad',
    sortable: true,
    textAlign: 'right',
    visibleMediaQuery: PHONE_HIDDEN,
  },
  {
    accessor: 'especificidad',
    title: 'Especificidad',
    sortable: true,
    visibleMediaQuery: PHONE_HIDDEN,
    render: (r) => <Specificity rule={r} />,
  },
  {
    accessor: 'activo',
    title: 'Activa',
    render: (r) => (
      <Switch
        checked={r.activo}
        onChange={(e) => actions.setActive(r, e.currentTarget.checked)}
        aria-label={`Activa: regla N° ${r.id}`}
      />
    ),
  },
  {
    accessor: 'acciones',
    title: '',
    textAlign: 'right',
    width: 56,
    render: (r) => <RowActions rule={r} actions={actions} />,
  },
];
