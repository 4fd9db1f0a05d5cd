/** Operator endpoints (client-credentials tokens with `wallet:operate`): grants and refunds. */
import { DAY_MS, KadoError } from '@kado/shared';
import {
  grantRequestSchema,
  grantSchema,
  idempotentRequestHeadersSchema,
  refundRequestSchema,
  refundSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { accountTurn, ensureAccount } from '../../../domain/accounts/accounts.js';
import { refundExchange } from '../../../domain/exchanges/exchanges.js';
import { credit } from '../../../domain/ledger/ledger.js';
import { answerOperatorIdempotently, IDEMPOTENCY_DESCRIPTION, sendAnswer } from '../idempotent.js';
import { noQuerySchema } from '../schemas.js';

export const operatorRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/operator/grants',
    {
      schema: {
        summary: "Grants points to a subject's account, creating the account if it is new",
        description: IDEMPOTENCY_DESCRIPTION,
        tags: ['operator'],
        querystring: noQuerySchema,
        headers: idempotentRequestHeadersSchema,
        body: grantRequestSchema,
        response: { 201: grantSchema },
      },
    },
    async (request, reply) => {
      const { subject, points, reason } = request.body;
      const now = new Date();
      const expiresAt = request.body.expiresAt
        ? new Date(request.body.expiresAt)
        : new Date(now.getTime() + (request.body.validityDays ?? 0) * DAY_MS);
      if (expiresAt <= now) {
        throw new KadoError('VALIDATION_FAILED', 'The request is not valid', [
          { in: 'body', path: 'expiresAt', message: 'must be in the future' },
        ]);
      }
      // In the account's turn, like the account holder's own writes (runCallerIdempotent).
      const answer = await app.db.inTurn(accountTurn(subject), () =>
        answerOperatorIdempotently(request, 'grant', async (tx) => {
          const account = await ensureAccount(tx, { subject, name: null, email: null });
          const credited = await credit(tx, {
            accountId: account.id,
            points,
            expiresAt,
            source: 'grant',
            reason,
            now,
          });
          return {
            status: 201,
            body: {
              ledgerEntryId: credited.ledgerEntryId,
              accountId: account.id,
              lotId: credited.lotId,
              points,
              expiresAt: expiresAt.toISOString(),
              balanceAfter: credited.balanceAfter,
            },
          };
        }),
      );
      if (!answer.replayed) request.log.info({ subject, points }, 'points granted');
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/operator/refunds',
    {
      schema: {
        summary:
          'Refunds an exchange: its vouchers become void and its points go back to the lots they came from',
        description: `409 NOT_REFUNDABLE for an entry that is not an exchange or an exchange with a voucher marked used; 409 ALREADY_REFUNDED the second time. ${IDEMPOTENCY_DESCRIPTION}`,
        tags: ['operator'],
        querystring: noQuerySchema,
        headers: idempotentRequestHeadersSchema,
        body: refundRequestSchema,
        response: { 201: refundSchema },
      },
    },
    async (request, reply) => {
      const { ledgerEntryId, reason } = request.body;
      const answer = await answerOperatorIdempotently(request, 'refund', async (tx) => {
        const refunded = await refundExchange(tx, { ledgerEntryId, reason });
        return {
          status: 201,
          body: {
            ledgerEntryId: refunded.ledgerEntryId,
            refundOf: ledgerEntryId,
            accountId: refunded.accountId,
            points: refunded.points,
            balanceAfter: refunded.balanceAfter,
          },
        };
      });
      if (!answer.replayed) request.log.info({ refundOf: ledgerEntryId }, 'exchange refunded');
      return sendAnswer(reply, answer);
    },
  );
  done();
};
