/**
 * Files the browser downloads (fetch with the CSRF header, then saved): the ledger as CSV. Behind the
 * same session and CSRF rules as the API; the wallet's answer is passed through untouched.
 */
import type { FastifyPluginCallback } from 'fastify';

import { KadoError } from '@kado/shared';

import { endIfRevoked } from '../session/sign-out.js';

const downloads: FastifyPluginCallback = (app, _options, done) => {
  const { tokens, wallet } = app.services;

  app.get('/bff/api/points/ledger.csv', async (request, reply) => {
    const session = await request.loadSession();
    if (!session) throw new KadoError('UNAUTHENTICATED', 'Sign in to continue.');
    const file = await wallet
      .download('/points/ledger.csv', {
        accessToken: await tokens.accessToken(session),
        // Headers and entry types in the language the person reads Kado in now.
        query: { locale: request.locale },
      })
      .catch(async (error: unknown) => {
        await endIfRevoked(app.services, session, reply, error);
        throw error;
      });
    return reply
      .type(file.contentType)
      .header('Content-Disposition', 'attachment; filename="kado-points-ledger.csv"')
      .header('Cache-Control', 'no-store')
      .send(file.body);
  });
  done();
};

export default downloads;
