import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type TPermission } from '@portal/domain/admin/permissions';
import { MESSAGES } from '@portal/domain';
import { AppError } from '../../errors';

/** A back-office route and the permission it needs (the permission tests walk every one). */
export type BackOfficeRoute = { method: string; url: string; permission: TPermission };

// By the app's HTTP server, which the app's every plugin context shares.
const ROUTES = new WeakMap<object, BackOfficeRoute[]>();
/** The app's back-office routes, as they were registered. */
export const backOfficeRoutesOf = (app: FastifyInstance): BackOfficeRoute[] => ROUTES.get(app.server) ?? [];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the permission of the roles table a back-office route needs (issue 31, item 1) */
    permission?: TPermission;
  }
}

/**
 * Every /api/admin route names its permission in `config.permission`: a route without one does
 * not start (a forgotten check cannot ship), and each request is checked against the user's
 * role as the database has it now (at most 15 s old), not as their token was signed.
 */
export function guardBackOffice(app: FastifyInstance): void {
  const routes: BackOfficeRoute[] = [];
  ROUTES.set(app.server, routes);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) throw new Error(`${String(route.method)} ${route.url}: sin config.permission`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const permission = request.routeOptions.config.permission;
    const { nivel } = await app.sessions.stateOf(request.user.id);
    if (!permission || !can({ nivel }, permission)) throw new AppError(403, MESSAGES.forbidden);
  });
}

/** Whether the request's user may also do this (a screen that shows more to some roles). */
export const userMay = async (request: FastifyRequest, permission: TPermission) =>
  can({ nivel: (await request.server.sessions.stateOf(request.user.id)).nivel }, permission);
