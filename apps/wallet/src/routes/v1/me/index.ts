import { accountDeletionSchema, meSchema, profileUpdateSchema } from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { deleteAccount, updateProfile } from '../../../domain/accounts/profile.js';
import { principalOf } from '../../../plugins/auth.js';
import { noQuerySchema } from '../schemas.js';
import { callerAccount } from '../caller.js';

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
    (request) => callerAccount(request),
  );

  app.patch(
    '/me',
    {
      schema: {
        summary: 'Change the display name and/or the language of the signed-in account',
        tags: ['me'],
        querystring: noQuerySchema,
        body: profileUpdateSchema,
        response: { 200: meSchema },
      },
    },
    (request) => updateProfile(app.db, principalOf(request), request.body),
  );

  app.delete(
    '/me',
    {
      schema: {
        summary: 'Delete the signed-in account and everything it owns',
        description: 'The body must be {"confirm": "DELETE"}.',
        tags: ['me'],
        querystring: noQuerySchema,
        // A request without a body is answered like one without the confirmation.
        body: z.preprocess((body) => body ?? {}, accountDeletionSchema),
        response: { 204: z.null().describe('The account is gone') },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, principalOf(request).subject);
      return reply.code(204).send(null);
    },
  );
  done();
};
