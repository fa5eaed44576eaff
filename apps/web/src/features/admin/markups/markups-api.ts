import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pageOf } from '@portal/domain/admin/paging';
import { ZMarkupRule, type TMarkupRule, type TMarkupWrite } from '@portal/domain/commerce/markup-schemas';
import { apiRequest } from '@/shared/api-client';
import { adminListKey } from '../model/use-admin-list';
import { useAdminMutation } from '../model/use-admin-mutation';
import { adminResource, useAdminCreate, useAdminEdit } from '../model/use-admin-resource';
import { ruleAfter } from './markup-form-values';

// GET/POST /api/admin/margenes, PUT/DELETE /margenes/:id (issue 32, item 1).

export const MARKUPS = adminResource('margenes', '/margenes', ZMarkupRule);

export const useCreateMarkup = (onCreated: () => void) =>
  useAdminCreate<TMarkupWrite, TMarkupRule>({
    ...MARKUPS,
    success: (rule) => `Se creó la regla de margen N° ${rule.id}.`,
    onSuccess: onCreated,
  });

/** An edit, or turning a rule off or on: shown in the list at once, undone if refused. */
export const useReplaceMarkup = (onSaved?: () => void) =>
  useAdminEdit<TMarkupWrite, TMarkupRule>({
    ...MARKUPS,
    method: 'PUT',
    idOf: (rule) => rule.id,
    optimistic: ruleAfter,
    onSaved,
  });

export const useDeleteMarkup = () =>
  useAdminMutation<TMarkupRule, unknown, TMarkupRule>({
    list: MARKUPS.list,
    mutationFn: (rule) => apiRequest('admin', `/margenes/${rule.id}`, { method: 'DELETE' }),
    success: (_r, rule) => `Se eliminó la regla de margen N° ${rule.id}.`,
  });

// The client entities a rule may be for: the active ones, searched on the server.
const ZEntityOptions = pageOf(z.object({ idEntidad: z.number().int(), razonSocial: z.string() }));

export const useEntityOptions = (q: string) =>
  useQuery({
    queryKey: [...adminListKey('entidades'), 'opciones-margen', q],
    queryFn: ({ signal }) =>
      apiRequest('admin', '/entidades', {
        query: { estado: 'activas', perPage: 20, q: q || undefined },
        schema: ZEntityOptions,
        signal,
      }),
    select: (page) => page.items,
    staleTime: 30_000,
  });
