import type { z } from 'zod';
import { pageOf } from '@portal/domain/admin/paging';
import { apiRequest } from '@/shared/api-client';
import { useAdminMutation } from './use-admin-mutation';

type TResource<R> = {
  /** the list the records show in */
  list: string;
  /** the collection's path ('/usuarios'); a record's is `${path}/${id}` */
  path: string;
  /** a record as the server answers it */
  schema: z.ZodType<R>;
};

/** A back-office collection, declared once: its list, its path, a record's and a page's schema. */
export const adminResource = <S extends z.ZodType>(list: string, path: string, schema: S) => ({
  list,
  path,
  schema,
  page: pageOf(schema),
});

/** POST a new record to a back-office collection; the list is read again once it is there. */
export const useAdminCreate = <B, R>({
  list,
  path,
  schema,
  success,
  onSuccess,
}: TResource<R> & { success: (created: R) => string; onSuccess: (created: R) => void }) =>
  useAdminMutation<B, R>({
    list,
    mutationFn: (body) => apiRequest('admin', path, { method: 'POST', body, schema }),
    success,
    onSuccess,
  });

/** A change to one record, and what the notification says once it is saved. */
export type TAdminEditVars<E> = { id: number; edit: E; label: string };

/** A change to a record: shown in the list at once, undone if the server refuses it. */
export const useAdminEdit = <E, R>({
  list,
  path,
  schema,
  method = 'PATCH',
  idOf,
  optimistic,
  onSaved,
}: TResource<R> & {
  /** PUT where the server takes the record whole */
  method?: 'PATCH' | 'PUT';
  idOf: (record: R) => number;
  optimistic: (record: R, edit: E) => R;
  onSaved?: () => void;
}) =>
  useAdminMutation<TAdminEditVars<E>, R, R>({
    list,
    mutationFn: ({ id, edit }) => apiRequest('admin', `${path}/${id}`, { method, body: edit, schema }),
    matches: (record, { id }) => idOf(record) === id,
    optimistic: (record, { edit }) => optimistic(record, edit),
    success: (_record, { label }) => label,
    onSuccess: () => onSaved?.(),
  });
