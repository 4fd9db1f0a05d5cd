/**
 * Probes (PRODUCT.md §12): alive (the process answers), ready (this process can serve its own
 * traffic: its database answers), and the state of every dependency, for people and dashboards.
 * The token issuer is left out of readiness on purpose: every replica shares it, so an IdP outage
 * would take them all out of the balancer; only requests that need a new key degrade instead.
 */
import { isReachable } from '@kado/db';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { cached, READINESS_CACHE_MS, READINESS_TIMEOUT_MS, within } from '@kado/shared/readiness';

const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.boolean() }),
});

const dependenciesSchema = z.object({
  status: z.enum(['ok', 'degraded']),
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
  const database = cached(
    () => within(() => isReachable(app.db), READINESS_TIMEOUT_MS),
    READINESS_CACHE_MS,
  );
  const issuer = cached(
    () => within(() => app.accessTokens.reachable(app.log), READINESS_TIMEOUT_MS),
    READINESS_CACHE_MS,
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: this process can serve its traffic, its database answers',
        description:
          'What a balancer routes on (checked at most every 2 s). The token issuer is not part of it: see /healthz/deps.',
        tags: ['health'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const ready = await database();
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', checks: { database: ready } });
    },
  );

  app.get(
    '/healthz/deps',
    {
      schema: {
        summary: 'Every dependency and whether it answers: the database and the token issuer',
        description:
          'Information for people and dashboards, always 200 (checked at most every 2 s): a balancer routes on /readyz.',
        tags: ['health'],
        response: { 200: dependenciesSchema },
      },
    },
    async () => {
      const [databaseUp, issuerUp] = await Promise.all([database(), issuer()]);
      return {
        status: databaseUp && issuerUp ? ('ok' as const) : ('degraded' as const),
        checks: { database: databaseUp, issuer: issuerUp },
      };
    },
  );
  done();
};
