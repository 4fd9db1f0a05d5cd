/** Turning a domain outcome into an answer that idempotent requests keep, and sending it. */
import type { FastifyReply } from 'fastify';

import type { Answer, Outcome } from '../../../domain/idempotency/idempotency.js';
import { envelope } from '../../../plugins/errors.js';

/** A refusal answers with the error envelope, as if it had been thrown. */
export function answerOf<T>(outcome: Outcome<T>, status: number, requestId: string): Answer {
  if (outcome.ok) return { status, body: outcome.value };
  const { error } = outcome;
  return {
    status: error.status,
    body: envelope(error.code, error.message, requestId, error.details),
  };
}

export function sendAnswer(reply: FastifyReply, answer: Answer & { replayed: boolean }) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}
