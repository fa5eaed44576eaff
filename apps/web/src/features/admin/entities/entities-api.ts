import { useQuery } from '@tanstack/react-query';
import { pageOf } from '@portal/domain/admin/paging';
import {
  ZEntityAgentsAnswer,
  ZEntityRow,
  type TEntityCreate,
  type TEntityEdit,
  type TEntityRow,
} from '@portal/domain/admin/entities';
import { apiRequest } from '@/shared/api-client';
import { adminListKey } from '../model/use-admin-list';
import { useAdminMutation } from '../model/use-admin-mutation';

// GET/POST /api/admin/entidades, PATCH /entidades/:id, GET /entidades/agentes (issue 31, item 3).

export const ENTITIES_LIST = 'entidades';
export const ZEntitiesPage = pageOf(ZEntityRow);

export type TEntityEditVars = { id: number; edit: TEntityEdit; label: string };

export const useCreateEntity = (onCreated: () => void) =>
  useAdminMutation<TEntityCreate, TEntityRow, TEntityRow>({
    list: ENTITIES_LIST,
    mutationFn: (body) => apiRequest('admin', '/entidades', { method: 'POST', body, schema: ZEntityRow }),
    // a razón social ends in a dot often ('S.A.'): the name goes last, with no dot of ours
    success: (entity) => `Entidad creada: ${entity.razonSocial}`,
    onSuccess: onCreated,
  });

/** An edit, a deactivation or a reactivation: shown in the list at once, undone if refused. */
export const useEditEntity = (onSaved?: () => void) =>
  useAdminMutation<TEntityEditVars, TEntityRow, TEntityRow>({
    list: ENTITIES_LIST,
    mutationFn: ({ id, edit }) =>
      apiRequest('admin', `/entidades/${id}`, { method: 'PATCH', body: edit, schema: ZEntityRow }),
    matches: (entity, { id }) => entity.idEntidad === id,
    optimistic: (entity, { edit }) => ({
      ...entity,
      ...(edit.razonSocial === undefined ? {} : { razonSocial: edit.razonSocial }),
      ...(edit.condicionIva === undefined ? {} : { condicionIva: edit.condicionIva }),
      ...(edit.active === undefined ? {} : { active: edit.active }),
    }),
    success: (_entity, { label }) => label,
    onSuccess: () => onSaved?.(),
  });

/**
 * The active AS agents, who may book for an entity: the form's choices. Not under the list's
 * key: an optimistic change rewrites every page cached there, and this is no page.
 */
export const useEntityAgents = (enabled: boolean) =>
  useQuery({
    queryKey: adminListKey('entidades-agentes'),
    queryFn: ({ signal }) =>
      apiRequest('admin', '/entidades/agentes', { schema: ZEntityAgentsAnswer, signal }),
    enabled,
    staleTime: 30_000,
  });
