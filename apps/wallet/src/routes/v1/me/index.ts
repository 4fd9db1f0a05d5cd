import { meSchema } from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { ensureAccount } from '../../../domain/accounts/accounts.js';
import { principalOf } from '../../../plugins/auth.js';
import { noQuerySchema } from '../schemas.js';

export const meRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/me',
    {
      schema: {
        summary: 'The signed-in account, created the first time its subject is seen',
        tags: ['me'],
        querystring: noQuerySchema,
        response: { 200: meSchema },
      },
    },
    (request) => ensureAccount(app.db, principalOf(request)),
  );
  done();
};
