import { DEFAULT_REQUESTOR_ID } from '@portal/domain/supplier-wire/suppliers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Behaviour, SandboxConfig } from '../../config';
import { answerAt, sleep, waitUntil } from '../../latency';
import type { HotelSupplierKey } from '../types';
import { ANSWER_ROOT, isOtaRequest, otaHandlers } from './dispatch';
import { faultOf, GATEWAY_LOST } from './faults';
import { echoTokenOf, requestorOf } from './messages';
import { readMessage } from './xml-read';
import { answer, otaError, type Answer, type OtaError } from './xml-write';

/** The hotel suppliers that speak OTA (docs/ota-hotels.md); Prestige keeps its JSON. */
const OTA_HOTEL_SUPPLIERS = ['OMNIBEES', 'HBSI'] as const satisfies readonly HotelSupplierKey[];
export type OtaHotelSupplier = (typeof OTA_HOTEL_SUPPLIERS)[number];
export const isOtaHotelSupplier = (name: string): name is OtaHotelSupplier =>
  (OTA_HOTEL_SUPPLIERS as readonly string[]).includes(name);

const BODY_LIMIT = 512 * 1024;
const XML = 'text/xml; charset=utf-8';
/** The root of an answer to what is no message the supplier serves. */
const ERROR_ROOT = 'OTA_ErrorRS';
/** The messages that change something at the supplier. */
const CHANGES = new Set(['OTA_HotelResRQ', 'OTA_CancelRQ']);

const authorized = (body: unknown, b: Behaviour) => {
  const requestor = requestorOf(body);
  return requestor?.password === b.apiKey && requestor.id === (b.user ?? DEFAULT_REQUESTOR_ID);
};

/**
 * POST /ota of one OTA hotel supplier: every message to one endpoint, told apart by its root
 * element, answered in HTTP 200 with Success or Errors, with the supplier's faults
 * (its behaviour, read at every call).
 */
export const otaHotelRoutes =
  (key: OtaHotelSupplier, config: SandboxConfig) => async (app: FastifyInstance) => {
    const handlers = otaHandlers(key);
    const send = (reply: FastifyReply, to: { root: string; echoToken?: string }, a: Answer) =>
      reply.type(XML).send(answer({ ...to, now: config.now(), ...a }));
    const refuse = (reply: FastifyReply, to: { root: string; echoToken?: string }, error: OtaError) =>
      send(reply, to, { outcome: { errors: [error] } });

    // a read answers at its latency, its work done inside the wait as a remote supplier's is;
    // a booking or a cancellation waits first, so a caller that gave up changed nothing
    const answerBy = new WeakMap<FastifyRequest, number>();
    app.addHook('onRequest', async (request) => {
      answerBy.set(request, answerAt(config.suppliers[key].latencyMs));
    });
    app.addHook('onSend', async (request) => waitUntil(answerBy.get(request)));

    app.addContentTypeParser(
      ['text/xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // what Fastify refuses before the route (a body too large, a content type it does not read)
    // is still answered the supplier's way
    app.setErrorHandler((error: { statusCode?: number }, _request, reply) =>
      refuse(
        reply,
        { root: ERROR_ROOT },
        (error.statusCode ?? 500) < 500
          ? otaError('450', 'processingException', 'Mensaje no admitido.')
          : otaError('448', 'processingException', 'Error del sistema.'),
      ),
    );

    app.post('/ota', async (request, reply) => {
      const behaviour = config.suppliers[key];
      const message = readMessage(request.body);
      if ('root' in message && CHANGES.has(message.root)) await waitUntil(answerBy.get(request));
      if ('invalid' in message)
        return refuse(reply, { root: ERROR_ROOT }, otaError('450', 'processingException', message.invalid));
      const echoToken = echoTokenOf(message.body);
      if (!isOtaRequest(message.root)) {
        const root = message.root.endsWith('RQ') ? `${message.root.slice(0, -2)}RS` : ERROR_ROOT;
        const error = otaError('450', 'processingException', `Mensaje no soportado: ${message.root}.`);
        return refuse(reply, { root, echoToken }, error);
      }
      const to = { root: ANSWER_ROOT[message.root], echoToken };
      if (!authorized(message.body, behaviour))
        return refuse(reply, to, otaError('497', 'authentication', 'Credenciales inválidas.'));
      const booking = message.root === 'OTA_HotelResRQ';
      const fault = faultOf({ behaviour, random: config.random, booking });
      if (fault && 'error' in fault) return refuse(reply, to, fault.error);
      const answered = handlers[message.root](message.body);
      // a slow booking is slow to answer: the booking is made first, as a real supplier would
      // go on with a call whose caller has gone
      if (booking && behaviour.bookLatencyMs > 0) await sleep(behaviour.bookLatencyMs);
      if (fault?.lost && !('errors' in answered.outcome))
        return reply.code(GATEWAY_LOST.status).type(GATEWAY_LOST.type).send(GATEWAY_LOST.body);
      return send(reply, to, answered);
    });
  };
