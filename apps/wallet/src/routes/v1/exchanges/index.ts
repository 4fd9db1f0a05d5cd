/** Exchanges: points for vouchers of a gift, and an earlier exchange read back. */
import {
  exchangeRequestSchema,
  exchangeResultSchema,
  exchangeSchema,
  idempotentRequestHeadersSchema,
  localeQuerySchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  exchangeGift,
  exchangeReadStatement,
  findExchange,
  isGiftChanged,
} from '../../../domain/exchanges/exchanges.js';
import { principalOf } from '../../../plugins/auth.js';
import { answerIdempotently, IDEMPOTENCY_DESCRIPTION, sendAnswer } from '../idempotent.js';
import { callerAccount } from '../caller.js';

export const exchangeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/exchanges',
    {
      schema: {
        summary: 'Exchange points for 1–5 vouchers of a gift, all in one transaction',
        description: `Needs a verified phone (403 PHONE_NOT_VERIFIED). Refusals: 409 GIFT_UNAVAILABLE (unknown, unlisted or another market's gift), 409 OUT_OF_STOCK (details.available), 409 INSUFFICIENT_POINTS (details.balance). Points are taken from the lots that expire first. The gift texts come in the asked locale. ${IDEMPOTENCY_DESCRIPTION}`,
        tags: ['exchanges'],
        querystring: localeQuerySchema,
        headers: idempotentRequestHeadersSchema,
        body: exchangeRequestSchema,
        response: { 201: exchangeResultSchema },
      },
    },
    async (request, reply) => {
      const { giftId, quantity } = request.body;
      const { locale } = request.query;
      const exchange = (lockGift: boolean) =>
        answerIdempotently(
          request,
          'exchange',
          (tx, accountId, read) =>
            exchangeGift(tx, { accountId, giftId, quantity, locale }, read, { lockGift }),
          lockGift
            ? undefined
            : exchangeReadStatement(principalOf(request).subject, { giftId, locale }),
        );
      // The gift changed between the read and the commit: nothing was kept; again, gift locked.
      const answer = await exchange(false).catch((error: unknown) => {
        if (isGiftChanged(error)) return exchange(true);
        throw error;
      });
      if (answer.status === 201 && !answer.replayed) {
        request.log.info(
          { giftId: request.body.giftId, quantity: request.body.quantity },
          'gift exchanged',
        );
      }
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/exchanges/:id',
    {
      schema: {
        summary: 'One of my exchanges with the vouchers it issued',
        tags: ['exchanges'],
        params: z.object({ id: z.uuid() }),
        querystring: localeQuerySchema,
        response: { 200: exchangeSchema },
      },
    },
    async (request) => {
      const account = await callerAccount(request);
      return findExchange(app.db, account.id, request.params.id, request.query.locale, new Date());
    },
  );
  done();
};
