/**
 * One error handler for the whole API: every failure leaves as the envelope
 * `{ error: { code, message, details?, requestId } }` with the status its code stands for.
 */
import { isDatabaseBusy, isDatabaseUnavailable } from '@kado/db';
import { ERROR_STATUS, KadoError, type ErrorCode } from '@kado/shared';
import { errorCodeForStatus, frameworkRefusal, notFound } from '@kado/shared/http-limits';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@kado/shared/schemas';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { fieldProblems } from './field-problems.js';

export type { FieldProblem } from './field-problems.js';

/** The part of the request each validation location names. */
const REQUEST_PARTS = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
} as const;

export function envelope(
  code: ErrorCode,
  message: string,
  requestId: string,
  details?: unknown,
): ErrorEnvelope {
  return { error: { code, message, requestId, ...(details === undefined ? {} : { details }) } };
}

export const errorsPlugin = fp(
  (app, _options, done) => {
    // Every route documents the envelope for its client and server errors.
    app.addHook('onRoute', (route) => {
      if (!route.schema) return;
      const responses = route.schema.response as Record<string, unknown> | undefined;
      route.schema = {
        ...route.schema,
        response: { '4XX': errorEnvelopeSchema, '5XX': errorEnvelopeSchema, ...responses },
      };
    });

    app.setErrorHandler((error: FastifyError | KadoError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const location = error.validationContext ?? 'request';
        // What the caller sent there, to tell a missing field from one of the wrong type.
        const part = Object.hasOwn(REQUEST_PARTS, location)
          ? REQUEST_PARTS[location as keyof typeof REQUEST_PARTS]
          : undefined;
        const sent: unknown = part === undefined ? undefined : request[part];
        const details = fieldProblems(location, error.validation, sent);
        return reply
          .code(400)
          .send(envelope('VALIDATION_FAILED', 'The request is not valid', request.id, details));
      }
      if (error instanceof KadoError) {
        if (error.status < 500) {
          return reply
            .code(error.status)
            .send(envelope(error.code, error.message, request.id, error.details));
        }
        // Our own server errors keep their code and message; their details stay in the log.
        request.log.error({ err: error }, 'request failed');
        return reply.code(error.status).send(envelope(error.code, error.message, request.id));
      }
      if (isDatabaseBusy(error)) {
        // A healthy database, an overloaded process: every connection stayed busy past the wait.
        request.log.warn({ err: error }, 'no database connection within the wait');
        return reply
          .code(503)
          .header('retry-after', '2')
          .send(envelope('SERVICE_BUSY', 'The service is busy; try again shortly', request.id));
      }
      if (isDatabaseUnavailable(error)) {
        // An outage, not a bug: logged, and answered as one the client may retry.
        request.log.error({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send(
            envelope('UPSTREAM_UNAVAILABLE', 'The database is unavailable right now', request.id),
          );
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        // Client errors raised by Fastify itself (bad JSON, body too large, wrong media type…).
        const { code, message } = error.code?.startsWith('FST_ERR_CTP_')
          ? frameworkRefusal(error)
          : { code: errorCodeForStatus(status), message: error.message };
        return reply.code(ERROR_STATUS[code]).send(envelope(code, message, request.id));
      }
      // Anything else is a bug or an outage: logged in full, never described to the client.
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(envelope('INTERNAL', 'Internal error', request.id));
    });

    // 404, or 405 with Allow where the path serves other methods.
    app.setNotFoundHandler(notFound);
    done();
  },
  { name: 'errors' },
);
