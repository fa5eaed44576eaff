import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { PER_PAGE_OPTIONS } from '@portal/domain/admin/paging';
import { MESSAGES } from '@portal/domain/messages';

export type TAdminTableState = {
  page: number;
  perPage: number;
  sort?: string;
  dir: 'asc' | 'desc';
};

/** What AdminTable reads of a list (useAdminList). */
type TAdminTableList<T> = {
  table: TAdminTableState;
  setTable: (state: TAdminTableState) => void;
  query: {
    data?: { items: T[]; total: number };
    isFetching: boolean;
    isError: boolean;
    error: Error | null;
  };
};

type Props<T> = {
  /** what the table lists, for screen readers ('Usuarios') */
  label: string;
  list: TAdminTableList<T>;
  columns: DataTableColumn<T>[];
  /** the order the server gives when the user has asked for none */
  defaultSort: { sort: string; dir?: 'asc' | 'desc' };
  idAccessor?: keyof T & string;
  /** what an empty page says (a failed read says why instead) */
  emptyText: string;
};

const perPageOptions = [...PER_PAGE_OPTIONS];

/**
 * The back office's data table (issue 31, item 9): a page of a server-side list, sortable by
 * the columns marked `sortable`, paged, in Spanish; the list's own query says what it holds.
 */
export function AdminTable<T>({ label, list, columns, defaultSort, ...rest }: Props<T>) {
  const { query, table, setTable: onStateChange } = list;
  const records = query.data?.items;
  const state: TAdminTableState = table.sort
    ? table
    : { ...table, sort: defaultSort.sort, dir: defaultSort.dir ?? 'asc' };
  const sortStatus: DataTableSortStatus<T> = {
    columnAccessor: state.sort ?? String(columns[0]?.accessor ?? ''),
    direction: state.dir,
  };
  return (
    <DataTable<T>
      aria-label={label}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={records && records.length > 0 ? undefined : 180}
      records={records ?? []}
      columns={columns}
      idAccessor={rest.idAccessor ?? ('id' as keyof T & string)}
      fetching={query.isFetching}
      loadingText={MESSAGES.loading}
      noRecordsText={query.isError ? (query.error?.message ?? MESSAGES.serverError) : rest.emptyText}
      totalRecords={query.data?.total ?? 0}
      page={state.page}
      onPageChange={(page) => onStateChange({ ...state, page })}
      recordsPerPage={state.perPage}
      recordsPerPageOptions={perPageOptions}
      onRecordsPerPageChange={(perPage) => onStateChange({ ...state, perPage, page: 1 })}
      recordsPerPageLabel="Filas por página"
      paginationText={({ from, to, totalRecords }) => `${from}–${to} de ${totalRecords}`}
      getPaginationControlProps={(control) =>
        control === 'previous' ? { 'aria-label': 'Página anterior' } : { 'aria-label': 'Página siguiente' }
      }
      sortStatus={sortStatus}
      onSortStatusChange={(s) =>
        onStateChange({ ...state, sort: String(s.columnAccessor), dir: s.direction, page: 1 })
      }
    />
  );
}
