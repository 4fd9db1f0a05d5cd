import { balanceSchema } from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { ensureAccount } from '../../../domain/accounts/accounts.js';
import { getBalance } from '../../../domain/points/balance.js';
import { principalOf } from '../../../plugins/auth.js';
import { noQuerySchema } from '../schemas.js';

export const pointsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/points',
    {
      schema: {
        summary: 'The balance, the points expiring soon and the next expiry',
        tags: ['points'],
        querystring: noQuerySchema,
        response: { 200: balanceSchema },
      },
    },
    async (request) => {
      const account = await ensureAccount(app.db, principalOf(request));
      return getBalance(app.db, account.id, new Date());
    },
  );
  done();
};
