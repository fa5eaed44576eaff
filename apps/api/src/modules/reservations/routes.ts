import {
  agencyToday,
  ZCancelConflict,
  ZCancellationQuote,
  ZCancelRequest,
  ZCancelResponse,
  ZErrorBody,
  ZReservationDetail,
  ZReservationListQuery,
  ZReservationListResponse,
  ZReservationParams,
  type TReservationListItem,
} from '@portal/domain';
import { isAgenteAS } from '@portal/domain/auth/login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { sendAnswer } from '../../lib/reply';
import { cancelReservation } from './cancel-service';
import { reservationDetail } from './detail-service';
import { idempotencyKeyOf } from '../booking/idempotency';
import { listReservationPage, type ListRow } from './list-repo';

type Options = Pick<AppConfig, 'tzAgency' | 'now'>;

const itemOf = (row: ListRow): TReservationListItem => ({
  id: row.id,
  module: row.module as TReservationListItem['module'],
  supplier: row.supplier,
  supplierRef: row.supplierRef,
  status: row.status,
  idEntidad: row.idEntidad,
  entidad: row.entidad,
  productName: row.productName,
  checkin: row.checkin,
  checkout: row.checkout,
  currency: row.currency as TReservationListItem['currency'],
  total: Number(row.total),
  titular: row.pasajeros > 0 ? `${row.leadApellidos ?? ''}, ${row.leadNombres ?? ''}` : '',
  pasajeros: row.pasajeros,
  createdAt: new Date(row.createdAt).toISOString(),
});

const NOT_FOUND = 'No se encontró la reserva';
const common = { tags: ['main'], security: [{ bearer: [] }] };

/** Mis reservas (ours, issue 18): the list, one booking, what cancelling costs, the cancellation. */
export const reservationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { tzAgency, now }) => {
  const today = () => agencyToday(now(), tzAgency);
  const cancelsOnline = (module: string) => module in app.productLines.cancellers;
  const who = (user: { id: number; nivel: number }) => ({
    userId: user.id,
    isAgent: isAgenteAS(user),
    tz: tzAgency,
  });

  app.get(
    '/reservas',
    {
      schema: {
        ...common,
        summary:
          'Reservas visibles para el usuario (las suyas y las de sus entidades), más nuevas primero, con filtros',
        querystring: ZReservationListQuery,
        response: { 200: ZReservationListResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => {
      const { rows, total, more } = await listReservationPage(app.db, request.query, who(request.user));
      const { page, pageSize } = request.query;
      return { items: rows.map(itemOf), total, hayMas: more, page, pageSize };
    },
  );

  // One booking the user may see, by its id: its detail, or what cancelling it costs.
  const oneReservation = <T extends z.ZodType>(summary: string, answer: T) => ({
    schema: {
      ...common,
      summary,
      params: ZReservationParams,
      response: { 200: answer, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
    },
  });
  const detailOf = async ({ user, params }: { user: AuthUser; params: { id: number } }) => {
    const detail = await reservationDetail(app.db, user, params.id, today(), cancelsOnline);
    if (!detail) throw notFound(NOT_FOUND);
    return detail;
  };

  app.get(
    '/reservas/:id',
    oneReservation(
      'Detalle de una reserva: pasajeros, desglose, historial de estados y cancelación',
      ZReservationDetail,
    ),
    detailOf,
  );

  app.get(
    '/reservas/:id/cancelacion',
    oneReservation('Lo que costaría cancelar la reserva hoy, según su política', ZCancellationQuote),
    async (request) => (await detailOf(request)).cancelacion,
  );

  app.post(
    '/reservas/:id/cancelar',
    {
      schema: {
        ...common,
        summary: 'Cancela la reserva en el proveedor con la penalidad confirmada (requiere Idempotency-Key)',
        params: ZReservationParams,
        body: ZCancelRequest,
        response: {
          200: ZCancelResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
          // today's quote when the penalty changed; a key still in progress has only the message
          409: z.union([ZCancelConflict, ZErrorBody]),
          502: ZErrorBody,
        },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await cancelReservation(
          { db: app.db, cancellers: app.productLines.cancellers, today },
          request.user,
          request.params.id,
          request.body,
          idempotencyKeyOf(request),
        ),
      ),
  );
};
