import type { FastifyPluginCallback } from 'fastify';

const health: FastifyPluginCallback = (app, _options, done) => {
  const { oidc, wallet, store } = app.services;

  app.get('/healthz', () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const [idp, walletUp, sessionStore] = await Promise.all([
      oidc.ready(),
      wallet.healthy(),
      store.ping(),
    ]);
    const checks = { idp, wallet: walletUp, sessionStore };
    const ready = Object.values(checks).every(Boolean);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
  done();
};

export default health;
