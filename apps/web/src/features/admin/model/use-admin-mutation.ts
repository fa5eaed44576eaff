import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { TPage } from '@portal/domain/admin/paging';
import { ApiError } from '@/shared/api-client';
import { MESSAGES } from '@portal/domain/messages';
import { adminListKey } from './use-admin-list';

type Options<V, R, T> = {
  /** the list the change shows in (its pages are refreshed after it) */
  list: string;
  mutationFn: (vars: V) => Promise<R>;
  /** the change as the list should show it at once; rolled back if the server refuses it */
  optimistic?: (item: T, vars: V) => T;
  /** which item of the list the change is about */
  matches?: (item: T, vars: V) => boolean;
  /** what the notification says once the server agreed */
  success: (result: R, vars: V) => string;
  onSuccess?: (result: R, vars: V) => void;
};

type Snapshot = [readonly unknown[], unknown][];

/**
 * A back-office change (issue 31, item 9): shown at once in every loaded page of its list when
 * it has an optimistic form, rolled back with the server's Spanish message if refused, then the
 * list and the audit log are read again.
 */
export function useAdminMutation<V, R = unknown, T = unknown>(options: Options<V, R, T>) {
  const client = useQueryClient();
  const key = adminListKey(options.list);
  return useMutation<R, Error, V, Snapshot>({
    mutationFn: options.mutationFn,
    onMutate: async (vars) => {
      const { optimistic, matches } = options;
      if (!optimistic || !matches) return [];
      await client.cancelQueries({ queryKey: key });
      const snapshot = client.getQueriesData<TPage<T>>({ queryKey: key });
      client.setQueriesData<TPage<T>>({ queryKey: key }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) => (matches(item, vars) ? optimistic(item, vars) : item)),
            }
          : page,
      );
      return snapshot;
    },
    onError: (error, _vars, snapshot) => {
      snapshot?.forEach(([queryKey, data]) => client.setQueryData(queryKey, data));
      notifications.show({
        color: 'red',
        title: 'No se pudo guardar',
        message: error instanceof ApiError ? error.message : MESSAGES.serverError,
      });
    },
    onSuccess: (result, vars) => {
      notifications.show({ color: 'teal', title: 'Listo', message: options.success(result, vars) });
      options.onSuccess?.(result, vars);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: adminListKey('auditoria') }),
      ]),
  });
}
