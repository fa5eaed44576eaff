import { ZErrorBody, ZReservation, ZReservationParams, type TReservation } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAgenteAS } from '@portal/domain/auth/login';
import { notFound } from '../../errors';
import { findVisibleReservation, listVisibleReservations, type Reservation } from './repo';

const toApi = (r: Reservation): TReservation => ({
  id: r.id,
  module: r.module as TReservation['module'],
  supplier: r.supplier,
  supplierRef: r.supplierRef,
  status: r.status,
  idEntidad: r.idEntidad,
  productName: r.productName,
  checkin: r.checkin,
  checkout: r.checkout,
  currency: r.currency as TReservation['currency'],
  breakdown: r.breakdown as TReservation['breakdown'],
  total: Number(r.total),
  passengers: r.passengers as TReservation['passengers'],
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
        params: ZReservationParams,
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
