import { balanceSchema } from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { getBalance } from '../../../domain/points/balance.js';
import { noQuerySchema } from '../schemas.js';
import { callerAccount } from '../caller.js';

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
      const account = await callerAccount(request);
      return getBalance(app.db, account.id, new Date());
    },
  );
  done();
};
