/** The wallet API v1: public catalog reads, and user routes behind the `wallet` scope. */
import { WALLET_USER_SCOPE } from '@kado/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireScope } from '../../plugins/auth.js';
import { giftRoutes } from './gifts/index.js';
import { imageRoutes } from './images/index.js';
import { meRoutes } from './me/index.js';
import { pointsRoutes } from './points/index.js';

export const v1Routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(giftRoutes);
  await app.register(imageRoutes);
  await app.register(requireScope(WALLET_USER_SCOPE, [meRoutes, pointsRoutes]));
};
