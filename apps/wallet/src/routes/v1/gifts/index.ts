/** Public gift reads: the searchable list, the popular ranking and one gift's page. */
import { KadoError } from '@kado/shared';
import {
  localeQuerySchema,
  giftDetailSchema,
  giftIdSchema,
  giftPageSchema,
  popularGiftListSchema,
  popularGiftsQuerySchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { findGift, listGifts } from '../../../domain/catalog/gifts.js';
import { listPopularGifts } from '../../../domain/catalog/popular.js';
import { giftListRequestSchema } from './schemas.js';

export const giftRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/gifts',
    {
      schema: {
        summary: 'Active gifts: search, filters and sorts, a keyset page at a time',
        tags: ['catalog'],
        querystring: giftListRequestSchema,
        response: { 200: giftPageSchema },
      },
    },
    (request) => {
      const { cursor, ...query } = request.query;
      return listGifts(app.db, { ...query, after: cursor });
    },
  );

  app.get(
    '/gifts/popular',
    {
      schema: {
        summary: 'Gifts ranked by exchanges in the last 30 days, ties in curated order',
        tags: ['catalog'],
        querystring: popularGiftsQuerySchema,
        response: { 200: popularGiftListSchema },
      },
    },
    async (request) => ({
      items: await listPopularGifts(app.db, { ...request.query, now: new Date() }),
    }),
  );

  app.get(
    '/gifts/:id',
    {
      schema: {
        summary: "One listed gift's page: texts, validity, stock state and availability",
        description:
          '404 NOT_FOUND for an unknown gift and for one taken off the catalog: shoppers cannot reach it (owners of its vouchers still see it on each voucher).',
        tags: ['catalog'],
        params: z.object({ id: giftIdSchema }),
        querystring: localeQuerySchema,
        response: { 200: giftDetailSchema },
      },
    },
    async (request) => {
      // A withdrawn gift is as absent for shoppers as an unknown one, in stock or not.
      const gift = await findGift(app.db, request.params.id, request.query.locale, {
        listedOnly: true,
      });
      if (!gift) throw new KadoError('NOT_FOUND', 'No such gift');
      return gift;
    },
  );
  done();
};
