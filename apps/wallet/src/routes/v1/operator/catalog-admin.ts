/**
 * Operator endpoints that build a catalog from nothing (`wallet:operate`): categories with their
 * names, brands with their logo, and each market's contact methods. Gifts: catalog.ts.
 */
import { KadoError } from '@kado/shared';
import {
  brandSavedSchema,
  brandUpsertSchema,
  catalogSlugSchema,
  categorySavedSchema,
  categoryUpsertSchema,
  contactMethodParamsSchema,
  contactMethodSavedSchema,
  contactMethodUpsertSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  deleteContactMethod,
  upsertBrand,
  upsertCategory,
  upsertContactMethod,
} from '../../../domain/catalog/admin.js';
import { noQuerySchema } from '../schemas.js';

const slugParamsSchema = z.object({ id: catalogSlugSchema }).strict();

export const operatorCatalogAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.put(
    '/operator/catalog/categories/:id',
    {
      schema: {
        summary: 'Creates or replaces a category with its name in each locale and its position',
        description:
          'English is required (every other locale falls back to it). Categories list by position, then id.',
        tags: ['operator'],
        params: slugParamsSchema,
        querystring: noQuerySchema,
        body: categoryUpsertSchema,
        response: { 200: categorySavedSchema, 201: categorySavedSchema },
      },
    },
    async (request, reply) => {
      const saved = await app.db.transaction((tx) =>
        upsertCategory(tx, request.params.id, request.body),
      );
      request.log.info({ categoryId: request.params.id, created: saved.created }, 'category saved');
      return reply.code(saved.created ? 201 : 200).send(saved);
    },
  );

  app.put(
    '/operator/catalog/brands/:id',
    {
      schema: {
        summary: 'Creates or replaces a brand: name, colour, main category and logo',
        description:
          'logoPath is a path under the image store (IMAGE_CDN_URL), where the logo file is uploaded. 400 naming categoryId for an unknown category.',
        tags: ['operator'],
        params: slugParamsSchema,
        querystring: noQuerySchema,
        body: brandUpsertSchema,
        response: { 200: brandSavedSchema, 201: brandSavedSchema },
      },
    },
    async (request, reply) => {
      const saved = await app.db.transaction((tx) =>
        upsertBrand(tx, request.params.id, request.body),
      );
      request.log.info({ brandId: request.params.id, created: saved.created }, 'brand saved');
      return reply.code(saved.created ? 201 : 200).send(saved);
    },
  );

  app.put(
    '/operator/markets/:market/contact-methods/:kind',
    {
      schema: {
        summary: "Creates or replaces one of a market's contact methods (e-mail, phone or chat)",
        description:
          'The value must suit the kind (an e-mail address, an E.164 phone number, an https chat URL); hours are in the market time zone, null for always answered.',
        tags: ['operator'],
        params: contactMethodParamsSchema,
        querystring: noQuerySchema,
        body: contactMethodUpsertSchema,
        response: { 200: contactMethodSavedSchema, 201: contactMethodSavedSchema },
      },
    },
    async (request, reply) => {
      const { market, kind } = request.params;
      const saved = await app.db.transaction((tx) =>
        upsertContactMethod(tx, market, kind, request.body),
      );
      request.log.info({ market, kind, created: saved.created }, 'contact method saved');
      return reply.code(saved.created ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/operator/markets/:market/contact-methods/:kind',
    {
      schema: {
        summary: "Removes one of a market's contact methods",
        description: '404 when the market has no contact method of that kind.',
        tags: ['operator'],
        params: contactMethodParamsSchema,
        querystring: noQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { market, kind } = request.params;
      const deleted = await app.db.transaction((tx) => deleteContactMethod(tx, market, kind));
      if (!deleted) throw new KadoError('NOT_FOUND', 'No such contact method');
      request.log.info({ market, kind }, 'contact method removed');
      return reply.code(204).send(null);
    },
  );
  done();
};
