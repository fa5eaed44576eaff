import {
  ZActivityAvailabilityRequest,
  ZActivityAvailabilityResponse,
  ZActivityBookingRequest,
  ZActivityStaticQuery,
  ZActivityStaticResponse,
  ZDestinationsQuery,
  ZBookingFailureBody,
  ZErrorBody,
  ZLocationsResponse,
  ZTransferAvailabilityRequest,
  ZTransferAvailabilityResponse,
  ZTransferBookingRequest,
  ZTransferLocationsQuery,
  ZUtilityBookingResponse,
  ZUtilityDestinationsResponse,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '../../lib/reply';
import { idempotencyKeyOf } from '../booking/idempotency';
import { bookActivity, bookTransfer } from './book-service';
import type { ActivitiesDeps } from './deps';
import { pricingEntityOf } from '../markups/pricing-entity';
import {
  activityAvailability,
  activityStaticData,
  searchDestinations,
  transferAvailability,
  transferLocations,
} from './search-service';

const common = { tags: ['utilities'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 502: ZErrorBody } as const;
// issue 29, item 4: a booking the supplier did not answer is 'unknown', with its reservation ids
const bookingErrors = { ...errors, 409: ZErrorBody, 422: ZErrorBody, 502: ZBookingFailureBody } as const;

/** The utilities service of spec §7 (/api/utilities): activities and transfers. */
export const activitiesRoutes: FastifyPluginAsyncZod<{ deps: ActivitiesDeps }> = async (app, { deps }) => {
  app.get(
    '/static-data/destinations',
    {
      schema: {
        ...common,
        summary: 'Destinos de actividades y traslados que coinciden con el texto',
        querystring: ZDestinationsQuery,
        response: { 200: ZUtilityDestinationsResponse, ...errors },
      },
    },
    (request) => searchDestinations(deps, request.query.key_filter),
  );

  app.get(
    '/actividades/static-data',
    {
      schema: {
        ...common,
        summary: 'Actividades de un destino (lista vacía si no tiene)',
        querystring: ZActivityStaticQuery,
        response: { 200: ZActivityStaticResponse, ...errors },
      },
    },
    (request) => activityStaticData(deps, request.query.destinationCode),
  );

  app.post(
    '/actividades/disponibilidad',
    {
      schema: {
        ...common,
        summary: 'Opciones, precios y horarios de una actividad para el grupo, con su echoToken',
        body: ZActivityAvailabilityRequest,
        response: { 200: ZActivityAvailabilityResponse, ...errors },
      },
    },
    async (request) =>
      activityAvailability(deps, request.user, request.body, await pricingEntityOf(request, deps)),
  );

  app.post(
    '/actividades/reservar',
    {
      schema: {
        ...common,
        summary: 'Reserva de una actividad en el horario elegido (requiere Idempotency-Key)',
        body: ZActivityBookingRequest,
        response: { 200: ZUtilityBookingResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await bookActivity(deps, request.user, request.body, idempotencyKeyOf(request))),
  );

  app.get(
    '/traslados/locations',
    {
      schema: {
        ...common,
        summary: 'Aeropuertos, hoteles y puertos de un destino',
        querystring: ZTransferLocationsQuery,
        response: { 200: ZLocationsResponse, ...errors },
      },
    },
    (request) => transferLocations(deps, request.query.destinationCode),
  );

  app.post(
    '/traslados/disponibilidad',
    {
      schema: {
        ...common,
        summary: 'Traslados entre dos puntos para las fechas y el grupo, con su echoToken',
        body: ZTransferAvailabilityRequest,
        response: { 200: ZTransferAvailabilityResponse, ...errors },
      },
    },
    async (request) =>
      transferAvailability(deps, request.user, request.body, await pricingEntityOf(request, deps)),
  );

  app.post(
    '/traslados/reservar',
    {
      schema: {
        ...common,
        summary: 'Reserva de un traslado (cada tramo) para el grupo buscado (requiere Idempotency-Key)',
        body: ZTransferBookingRequest,
        response: { 200: ZUtilityBookingResponse, ...bookingErrors },
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await bookTransfer(deps, request.user, request.body, idempotencyKeyOf(request))),
  );
};
