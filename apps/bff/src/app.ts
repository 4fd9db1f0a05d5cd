/**
 * The BFF as a Fastify plugin tree: ecosystem plugins, then Kado's own (services, session, locale,
 * CSRF, headers), then routes. server.ts starts it; tests build the same app.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { KadoError } from '@kado/shared';
import {
  errorCodeForStatus,
  frameworkRefusal,
  guardRequest,
  httpServerOptions,
  markDraining,
  notFound,
} from '@kado/shared/http-limits';

import type { Env } from './env.js';
import csrf from './plugins/csrf.js';
import locale from './plugins/locale.js';
import securityHeaders from './plugins/security-headers.js';
import session from './plugins/session.js';
import auth from './routes/auth.js';
import downloads from './routes/downloads.js';
import health from './routes/health.js';
import images from './routes/images.js';
import pages from './routes/pages.js';
import pwa from './routes/pwa.js';
import trpc from './routes/trpc.js';
import { createServices, type Services } from './services.js';

/** Secrets and personal data never reach the logs (PRODUCT.md §7). */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.logout_token',
  '*.password',
  '*.code',
  '*.otp',
  // The login transaction, should one ever be logged.
  '*.codeVerifier',
  '*.code_verifier',
  // jose and openid-client errors carry the claims they checked (sub, sid, jti, e-mail, name).
  'err.payload',
  'err.claims',
  'err.cause.claims',
  'err.cause.payload',
];

export interface BuildOptions {
  services?: Services;
  /** Where the JSON log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
  /** Shorter than the 30 s every server keeps, for tests of a request that never arrives. */
  requestDeadlineMs?: number;
}

export async function buildApp(env: Env, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...httpServerOptions(options.requestDeadlineMs),
    // A hop count, as a trust function: Fastify (5.12.1+) ignores a bare number. The socket's peer
    // is hop 0, so `hop < n` takes the client address from the n-th X-Forwarded-For entry from the
    // right, and what a client wrote further left is never read.
    trustProxy: env.TRUST_PROXY > 0 && ((_address: string, hop: number) => hop < env.TRUST_PROXY),
    bodyLimit: 100 * 1024,
    requestIdHeader: false,
    logger: {
      level: env.LOG_LEVEL,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        // Query strings carry authorization codes and state: log the path only.
        req: (req: { method: string; url: string; id: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?', 1)[0],
        }),
      },
    },
  });

  // One answer for anything a route did not handle: the product's error envelope, and for 5xx
  // nothing about the cause.
  app.setErrorHandler<FastifyError | KadoError>((error, request, reply) => {
    const known = error instanceof KadoError;
    const status = known ? error.status : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Fastify's own refusals (body too large, bad JSON, …) in product words, with their status.
    const framework =
      !known && error.code?.startsWith('FST_ERR_CTP_') ? frameworkRefusal(error) : null;
    const code = known ? error.code : (framework?.code ?? errorCodeForStatus(status));
    const message =
      known || (status < 500 && !framework)
        ? error.message
        : (framework?.message ?? 'Internal error');
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .send({ error: { code, message, requestId: request.id } });
  });

  // Before every other hook: methods no route serves never reach CSRF checks or tRPC.
  app.addHook('onRequest', guardRequest);
  app.setNotFoundHandler(notFound);
  app.addHook('preClose', (done) => {
    markDraining(app.server);
    done();
  });

  const services = options.services ?? createServices(env);
  await app.register(
    fp(
      (instance) => {
        instance.decorate('services', services);
        instance.addHook('onClose', async () => {
          await services.store.close();
          await services.wallet.close();
        });
      },
      { name: 'kado-services' },
    ),
  );
  await app.register(cookie);
  await app.register(session);
  await app.register(locale);
  await app.register(csrf);
  await app.register(securityHeaders);

  await app.register(health);
  await app.register(auth);
  await app.register(trpc);
  await app.register(downloads);
  await app.register(images);
  await app.register(pwa);
  await app.register(pages);
  return app;
}
