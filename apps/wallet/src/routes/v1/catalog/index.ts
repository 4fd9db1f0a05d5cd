/** Public catalog indexes: markets, categories and brands. */
import {
  brandListQuerySchema,
  brandListSchema,
  categoryListQuerySchema,
  categoryListSchema,
  marketListSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { listBrands, listCategories, listMarkets } from '../../../domain/catalog/listings.js';
import { noQuerySchema } from '../schemas.js';

export const catalogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/markets',
    {
      schema: {
        summary: 'The markets Kado serves, with their active gift counts',
        tags: ['catalog'],
        querystring: noQuerySchema,
        response: { 200: marketListSchema },
      },
    },
    async () => ({ items: await listMarkets(app.db) }),
  );

  app.get(
    '/categories',
    {
      schema: {
        summary: 'Gift categories in display order, named in the locale',
        tags: ['catalog'],
        querystring: categoryListQuerySchema,
        response: { 200: categoryListSchema },
      },
    },
    async (request) => ({ items: await listCategories(app.db, request.query) }),
  );

  app.get(
    '/brands',
    {
      schema: {
        summary: 'Brands by name; with a market, only those with gifts there',
        tags: ['catalog'],
        querystring: brandListQuerySchema,
        response: { 200: brandListSchema },
      },
    },
    async (request) => ({ items: await listBrands(app.db, request.query) }),
  );
  done();
};
