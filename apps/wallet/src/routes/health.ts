/** Probes: alive (the process answers) and ready (its database and token issuer answer). */
import { isReachable } from '@kado/db';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { cached, READINESS_CACHE_MS, READINESS_TIMEOUT_MS, within } from '@kado/shared/readiness';

const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.boolean(), issuer: z.boolean() }),
});

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: the process answers',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  // Each dependency is asked for real (a query, the issuer's key set), briefly, and the answer
  // kept for a moment so that frequent probes do not load them.
  const checks = cached(async () => {
    const [database, issuer] = await Promise.all([
      within(() => isReachable(app.db), READINESS_TIMEOUT_MS),
      within(() => app.accessTokens.reachable(app.log), READINESS_TIMEOUT_MS),
    ]);
    return { database, issuer };
  }, READINESS_CACHE_MS);

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: the database and the token issuer answer (checked at most every 2 s)',
        tags: ['health'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const answer = await checks();
      const ready = answer.database && answer.issuer;
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', checks: answer });
    },
  );
  done();
};
