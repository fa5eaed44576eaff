import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Behaviour } from './config';
import { answerAt, sleep, waitUntil } from './latency';

/** The calls that book: POST …/bookings, POST …/prebookings and POST …/vouchers (the insurer's). */
const isBooking = (request: FastifyRequest) =>
  request.method === 'POST' && /\/((pre)?bookings|vouchers)$/.test(pathOf(request));

/** The calls that change nothing: what is read, searched, quoted or checked. */
const isRead = (request: FastifyRequest) =>
  request.method === 'GET' ||
  (request.method === 'POST' && /\/(availability(\/[\w-]+)*|rates\/check|quotes)$/.test(pathOf(request)));

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

const OUTAGE = { error: 'unavailable', message: 'simulated outage' };
const REFUSED = { error: 'refused', message: 'booking refused' };

/**
 * Makes a supplier's routes behave like a remote supplier: its own credential, its latency,
 * its failure rate, booking calls that are slow, fail or are refused, and booking calls whose answer is lost after the
 * booking was made. A caller's timeout is the caller's business: a latency above it makes the
 * simulator look hung to that caller.
 */
export function applyBehaviour(app: FastifyInstance, behaviour: Behaviour, random: () => number) {
  const lost = new WeakSet<FastifyRequest>();
  const answerBy = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-api-key'] !== behaviour.apiKey) {
      return reply.code(401).send({ error: 'unauthorized', message: 'invalid api key' });
    }
    // a read answers at its latency, its work done inside the wait as a remote supplier's is;
    // a call that changes something waits first, so a caller that gave up changed nothing
    const at = answerAt(behaviour.latencyMs);
    if (isRead(request)) answerBy.set(request, at);
    else await waitUntil(at);
    if (random() < behaviour.failRate) return reply.code(503).send(OUTAGE);
    if (!isBooking(request)) return;
    if (random() < behaviour.bookFailRate) return reply.code(503).send(OUTAGE);
    if (random() < behaviour.bookRefuseRate) return reply.code(409).send(REFUSED);
    if (random() < behaviour.lostAnswerRate) lost.add(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await waitUntil(answerBy.get(request));
    // a slow booking is slow to answer: the booking is made first, as a real supplier would
    // go on with a call whose caller has gone
    if (behaviour.bookLatencyMs > 0 && isBooking(request)) await sleep(behaviour.bookLatencyMs);
    if (!lost.has(request) || reply.statusCode !== 200) return payload;
    void reply.code(503);
    return JSON.stringify(OUTAGE);
  });
}
