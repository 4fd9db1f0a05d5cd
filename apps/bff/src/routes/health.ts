/**
 * Probes (PRODUCT.md §12). `/readyz` is what the gateway balances on: can this replica serve its own
 * traffic (the wallet and the session store answer)? The IdP is left out on purpose: every replica
 * shares it, so an IdP outage would take them all out of the balancer and turn a sign-in outage
 * into a full one. Sign-in alone degrades instead (Kado's sign-in page explains), and
 * `/healthz/deps` reports every dependency, the IdP included, for people and dashboards.
 */
import type { FastifyPluginCallback } from 'fastify';

import { cached, READINESS_CACHE_MS, READINESS_TIMEOUT_MS, within } from '@kado/shared/readiness';

const health: FastifyPluginCallback = (app, _options, done) => {
  const { oidc, wallet, store } = app.services;

  app.get('/healthz', () => ({ status: 'ok' }));

  const storeReady = cached(
    () => within(() => store.ping(), READINESS_TIMEOUT_MS),
    READINESS_CACHE_MS,
  );

  app.get('/readyz', async (_request, reply) => {
    const [walletUp, sessionStore] = await Promise.all([wallet.ready(), storeReady()]);
    const checks = { wallet: walletUp, sessionStore };
    const ready = walletUp && sessionStore;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });

  // Informational: always 200, so no balancer mistakes it for this replica's own health.
  app.get('/healthz/deps', async () => {
    const [idp, walletUp, sessionStore] = await Promise.all([
      oidc.ready(),
      wallet.ready(),
      storeReady(),
    ]);
    const checks = { idp, wallet: walletUp, sessionStore };
    return { status: Object.values(checks).every(Boolean) ? 'ok' : 'degraded', checks };
  });
  done();
};

export default health;
