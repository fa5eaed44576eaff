import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '@portal/domain/admin/paging';
import {
  ZUserCreate,
  ZUserEdit,
  ZUserId,
  ZUserQuery,
  ZUserRow,
  ZUserWithPassword,
} from '@portal/domain/admin/users';
import { ZErrorBody } from '@portal/domain';
import { actorOf } from '../audit';
import { usersPage } from './repo';
import { createUser, editUser, resetPassword } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** The back office's users (issue 31, item 2): list, create, edit, reset a password. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, sessions: app.sessions };

  app.get(
    '/usuarios',
    {
      config: { permission: 'usuarios.ver' },
      schema: {
        ...common,
        summary: 'Usuarios: búsqueda por usuario o nombre, filtros de rol y estado, paginado',
        querystring: ZUserQuery,
        response: { 200: pageOf(ZUserRow), ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      return { ...(await usersPage(app.db, query)), page: query.page, perPage: query.perPage };
    },
  );

  app.post(
    '/usuarios',
    {
      config: { permission: 'usuarios.editar' },
      schema: {
        ...common,
        summary: 'Alta de usuario con contraseña temporal (se muestra solo en esta respuesta)',
        body: ZUserCreate,
        response: { 201: ZUserWithPassword, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createUser(deps, actorOf(request), request.body)),
  );

  app.patch(
    '/usuarios/:id',
    {
      config: { permission: 'usuarios.editar' },
      schema: {
        ...common,
        summary: 'Edición, desactivación o reactivación de un usuario',
        params: ZUserId,
        body: ZUserEdit,
        response: { 200: ZUserRow, ...errors, 404: ZErrorBody },
      },
    },
    async (request) => editUser(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/usuarios/:id/restablecer-clave',
    {
      config: { permission: 'usuarios.editar' },
      schema: {
        ...common,
        summary: 'Contraseña temporal nueva: el usuario debe cambiarla al ingresar',
        params: ZUserId,
        response: { 200: ZUserWithPassword, ...errors, 404: ZErrorBody },
      },
    },
    async (request) => resetPassword(deps, actorOf(request), request.params.id),
  );
};
