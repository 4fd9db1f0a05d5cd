/**
 * The requests that take an `Idempotency-Key` (charge, merge, exchange; an operator's grants, box
 * issues, stock loads and refunds): their effect runs at
 * most once per account and key, and its answer — a refusal too — is what a replay gets again.
 */
import type { Queryable, Row, Statement, Transaction } from '@kado/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  runCallerIdempotent,
  runOperatorIdempotent,
  type Answer,
  type Outcome,
} from '../../domain/idempotency/idempotency.js';
import { principalOf } from '../../plugins/auth.js';
import { envelope } from '../../plugins/errors.js';

export const IDEMPOTENCY_DESCRIPTION =
  'With an Idempotency-Key, a replay of the same request within 24 h answers as the first did, with the header Idempotent-Replayed: true; the same key with another request is 409 IDEMPOTENCY_CONFLICT.';

/** A refusal answers with the error envelope, as if it had been thrown. */
function answerOf<T>(outcome: Outcome<T>, status: number, requestId: string): Answer {
  if (outcome.ok) return { status, body: outcome.value };
  const { error } = outcome;
  return {
    status: error.status,
    body: envelope(error.code, error.message, requestId, error.details),
  };
}

/**
 * Runs a user's request (its body is the payload) at most once per Idempotency-Key, as the caller's
 * account (created the first time, as callerAccount does); a success answers `201 Created`. The
 * account is found in the statement that claims the key, not looked up beforehand; `read`, the
 * effect's first statement, goes with it (runCallerIdempotent).
 */
export function answerIdempotently<T>(
  request: FastifyRequest,
  operation: string,
  effect: (tx: Transaction, accountId: string, read?: Row[]) => Promise<Outcome<T>>,
  read?: Statement,
): Promise<Answer & { replayed: boolean }> {
  return runCallerIdempotent(
    request.server.db,
    {
      identity: principalOf(request),
      key: keyOf(request),
      operation,
      payload: request.body,
    },
    async (tx, accountId, rows) => answerOf(await effect(tx, accountId, rows), 201, request.id),
    read,
  );
}

/** The request's key: the route's header schema has validated it (one string, or none). */
function keyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

/**
 * Runs an operator's request that moves value (grant, box issue, stock load, refund) at most once
 * per operator client and Idempotency-Key; its path and body are the payload. A refusal is thrown
 * and rolls the key back with everything else, so a corrected retry may use the same key.
 */
export function answerOperatorIdempotently(
  request: FastifyRequest,
  operation: string,
  effect: (tx: Queryable) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  return runOperatorIdempotent(
    request.server.db,
    {
      clientId: principalOf(request).subject,
      key: keyOf(request),
      operation,
      payload: { params: request.params, body: request.body },
    },
    effect,
  );
}

export function sendAnswer(reply: FastifyReply, answer: Answer & { replayed: boolean }) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}
