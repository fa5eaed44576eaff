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
import { adminResource, useAdminCreate, useAdminEdit } from '../model/use-admin-resource';

// GET/POST /api/admin/usuarios, PATCH /usuarios/:id, POST /usuarios/:id/restablecer-clave (issue 31, item 2).

export const USERS = adminResource('usuarios', '/usuarios', ZUserRow);

export const useCreateUser = (onCreated: (user: TUserWithPassword) => void) =>
  useAdminCreate<TUserCreate, TUserWithPassword>({
    ...USERS,
    schema: ZUserWithPassword,
    success: (user) => `Se creó el usuario ${user.username}.`,
    onSuccess: onCreated,
  });

/** An edit, a deactivation or a reactivation: shown in the list at once, undone if refused. */
export const useEditUser = (onSaved?: () => void) =>
  useAdminEdit<TUserEdit, TUserRow>({
    ...USERS,
    idOf: (user) => user.id,
    optimistic: (user, edit) => ({
      ...user,
      ...(edit.nombre === undefined ? {} : { nombre: edit.nombre }),
      ...(edit.nivel === undefined ? {} : { nivel: edit.nivel }),
      ...(edit.uws === undefined ? {} : { uws: edit.uws }),
      ...(edit.active === undefined ? {} : { active: edit.active }),
    }),
    onSaved,
  });

export const useResetPassword = (onReset: (user: TUserWithPassword) => void) =>
  useAdminMutation<{ id: number }, TUserWithPassword, TUserRow>({
    list: USERS.list,
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
