/**
 * The wallet API as a Fastify instance, ready to listen: tests and the BFF's tests build it
 * in-process, server.ts runs it.
 */
import { randomUUID } from 'node:crypto';

import { guardRequest, httpServerOptions, markDraining } from '@kado/shared/http-limits';
import type { Database } from '@kado/db';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import type { WalletEnv } from './env.js';
import { authPlugin } from './plugins/auth.js';
import type { DeniedGrantsOptions } from './domain/sessions/denied-grants.js';
import { databasePlugin, openWalletDatabase } from './plugins/database.js';
import { startExpirySweeper } from './domain/ledger/sweeper.js';
import { errorsPlugin } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { requestLogValue } from './plugins/request-log.js';
import { responseSerializerCompiler } from './plugins/serializer.js';
import { healthRoutes } from './routes/health.js';
import { v1Routes } from './routes/v1/index.js';
import { smsPlugin } from './sms/plugin.js';

export { parseEnv, type WalletEnv } from './env.js';

/** A caller's request id (the BFF's, for correlation) when it is a plain token; else a new one. */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.access_token',
  '*.refreshToken',
  '*.refresh_token',
  '*.idToken',
  '*.id_token',
  '*.otp',
  '*.passcode',
];

export interface BuildOptions {
  /** Shorter than the 30 s every server keeps, for tests of a request that never arrives. */
  readonly requestDeadlineMs?: number;
  /** The session deny-list's timings, for tests and the benchmark. */
  readonly deniedGrants?: Omit<DeniedGrantsOptions, 'maxTokenLifetimeS'>;
  /**
   * An open, migrated database to serve from instead of the one `env` names, left open when the
   * app closes: a second replica on one in-memory PGlite, in tests.
   */
  readonly database?: Database;
}

export async function buildApp(env: WalletEnv, options: BuildOptions = {}) {
  const app = Fastify({
    ...httpServerOptions(options.requestDeadlineMs),
    logger: {
      level: env.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { req: requestLogValue },
    },
    genReqId: (request) => {
      const id = request.headers['x-request-id'];
      return typeof id === 'string' && REQUEST_ID.test(id) ? id : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Before every other hook: a method no route serves is refused at once.
  app.addHook('onRequest', guardRequest);
  app.addHook('preClose', (done) => {
    markDraining(app.server);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // API answers are private unless a route says otherwise (the public gift images do).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  try {
    const shared = options.database;
    const db =
      shared ??
      (await openWalletDatabase({ location: env.database, seedDemo: env.seedDemo }, app.log));
    if (!shared) app.addHook('onClose', () => db.close());
    await app.register(errorsPlugin);
    await app.register(openapiPlugin);
    await app.register(databasePlugin, { db });
    await app.register(authPlugin, {
      issuer: env.oidcIssuer,
      deniedGrants: { ...options.deniedGrants, maxTokenLifetimeS: env.accessTokenMaxTtlS },
    });
    await app.register(smsPlugin, env.sms);
    if (env.expirySweepIntervalS > 0) {
      const stopSweeper = startExpirySweeper(app.db, env.expirySweepIntervalS, app.log);
      app.addHook('onClose', stopSweeper);
    }
    await app.register(healthRoutes);
    await app.register(v1Routes, { prefix: '/v1' });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

export type WalletApp = Awaited<ReturnType<typeof buildApp>>;
