/**
 * The OpenAPI document, generated from the zod schemas that validate each route, served at
 * /v1/openapi.json. Registered before the routes so it sees every one of them.
 */
import swagger from '@fastify/swagger';
import {
  balanceSchema,
  errorEnvelopeSchema,
  giftPageSchema,
  giftSchema,
  meSchema,
} from '@kado/shared/schemas';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Shapes the document names once under components.schemas and references everywhere. */
const components = z.registry<{ id: string }>();
components.add(errorEnvelopeSchema, { id: 'ErrorEnvelope' });
components.add(meSchema, { id: 'Me' });
components.add(balanceSchema, { id: 'Balance' });
components.add(giftSchema, { id: 'Gift' });
components.add(giftPageSchema, { id: 'GiftPage' });

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kado wallet API',
          version: '1.0.0',
          description: 'Points, gift catalog and vouchers. Every error uses one envelope.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: createJsonSchemaTransform({ schemaRegistry: components }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/v1/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);
