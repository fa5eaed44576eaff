import { useQuery } from '@tanstack/react-query';
import {
  ZEntityAgentsAnswer,
  ZEntityRow,
  type TEntityCreate,
  type TEntityEdit,
  type TEntityRow,
} from '@portal/domain/admin/entities';
import { apiRequest } from '@/shared/api-client';
import { adminListKey } from '../model/use-admin-list';
import { adminResource, useAdminCreate, useAdminEdit } from '../model/use-admin-resource';

// GET/POST /api/admin/entidades, PATCH /entidades/:id, GET /entidades/agentes (issue 31, item 3).

export const ENTITIES = adminResource('entidades', '/entidades', ZEntityRow);

export const useCreateEntity = (onCreated: () => void) =>
  useAdminCreate<TEntityCreate, TEntityRow>({
    ...ENTITIES,
    // a razón social ends in a dot often ('S.A.'): the name goes last, with no dot of ours
    success: (entity) => `Entidad creada: ${entity.razonSocial}`,
    onSuccess: onCreated,
  });

/** An edit, a deactivation or a reactivation: shown in the list at once, undone if refused. */
export const useEditEntity = (onSaved?: () => void) =>
  useAdminEdit<TEntityEdit, TEntityRow>({
    ...ENTITIES,
    idOf: (entity) => entity.idEntidad,
    optimistic: (entity, edit) => ({
      ...entity,
      ...(edit.razonSocial === undefined ? {} : { razonSocial: edit.razonSocial }),
      ...(edit.condicionIva === undefined ? {} : { condicionIva: edit.condicionIva }),
      ...(edit.active === undefined ? {} : { active: edit.active }),
    }),
    onSaved,
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
