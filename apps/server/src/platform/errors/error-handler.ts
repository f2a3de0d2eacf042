import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorResponse } from '@basalt/contracts';
import { isConnectionLost } from '../db/connection-lost';
import { AppError } from './app-error';

/**
 * Maps every thrown error to the one JSON error shape and a status taken from its code. A lost
 * database connection, or an unexpected error while the database does not answer `databaseUp`, is
 * the database's, not a bug: 503 UNAVAILABLE, so clients and load balancers retry instead of
 * reporting a crash (a run start that was cut off is safe to repeat with its Idempotency-Key).
 */
export function registerErrorHandler(app: FastifyInstance, options: { databaseUp?: () => Promise<boolean> } = {}) {
  app.setErrorHandler(async (error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      // An outage named to the client (a full data folder) is still one the operator must hear of.
      if (error.code === 'UNAVAILABLE') request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(errorCodes[error.code]).send(toBody(request.id, error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      const first = details[0];
      // An address that cannot name a record names none: 404 with the schema's own words ("Automation
      // not found"), not the internal "params.id: " prefix.
      if (error.validationContext === 'params') {
        return reply.status(404).send(toBody(request.id, 'NOT_FOUND', first?.message ?? 'Not found'));
      }
      const message = first ? `${first.path}: ${first.message}` : 'The request is invalid';
      return reply.status(422).send(toBody(request.id, 'VALIDATION_FAILED', message, details));
    }
    const statusCode = 'statusCode' in error ? error.statusCode : undefined;
    if (statusCode === 429) {
      return reply.status(429).send(toBody(request.id, 'RATE_LIMITED', error.message));
    }
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send(toBody(request.id, 'BAD_REQUEST', error.message));
    }
    if (isConnectionLost(error) || (options.databaseUp && !(await options.databaseUp()))) {
      request.log.warn({ err: error }, 'request failed while the database is unavailable');
      return reply.status(503).send(toBody(request.id, 'UNAVAILABLE', DATABASE_UNAVAILABLE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(toBody(request.id, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(toBody(request.id, 'NOT_FOUND', `No route for ${request.method} ${request.url}`)),
  );
}

const DATABASE_UNAVAILABLE = 'Basalt cannot reach its database right now. Please try again in a moment.';

function toBody(
  requestId: string,
  code: ErrorResponse['error']['code'],
  message: string,
  details?: ErrorResponse['error']['details'],
) {
  return { error: { code, message, ...(details ? { details } : {}), requestId } } satisfies ErrorResponse;
}
