/**
 * The embedded image store: what IMAGE_CDN_URL serves when no CDN is configured. Gift pictures
 * (`gifts/<id>.svg`, every gift's default imagePath) and brand logos (`brands/<id>.svg`, the demo
 * brands' logoPath) are drawn from catalog data, the same for every request, so there are no files
 * to upload or keep in step; an operator's own uploads live on their CDN under the same paths.
 */
import { KadoError } from '@kado/shared';
import { catalogSlugSchema, giftIdSchema, textSchema } from '@kado/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DEMO_GIFT_KINDS } from '../../../db/demo-catalog.js';
import { renderBrandLogo } from '../../../domain/catalog/artwork/brand-logo.js';
import { renderGiftArt } from '../../../domain/catalog/artwork/gift-art.js';
import { findBrandMark, findGiftCard } from '../../../domain/catalog/gifts.js';
import { noQuerySchema } from '../schemas.js';

const ONE_WEEK_S = 7 * 24 * 60 * 60;

const svgResponse = (description: string) => ({
  200: { description, content: { 'image/svg+xml': { schema: textSchema } } },
});

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${ONE_WEEK_S}`)
      // An SVG opened directly is a document: it may style itself and do nothing else.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg)
  );
}

export const imageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/images/gifts/:id.svg',
    {
      schema: {
        summary: "A gift's picture: a drawing of what it buys in its brand's colour, without words",
        tags: ['catalog'],
        params: z.object({ id: giftIdSchema }),
        querystring: noQuerySchema,
        response: svgResponse('The picture'),
      },
    },
    async (request, reply) => {
      const card = await findGiftCard(app.db, request.params.id);
      if (!card) throw new KadoError('NOT_FOUND', 'No such gift');
      // A gift outside the demo catalog has no known kind: it gets the wrapped present.
      const { kind, value } = DEMO_GIFT_KINDS.get(request.params.id) ?? { kind: '', value: false };
      return sendSvg(reply, renderGiftArt({ ...card, kind, value }));
    },
  );
  app.get(
    '/images/brands/:id.svg',
    {
      schema: {
        summary: "A brand's logo: its monogram on a badge in its colour",
        tags: ['catalog'],
        params: z.object({ id: catalogSlugSchema }),
        querystring: noQuerySchema,
        response: svgResponse('The logo'),
      },
    },
    async (request, reply) => {
      const brand = await findBrandMark(app.db, request.params.id);
      if (!brand) throw new KadoError('NOT_FOUND', 'No such brand');
      return sendSvg(reply, renderBrandLogo(brand));
    },
  );
  done();
};
