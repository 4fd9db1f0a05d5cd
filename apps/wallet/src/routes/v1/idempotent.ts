/**
 * The requests that take an `Idempotency-Key` (charge, merge, exchange): their effect runs at
 * most once per account and key, and its answer — a refusal too — is what a replay gets again.
 */
import type { Database, Queryable } from '@kado/db';
import type { FastifyReply } from 'fastify';

import { runIdempotent, type Answer, type Outcome } from '../../domain/idempotency/idempotency.js';
import { envelope } from '../../plugins/errors.js';

export const IDEMPOTENCY_DESCRIPTION =
  'With an Idempotency-Key, a replay of the same request within 24 h answers as the first did, with the header Idempotent-Replayed: true; the same key with another request is 409 IDEMPOTENCY_CONFLICT.';

export interface IdempotentRequest {
  readonly accountId: string;
  readonly key: string | undefined;
  readonly operation: string;
  readonly payload: unknown;
  readonly requestId: string;
  /** The status of a successful answer. */
  readonly status: number;
}

/** A refusal answers with the error envelope, as if it had been thrown. */
function answerOf<T>(outcome: Outcome<T>, status: number, requestId: string): Answer {
  if (outcome.ok) return { status, body: outcome.value };
  const { error } = outcome;
  return {
    status: error.status,
    body: envelope(error.code, error.message, requestId, error.details),
  };
}

export function answerIdempotently<T>(
  db: Database,
  request: IdempotentRequest,
  effect: (tx: Queryable) => Promise<Outcome<T>>,
): Promise<Answer & { replayed: boolean }> {
  return runIdempotent(
    db,
    {
      accountId: request.accountId,
      key: request.key,
      operation: request.operation,
      payload: request.payload,
    },
    async (tx) => answerOf(await effect(tx), request.status, request.requestId),
  );
}

export function sendAnswer(reply: FastifyReply, answer: Answer & { replayed: boolean }) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}
