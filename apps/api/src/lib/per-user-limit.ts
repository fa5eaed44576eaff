import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export const SEARCHES_IN_FLIGHT_MESSAGE =
  'Tiene demasiadas búsquedas en curso. Espere a que terminen e intente de nuevo.';

/**
 * A preHandler that lets each user run at most `max` of these calls at once in this process:
 * one agent's burst of big searches cannot starve everyone else (issue 10, finding 6). The
 * place is given back when the answer is sent or the client goes.
 */
export function perUserLimit(max: number) {
  const running = new Map<number, number>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const id = request.user.id;
    const now = running.get(id) ?? 0;
    if (now >= max) {
      reply.header('retry-after', '2');
      throw new AppError(429, SEARCHES_IN_FLIGHT_MESSAGE);
    }
    running.set(id, now + 1);
    reply.raw.once('close', () => {
      const left = (running.get(id) ?? 1) - 1;
      if (left <= 0) running.delete(id);
      else running.set(id, left);
    });
  };
}
