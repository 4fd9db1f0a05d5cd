import { KadoError } from '@kado/shared';
import { giftIdSchema, textSchema } from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { renderGiftCard } from '../../../domain/catalog/gift-card.js';
import { findGiftCard } from '../../../domain/catalog/gifts.js';
import { noQuerySchema } from '../schemas.js';

const ONE_WEEK_S = 7 * 24 * 60 * 60;

export const imageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/images/gifts/:id.svg',
    {
      schema: {
        summary: "A gift's card image: its brand's colour and mark, without words",
        tags: ['catalog'],
        params: z.object({ id: giftIdSchema }),
        querystring: noQuerySchema,
        response: {
          200: { description: 'The card', content: { 'image/svg+xml': { schema: textSchema } } },
        },
      },
    },
    async (request, reply) => {
      const card = await findGiftCard(app.db, request.params.id);
      if (!card) throw new KadoError('NOT_FOUND', 'No such gift');
      return (
        reply
          .type('image/svg+xml')
          .header('cache-control', `public, max-age=${ONE_WEEK_S}`)
          // An SVG opened directly is a document: it may style itself and do nothing else.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(renderGiftCard(card))
      );
    },
  );
  done();
};
