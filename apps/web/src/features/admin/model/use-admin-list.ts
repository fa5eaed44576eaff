import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { z } from 'zod';
import type { TPage } from '@portal/domain/admin/paging';
import { apiRequest } from '@/shared/api-client';
import type { TAdminTableState } from '../components/admin-table';

type Filters = Record<string, string | number | boolean | undefined>;

/** Where a back-office list is read: its name (the query key), its path and the schema of a page. */
export type TAdminListSource<T> = { list: string; path: string; page: z.ZodType<TPage<T>> };

/** The query key of a back-office list: a change anywhere in the back office refreshes ['admin', list]. */
export const adminListKey = (list: string) => ['admin', list] as const;

/**
 * A page of a back-office list from the server (issue 31, item 9): the table's page, size and
 * sort, the searched text (asked 300 ms after the last key) and the screen's own filters. The
 * previous page stays on screen while the next one loads.
 */
export function useAdminList<T>({ list, path, page: schema }: TAdminListSource<T>, filters: Filters = {}) {
  const [table, setTable] = useState<TAdminTableState>({ page: 1, perPage: 20, dir: 'asc' });
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const query = useQuery({
    queryKey: [...adminListKey(list), { ...table, q, ...filters }],
    queryFn: ({ signal }) =>
      apiRequest('admin', path, { query: { ...table, q: q || undefined, ...filters }, schema, signal }),
    placeholderData: keepPreviousData,
  });
  return {
    table,
    setTable,
    text,
    /** a new search starts at the first page */
    setText: (value: string) => {
      setText(value);
      setTable((t) => ({ ...t, page: 1 }));
    },
    /** a filter changed: back to the first page */
    resetPage: () => setTable((t) => ({ ...t, page: 1 })),
    query,
  };
}
