import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/domain';
import { AppError } from '../errors';

export const SEARCHES_IN_FLIGHT_MESSAGE =
  'Tiene demasiadas búsquedas en curso. Espere a que terminen e intente de nuevo.';

/**
 * A preHandler that lets each user run at most `perUser` of these calls at once in this
 * process (429), and the process at most `perProcess` in all (503): one agent's burst of big
 * searches cannot starve everyone else, and the work a process accepts stays small enough for
 * health and the other calls to be answered (issue 10, finding 6). The place is given back
 * when the answer is sent or the client goes.
 */
export function searchLimits(limits: { perUser: number; perProcess: number }) {
  const running = new Map<number, number>();
  let total = 0;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const id = request.user.id;
    const now = running.get(id) ?? 0;
    if (now >= limits.perUser) {
      reply.header('retry-after', '2');
      throw new AppError(429, SEARCHES_IN_FLIGHT_MESSAGE);
    }
    if (total >= limits.perProcess) {
      reply.header('retry-after', '2');
      throw new AppError(503, MESSAGES.serverBusy);
    }
    running.set(id, now + 1);
    total++;
    reply.raw.once('close', () => {
      total--;
      const left = (running.get(id) ?? 1) - 1;
      if (left <= 0) running.delete(id);
      else running.set(id, left);
    });
  };
}
