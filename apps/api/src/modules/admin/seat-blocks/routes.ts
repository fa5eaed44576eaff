import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@portal/domain';
import { pageOf } from '@portal/domain/admin/paging';
import {
  ZSeatBlock,
  ZSeatBlockAdjust,
  ZSeatBlockCreate,
  ZSeatBlockLeg,
  ZSeatBlockParams,
  ZSeatBlockQuery,
} from '@portal/domain/admin/seat-blocks';
import type { AppConfig } from '../../../config';
import { moduleDepsOf } from '../../module-deps';
import { actorOf } from '../audit';
import { adjustSeats } from './adjust-service';
import { createSeatBlock } from './create-service';
import { seatBlockById, seatBlocksPage } from './list-service';
import { releaseDueSeats, seatReleaseJob, type SeatBlocksDeps } from './release';

const common = { tags: ['admin'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody } as const;

/**
 * The agency's flight seat blocks (issue 31, item 5): GET/POST /api/admin/cupos and PATCH
 * /api/admin/cupos/{idTramo}, and the job that releases unsold seats on their day.
 */
export const adminSeatBlocksRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const deps: SeatBlocksDeps = moduleDepsOf(app, config);
  await app.register(seatReleaseJob, {
    intervalMs: config.seatRelease.intervalMs,
    pass: () => releaseDueSeats(deps),
  });

  app.get(
    '/cupos',
    {
      config: { permission: 'cupos.ver' },
      schema: {
        ...common,
        summary:
          'Cupos aéreos: cada ruta con sus tramos, asientos, vendidos, libres, liberados y recaudación',
        querystring: ZSeatBlockQuery,
        response: { 200: pageOf(ZSeatBlock), ...errors },
      },
    },
    (request) => seatBlocksPage(deps, request.query),
  );

  app.post(
    '/cupos',
    {
      config: { permission: 'cupos.editar' },
      schema: {
        ...common,
        summary: 'Crea un cupo: la ruta y sus salidas semanales o por fecha, con asientos y tarifas',
        body: ZSeatBlockCreate,
        response: { 201: ZSeatBlock, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const id = await createSeatBlock(deps, actorOf(request), request.body);
      return reply.status(201).send(await seatBlockById(deps, id));
    },
  );

  app.patch(
    '/cupos/:idTramo',
    {
      config: { permission: 'cupos.editar' },
      schema: {
        ...common,
        summary: 'Agrega o quita asientos de un tramo (nunca por debajo de los vendidos)',
        params: ZSeatBlockParams,
        body: ZSeatBlockAdjust,
        response: { 200: ZSeatBlockLeg, ...errors, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    (request) =>
      adjustSeats(deps, actorOf(request), { idTramo: request.params.idTramo, delta: request.body.delta }),
  );
};
