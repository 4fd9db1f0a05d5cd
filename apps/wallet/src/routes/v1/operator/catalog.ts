/** Operator catalog writes (`wallet:operate`): upsert a gift, load its voucher stock. */
import { KadoError } from '@kado/shared';
import {
  giftIdSchema,
  giftUpsertedSchema,
  giftUpsertSchema,
  idempotentRequestHeadersSchema,
  stockLoadedSchema,
  stockLoadSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { findGift } from '../../../domain/catalog/gifts.js';
import { loadStock, upsertGift } from '../../../domain/catalog/operator.js';
import { answerOperatorIdempotently, IDEMPOTENCY_DESCRIPTION, sendAnswer } from '../idempotent.js';
import { noQuerySchema } from '../schemas.js';

/** `popular` names the ranking route, so no gift may take it as its id. */
const upsertableGiftIdSchema = giftIdSchema.refine((id) => id !== 'popular', 'is reserved');

export const operatorCatalogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.put(
    '/operator/catalog/gifts/:id',
    {
      schema: {
        summary: 'Creates or replaces a gift with all its texts (its stock is left alone)',
        tags: ['operator'],
        params: z.object({ id: upsertableGiftIdSchema }),
        querystring: noQuerySchema,
        body: giftUpsertSchema,
        response: { 200: giftUpsertedSchema, 201: giftUpsertedSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const gift = await app.db.transaction(async (tx) => {
        const { created } = await upsertGift(tx, id, request.body);
        const detail = await findGift(tx, id, 'en');
        if (!detail) throw new KadoError('INTERNAL', 'The upserted gift is missing');
        return { created, gift: detail };
      });
      request.log.info({ giftId: id, created: gift.created }, 'gift upserted');
      return reply.code(gift.created ? 201 : 200).send(gift);
    },
  );

  app.post(
    '/operator/catalog/gifts/:id/stock',
    {
      schema: {
        summary: "Adds vouchers to a gift's stock",
        description: IDEMPOTENCY_DESCRIPTION,
        tags: ['operator'],
        params: z.object({ id: giftIdSchema }),
        querystring: noQuerySchema,
        headers: idempotentRequestHeadersSchema,
        body: stockLoadSchema,
        response: { 200: stockLoadedSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await answerOperatorIdempotently(request, 'load-stock', async (tx) => ({
        status: 200,
        body: { id, stock: await loadStock(tx, id, request.body.add) },
      }));
      if (!answer.replayed) {
        request.log.info({ giftId: id, added: request.body.add }, 'gift stock loaded');
      }
      return sendAnswer(reply, answer);
    },
  );
  done();
};
