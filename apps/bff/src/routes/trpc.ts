import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyPluginAsync } from 'fastify';

import { appRouter, type AppRouter } from '../trpc/root.js';
import { KadoError } from '@kado/shared';

import type { Session } from '../session/sessions.js';
import { toTrpcError, type Context } from '../trpc/trpc.js';

const trpc: FastifyPluginAsync = async (app) => {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: async ({ req, res }): Promise<Context> => {
        let session: Session | null;
        try {
          session = await req.loadSession();
        } catch (error) {
          throw error instanceof KadoError ? toTrpcError(error) : error;
        }
        return { req, reply: res, services: app.services, session, locale: req.locale };
      },
      onError: ({ error, path, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
};

export default trpc;
