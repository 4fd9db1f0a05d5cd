/** Probes: alive, and ready (the IdP, the wallet's own readiness and the session store answer). */
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
    const [idp, walletUp, sessionStore] = await Promise.all([
      oidc.ready(),
      wallet.ready(),
      storeReady(),
    ]);
    const checks = { idp, wallet: walletUp, sessionStore };
    const ready = Object.values(checks).every(Boolean);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
  done();
};

export default health;
