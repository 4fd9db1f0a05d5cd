/**
 * The IdP as a Fastify app: health probes, the stylesheet and the interaction pages are Fastify
 * routes; every other path belongs to oidc-provider (a Koa app), reached through a catch-all route.
 */
import { isReachable, type DatabaseLocation } from '@kado/db';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  errorCodeForStatus,
  frameworkRefusal,
  guardRequest,
  httpServerOptions,
  markDraining,
  notFound,
  refusalEnvelope,
} from '@kado/shared/http-limits';

import { purgeExpired } from './adapter.js';
import { accountDeletionRoutes } from './accounts/deletion.js';
import { DeviceCookies } from './accounts/device-cookies.js';
import { accountLocaleRoutes } from './accounts/locale.js';
import { AccountMailer, createEmailSender, recoveryRoutes } from './accounts/recovery.js';
import { createAccountStore } from './accounts/store.js';
import { createTermsConsentStore } from './accounts/terms.js';
import { openIdpDatabase } from './db/startup.js';
import { createEmailLinks } from './email/links.js';
import type { Env } from './env.js';
import { securityHeaders } from './interactions/html.js';
import { interactionRoutes } from './interactions/routes.js';
import { FAVICON_PATH, FAVICON_SVG, STYLESHEET, STYLESHEET_PATH } from './interactions/styles.js';
import { loggerOptions } from './logging.js';
import { createProvider } from './provider.js';
import { AccountAbuseLimits, createRateCounter, type RateCounter } from './rate-limits.js';
import { sessionEndRoutes } from './sessions/end.js';

const PURGE_INTERVAL_MS = 60 * 60_000;

function databaseLocation(env: Env): DatabaseLocation {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  if (env.IDP_DATA_DIR === 'memory') return { memory: true };
  return { dataDir: env.IDP_DATA_DIR };
}

export interface BuildOptions {
  /** Serve on an existing HTTP server (tests: one already listening, so the issuer knows its port). */
  readonly serverFactory?: FastifyServerOptions['serverFactory'];
  /** Shorter than the 30 s every server keeps, for tests of a request that never arrives. */
  readonly requestDeadlineMs?: number;
  /** The abuse limits' counters instead of REDIS_URL's (tests: a clock they move). */
  readonly rateCounter?: RateCounter;
  /** Where log lines go instead of stdout (tests read them). */
  readonly logStream?: { write(line: string): void };
}

export async function buildApp(env: Env, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // With a serverFactory, its server carries the deadlines (testing.ts makes it with them).
    ...httpServerOptions(options.requestDeadlineMs),
    // A hop count, as a trust function: Fastify (5.12.1+) ignores a bare number. The socket's peer
    // is hop 0, so `hop < n` takes the client address from the n-th X-Forwarded-For entry from the
    // right, and what a client wrote further left is never read.
    trustProxy: env.TRUST_PROXY > 0 && ((_address: string, hop: number) => hop < env.TRUST_PROXY),
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    logger: loggerOptions(env, options.logStream),
  });

  // Waited for while it comes up; migrated, seeded and its secrets read outside request limits.
  const { db, secrets } = await openIdpDatabase(
    databaseLocation(env),
    { seedDemo: env.SEED_DEMO },
    app.log,
  );
  app.addHook('onClose', () => db.close());

  const accounts = createAccountStore(db);
  const terms = createTermsConsentStore(db);
  const provider = createProvider({ env, db, secrets, accounts, log: app.log });

  const purge = setInterval(() => {
    purgeExpired(db).catch((err: unknown) => {
      app.log.warn({ err }, 'purging expired provider rows failed');
    });
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', () => {
    clearInterval(purge);
  });

  // Every answer Fastify sends (redirects, JSON, 404s, errors) starts with the IdP's security
  // headers; pages set the same set again with their own policy. The provider's answers get them
  // from its own middleware (provider.ts), as they bypass Fastify's reply.
  const baseHeaders = securityHeaders(env.BFF_BASE_URLS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(baseHeaders);
    done();
  });
  // Next, before any route or the provider: a method no route serves is refused at once.
  app.addHook('onRequest', guardRequest);
  app.setNotFoundHandler(notFound);
  app.addHook('preClose', (done) => {
    markDraining(app.server);
    done();
  });

  // What Fastify raises outside the interaction pages (which answer with a page of their own) and
  // outside the provider (which answers OAuth errors itself), in the product's envelope.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const { code, message } = error.code?.startsWith('FST_ERR_CTP_')
      ? frameworkRefusal(error)
      : {
          code: errorCodeForStatus(status),
          message: status < 500 ? error.message : 'Internal error',
        };
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ error: { code, message, requestId: request.id } });
  });

  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await isReachable(db);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
  });

  const assets: Record<string, { type: string; body: string; cache: string }> = {
    [STYLESHEET_PATH]: {
      type: 'text/css; charset=utf-8',
      body: STYLESHEET,
      cache: 'public, max-age=31536000, immutable',
    },
    [FAVICON_PATH]: { type: 'image/svg+xml', body: FAVICON_SVG, cache: 'public, max-age=86400' },
  };
  app.get('/assets/*', (request, reply) => {
    const asset = assets[request.url];
    if (!asset) return reply.code(404).send({ status: 'not found' });
    return reply
      .header('content-type', asset.type)
      .header('cache-control', asset.cache)
      .header('x-content-type-options', 'nosniff')
      .send(asset.body);
  });

  const rateCounter = options.rateCounter ?? createRateCounter(env.REDIS_URL);
  app.addHook('onClose', () => rateCounter.close());
  const limits = new AccountAbuseLimits(rateCounter);
  const [deviceSecret = ''] = secrets.cookieKeys;
  const devices = new DeviceCookies(deviceSecret, env.IDP_ISSUER.startsWith('https:'));

  const sender = createEmailSender(env);
  app.addHook('onClose', () => {
    sender.close?.();
  });
  const links = createEmailLinks(db);
  const mailer = new AccountMailer(sender, links, env.IDP_ISSUER, app.log);

  await app.register(interactionRoutes, {
    provider,
    accounts,
    env,
    limits,
    devices,
    mailer,
    links,
    terms,
  });
  await app.register(recoveryRoutes, { env, accounts, links, mailer, sender, limits, devices });
  await app.register(accountDeletionRoutes, { accounts, env });
  await app.register(accountLocaleRoutes, {
    accounts,
    db,
    env,
    limits,
    signingKeys: secrets.signingKeys,
  });
  await app.register(sessionEndRoutes, { db, env });

  // A path the provider does not serve ends in Koa's bare "Not Found": answer it as Fastify's
  // not-found does, under the id Fastify gave the request. The provider's own errors have a body
  // and pass untouched.
  const requestIds = new WeakMap<object, string>();

  // No cross-origin reads of the IdP at all. oidc-provider answers CORS on discovery, /jwks,
  // /token and the other back-channel endpoints, echoing any Origin; but a browser only ever
  // navigates to the IdP (authorization, its own pages, logout), which needs no CORS, and the BFF
  // and the wallet call it server to server, which never sends one. So a preflight is answered
  // without any grant and every Access-Control-* header is taken off the provider's answers.
  provider.use(async (ctx, next) => {
    if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
      ctx.status = 204;
      ctx.set('cache-control', 'no-store');
      return;
    }
    await next();
    for (const name of Object.keys(ctx.response.headers)) {
      if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name);
    }
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      ctx.status = 404;
      ctx.set('cache-control', 'no-store');
      ctx.body = refusalEnvelope(
        { code: 'NOT_FOUND', message: 'No such resource' },
        requestIds.get(ctx.req) ?? '',
      );
    }
  });

  const handleWithProvider = provider.callback();
  await app.register((scope, _options, done) => {
    // oidc-provider parses its own bodies: leave every request stream unread for it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, parsed) => {
      parsed(null);
    });
    scope.all('/*', (request, reply) => {
      reply.hijack();
      requestIds.set(request.raw, request.id);
      void handleWithProvider(request.raw, reply.raw);
    });
    done();
  });

  return app;
}
