/** Gift boxes for their users: charge one by its code, list and merge those sent to my phone. */
import {
  boxListSchema,
  chargeCodeRequestSchema,
  chargeCodeResultSchema,
  idempotentRequestHeadersSchema,
  mergeRequestSchema,
  mergeResultSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { chargeBoxCode, listBoxesFor, mergeBoxes } from '../../../domain/boxes/boxes.js';
import { noQuerySchema } from '../schemas.js';
import { answerIdempotently, IDEMPOTENCY_DESCRIPTION, sendAnswer } from '../idempotent.js';
import { callerAccount } from '../caller.js';

/** The wait a rate-limit refusal names in its details. */
function retryAfterSeconds(body: unknown): number {
  return (body as { error: { details: { retryAfterSeconds: number } } }).error.details
    .retryAfterSeconds;
}

export const boxRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/points/charges/code',
    {
      schema: {
        summary: "Charge a gift box by its code: one lot keeping the box's expiry",
        description: `Needs a verified phone (403 PHONE_NOT_VERIFIED). Refusals: 400 CODE_INVALID, 409 CODE_ALREADY_USED, 410 CODE_EXPIRED, 409 CODE_MARKET_MISMATCH; after 10 of them in an hour, 429 RATE_LIMITED. ${IDEMPOTENCY_DESCRIPTION}`,
        tags: ['boxes'],
        querystring: noQuerySchema,
        headers: idempotentRequestHeadersSchema,
        body: chargeCodeRequestSchema,
        response: { 201: chargeCodeResultSchema },
      },
    },
    async (request, reply) => {
      const answer = await answerIdempotently(request, 'charge-code', (tx, accountId) =>
        chargeBoxCode(tx, { accountId, code: request.body.code }),
      );
      if (answer.status === 201 && !answer.replayed) request.log.info('gift box charged');
      if (answer.status === 429)
        reply.header('retry-after', String(retryAfterSeconds(answer.body)));
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/boxes',
    {
      schema: {
        summary: 'The gift boxes waiting for my verified phone, first-expiring first',
        description: 'Empty while the phone is not verified.',
        tags: ['boxes'],
        querystring: noQuerySchema,
        response: { 200: boxListSchema },
      },
    },
    async (request) => {
      const account = await callerAccount(request);
      return { items: await listBoxesFor(app.db, account.id, new Date()) };
    },
  );

  app.post(
    '/merges',
    {
      schema: {
        summary: 'Merge 1–20 boxes sent to my verified phone, all or nothing: a lot per box',
        description: `Needs a verified phone (403 PHONE_NOT_VERIFIED). When any box is not mine, already used or expired, nothing is merged: 409 BOX_UNAVAILABLE with details.boxIds. ${IDEMPOTENCY_DESCRIPTION}`,
        tags: ['boxes'],
        querystring: noQuerySchema,
        headers: idempotentRequestHeadersSchema,
        body: mergeRequestSchema,
        response: { 201: mergeResultSchema },
      },
    },
    async (request, reply) => {
      const answer = await answerIdempotently(request, 'merge', (tx, accountId) =>
        mergeBoxes(tx, { accountId, boxIds: request.body.boxIds }),
      );
      if (answer.status === 201 && !answer.replayed) {
        request.log.info({ boxes: request.body.boxIds.length }, 'gift boxes merged');
      }
      return sendAnswer(reply, answer);
    },
  );
  done();
};
