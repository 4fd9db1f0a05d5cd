import { giftPageSchema } from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { listGifts } from '../../../domain/catalog/gifts.js';
import { giftListRequestSchema } from '../schemas.js';

export const giftRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/gifts',
    {
      schema: {
        summary: 'Active gifts in curated order, a page at a time',
        tags: ['catalog'],
        querystring: giftListRequestSchema,
        response: { 200: giftPageSchema },
      },
    },
    (request) => {
      const { locale, market, cursor, limit } = request.query;
      return listGifts(app.db, { locale, market, after: cursor, limit });
    },
  );
  done();
};
