import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type Check } from '@portal/domain';
import { SupplierError } from './suppliers/core';

/** A fault the user can act on: answered with its status and a Spanish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: unknown) => new AppError(400, message, errors);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const unauthorized = (message: string = MESSAGES.missingToken) => new AppError(401, message);

/**
 * The one way a failed domain rule becomes a 400 with its Spanish message
 * (docs/decisions.md D-16). `path` prefixes the check's field (`pasajeros.2`); `label` prefixes the message
 * where the agent must know which item broke it ('Habitación 2').
 */
export const must = (check: Check, where: { path?: string; label?: string } = {}): void => {
  if (check.ok) return;
  const { path, label } = where;
  const field = check.field ? (path ? `${path}.${check.field}` : check.field) : path;
  const message = label ? `${label}: ${check.message}` : check.message;
  throw badRequest(message, field ? [{ field, message: check.message }] : undefined);
};

/** A supplier that fails or times out answers 502 with the spec §8 text, never a hang or a 500. */
export async function fromSupplier<T>(call: Promise<T>, message: string): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof SupplierError)
      throw new AppError(502, message, { supplier: err.supplier, fault: err.fault });
    throw err;
  }
}

type FieldError = { field: string; message: string };

const CATALOGUE = new Set<string>(Object.values(MESSAGES));

function fieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      field: where || (error.validationContext ?? 'body'),
      message: v.message ?? MESSAGES.invalidRequest,
    };
  });
}

// Framework errors that carry a 4xx: said in Spanish, never in the framework's English.
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande',
};

/** One error handler for the whole API (docs/conventions.md "API"): every 4xx is `{ message, errors? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    const errors = fieldErrors(error);
    if (errors.length > 0) {
      const first = errors[0]!;
      // A catalogue message is a whole sentence for the agent; zod's own need the field's name.
      const message = CATALOGUE.has(first.message) ? first.message : `${first.field}: ${first.message}`;
      return reply.status(400).send({ message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = frameworkMessages[error.code] ?? MESSAGES.invalidRequest;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error, requestId: request.id }, 'unexpected error');
    return reply
      .status(500)
      .send({ message: `${MESSAGES.unexpectedError}: ${request.id}`, requestId: request.id });
  });
}
