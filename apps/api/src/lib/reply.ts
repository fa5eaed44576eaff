import type { FastifyReply } from 'fastify';

/** An answer decided by a service (and stored for idempotent retries): its status and body. */
export type StoredAnswer = { statusCode: number; body: unknown };

/**
 * Sends a service's answer with its own status. The route's response schemas validate the
 * body for that status; routes need no `as 200` / `as never` casts.
 */
export const sendAnswer = (reply: FastifyReply, answer: StoredAnswer) =>
  reply.status(answer.statusCode).send(answer.body);
