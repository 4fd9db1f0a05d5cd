/** Operator endpoints (client-credentials tokens with `wallet:operate`): grants and refunds. */
import { DAY_MS, KadoError } from '@kado/shared';
import {
  grantRequestSchema,
  grantSchema,
  refundRequestSchema,
  refundSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { ensureAccount } from '../../../domain/accounts/accounts.js';
import { refundExchange } from '../../../domain/exchanges/exchanges.js';
import { credit } from '../../../domain/ledger/ledger.js';
import { noQuerySchema } from '../schemas.js';

export const operatorRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/operator/grants',
    {
      schema: {
        summary: "Grants points to a subject's account, creating the account if it is new",
        tags: ['operator'],
        querystring: noQuerySchema,
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
      const granted = await app.db.transaction(async (tx) => {
        const account = await ensureAccount(tx, { subject, name: null, email: null });
        const credited = await credit(tx, {
          accountId: account.id,
          points,
          expiresAt,
          source: 'grant',
          reason,
          now,
        });
        return { ...credited, accountId: account.id };
      });
      request.log.info({ subject, points, ledgerEntryId: granted.ledgerEntryId }, 'points granted');
      return reply.code(201).send({
        ledgerEntryId: granted.ledgerEntryId,
        accountId: granted.accountId,
        lotId: granted.lotId,
        points,
        expiresAt: expiresAt.toISOString(),
        balanceAfter: granted.balanceAfter,
      });
    },
  );

  app.post(
    '/operator/refunds',
    {
      schema: {
        summary:
          'Refunds an exchange: its vouchers become void and its points go back to the lots they came from',
        description:
          '409 NOT_REFUNDABLE for an entry that is not an exchange or an exchange with a voucher marked used; 409 ALREADY_REFUNDED the second time.',
        tags: ['operator'],
        querystring: noQuerySchema,
        body: refundRequestSchema,
        response: { 201: refundSchema },
      },
    },
    async (request, reply) => {
      const { ledgerEntryId, reason } = request.body;
      const refunded = await app.db.transaction((tx) =>
        refundExchange(tx, { ledgerEntryId, reason }),
      );
      request.log.info({ refundOf: ledgerEntryId, points: refunded.points }, 'exchange refunded');
      return reply.code(201).send({
        ledgerEntryId: refunded.ledgerEntryId,
        refundOf: ledgerEntryId,
        accountId: refunded.accountId,
        points: refunded.points,
        balanceAfter: refunded.balanceAfter,
      });
    },
  );
  done();
};
