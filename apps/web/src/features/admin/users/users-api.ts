import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pageOf } from '@portal/domain/admin/paging';
import {
  ZUserRow,
  ZUserWithPassword,
  type TUserCreate,
  type TUserEdit,
  type TUserRow,
  type TUserWithPassword,
} from '@portal/domain/admin/users';
import { apiRequest } from '@/shared/api-client';
import { adminListKey } from '../model/use-admin-list';
import { useAdminMutation } from '../model/use-admin-mutation';

// GET/POST /api/admin/usuarios, PATCH /usuarios/:id, POST /usuarios/:id/restablecer-clave (issue 31, item 2).

export const USERS_LIST = 'usuarios';
export const ZUsersPage = pageOf(ZUserRow);

export type TUserEditVars = { id: number; edit: TUserEdit; label: string };

export const useCreateUser = (onCreated: (user: TUserWithPassword) => void) =>
  useAdminMutation<TUserCreate, TUserWithPassword, TUserRow>({
    list: USERS_LIST,
    mutationFn: (body) =>
      apiRequest('admin', '/usuarios', { method: 'POST', body, schema: ZUserWithPassword }),
    success: (user) => `Se creó el usuario ${user.username}.`,
    onSuccess: onCreated,
  });

/** An edit, a deactivation or a reactivation: shown in the list at once, undone if refused. */
export const useEditUser = (onSaved?: () => void) =>
  useAdminMutation<TUserEditVars, TUserRow, TUserRow>({
    list: USERS_LIST,
    mutationFn: ({ id, edit }) =>
      apiRequest('admin', `/usuarios/${id}`, { method: 'PATCH', body: edit, schema: ZUserRow }),
    matches: (user, { id }) => user.id === id,
    optimistic: (user, { edit }) => ({
      ...user,
      ...(edit.nombre === undefined ? {} : { nombre: edit.nombre }),
      ...(edit.nivel === undefined ? {} : { nivel: edit.nivel }),
      ...(edit.uws === undefined ? {} : { uws: edit.uws }),
      ...(edit.active === undefined ? {} : { active: edit.active }),
    }),
    success: (_user, { label }) => label,
    onSuccess: () => onSaved?.(),
  });

export const useResetPassword = (onReset: (user: TUserWithPassword) => void) =>
  useAdminMutation<{ id: number }, TUserWithPassword, TUserRow>({
    list: USERS_LIST,
    mutationFn: ({ id }) =>
      apiRequest('admin', `/usuarios/${id}/restablecer-clave`, { method: 'POST', schema: ZUserWithPassword }),
    matches: (user, { id }) => user.id === id,
    optimistic: (user) => ({ ...user, mustChangePassword: true }),
    success: (user) => `Se generó una contraseña temporal nueva para ${user.username}.`,
    onSuccess: onReset,
  });

// The client entities an AS agent may be given: the active ones (GET /api/admin/entidades).
const ZEntityOption = z.object({ idEntidad: z.number().int(), razonSocial: z.string() });
const ZEntityOptions = pageOf(ZEntityOption);

export const useActiveEntities = (q: string) =>
  useQuery({
    queryKey: [...adminListKey('entidades'), 'activas', q],
    queryFn: ({ signal }) =>
      apiRequest('admin', '/entidades', {
        query: { estado: 'activas', perPage: 100, q: q || undefined },
        schema: ZEntityOptions,
        signal,
      }),
    select: (page) => page.items,
    staleTime: 30_000,
  });
