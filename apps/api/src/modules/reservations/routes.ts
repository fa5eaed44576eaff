import { ZErrorBody } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAgenteAS } from '@portal/domain/auth/login';
import { notFound } from '../../errors';
import { findVisibleReservation, listVisibleReservations, type Reservation } from './repo';

const ZReservation = z.object({
  id: z.number().int(),
  module: z.string(),
  supplier: z.string(),
  supplierRef: z.string().nullable(),
  status: z.enum(['pending', 'confirmed', 'pre_booked', 'failed', 'cancelled']),
  idEntidad: z.number().int().nullable(),
  productName: z.string(),
  checkin: z.string(),
  checkout: z.string().nullable(),
  currency: z.string(),
  breakdown: z.unknown(),
  total: z.number(),
  passengers: z.unknown(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const toApi = (r: Reservation) => ({
  id: r.id,
  module: r.module,
  supplier: r.supplier,
  supplierRef: r.supplierRef,
  status: r.status,
  idEntidad: r.idEntidad,
  productName: r.productName,
  checkin: r.checkin,
  checkout: r.checkout,
  currency: r.currency,
  breakdown: r.breakdown,
  total: Number(r.total),
  passengers: r.passengers,
  errorMessage: r.errorMessage,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

/** Our own calls (not in spec §7): a user's reservations and one reservation's detail. */
export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reservas',
    {
      schema: {
        tags: ['main'],
        summary: 'Reservas visibles para el usuario (las suyas y las de sus entidades)',
        security: [{ bearer: [] }],
        response: { 200: z.array(ZReservation), 401: ZErrorBody },
      },
    },
    async (request) =>
      (await listVisibleReservations(app.db, request.user.id, isAgenteAS(request.user))).map(toApi),
  );

  app.get(
    '/reservas/:id',
    {
      schema: {
        tags: ['main'],
        summary: 'Detalle de una reserva con su estado y desglose',
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ZReservation, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const row = await findVisibleReservation(
        app.db,
        request.params.id,
        request.user.id,
        isAgenteAS(request.user),
      );
      if (!row) throw notFound('No se encontró la reserva');
      return toApi(row);
    },
  );
};
