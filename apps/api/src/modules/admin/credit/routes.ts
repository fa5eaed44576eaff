import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ZErrorBody } from '@portal/domain';
import { pageOf } from '@portal/domain/admin/paging';
import { ZEntityIdParams } from '@portal/domain/admin/entities';
import { ZCreditAnswer, ZCreditLimitRequest } from '@portal/domain/commerce/credit';
import { ZPayment, ZPaymentQuery, ZPaymentRequest } from '@portal/domain/commerce/payments';
import type { AppConfig } from '../../../config';
import { notFound } from '../../../errors';
import { moduleDepsOf } from '../../module-deps';
import { entityName, paymentsPage } from './repo';
import { entityCredit, recordPayment, setCreditLimit } from './service';

const common = { tags: ['admin'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** GET/PUT /api/admin/entidades/{id}/credito, GET/POST /api/admin/entidades/{id}/pagos (issue 32, items 2-3) */
export const adminCreditRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const deps = moduleDepsOf(app, config);

  app.get(
    '/entidades/:id/credito',
    {
      config: { permission: 'cuentas.ver' },
      schema: {
        ...common,
        summary: 'Crédito de una entidad cliente por moneda: límite, usado, pagos y disponible',
        params: ZEntityIdParams,
        response: { 200: ZCreditAnswer, ...errors },
      },
    },
    (request) => entityCredit(app.db, request.params.id),
  );

  app.put(
    '/entidades/:id/credito',
    {
      config: { permission: 'creditos.editar' },
      schema: {
        ...common,
        summary: 'Fija el límite de crédito de una entidad en una moneda (null: sin límite)',
        params: ZEntityIdParams,
        body: ZCreditLimitRequest,
        response: { 200: ZCreditAnswer, ...errors },
      },
    },
    (request) => setCreditLimit(app.db, request.user, request.params.id, request.body),
  );

  app.get(
    '/entidades/:id/pagos',
    {
      config: { permission: 'cuentas.ver' },
      schema: {
        ...common,
        summary: 'Pagos de una entidad cliente y sus reversiones, los más recientes primero',
        params: ZEntityIdParams,
        querystring: ZPaymentQuery,
        response: { 200: pageOf(ZPayment), ...errors },
      },
    },
    async (request) => {
      const { params, query } = request;
      if ((await entityName(app.db, params.id)) === undefined) throw notFound(MESSAGES.entityNotFound);
      return { ...(await paymentsPage(app.db, params.id, query)), page: query.page, perPage: query.perPage };
    },
  );

  app.post(
    '/entidades/:id/pagos',
    {
      config: { permission: 'creditos.editar' },
      schema: {
        ...common,
        summary: 'Registra un pago de una entidad cliente, o revierte uno (revierte: su número)',
        params: ZEntityIdParams,
        body: ZPaymentRequest,
        response: { 201: ZPayment, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordPayment(deps, request.user, request.params.id, request.body)),
  );
};
