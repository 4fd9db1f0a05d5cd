/** Probes: alive (the process answers) and ready (its database and token issuer answer). */
import { isReachable } from '@kado/db';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.boolean(), issuer: z.boolean() }),
});

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: readinessSchema, 503: readinessSchema } } },
    async (request, reply) => {
      const [database, issuer] = await Promise.all([
        isReachable(app.db),
        app.accessTokens.reachable(request.log),
      ]);
      const ready = database && issuer;
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', checks: { database, issuer } });
    },
  );
  done();
};
