import * as Sentry from '@sentry/node';
import closeWithGrace from 'close-with-grace';

import { ENVIRONMENT_NAME, SENTRY_TRACES_SAMPLE_RATE } from '@kado/shared';

import { buildApp } from './app.js';
import { loadEnv } from './env.js';
import { scrubEvent } from './observability/sentry.js';

let env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (env.SENTRY_DSN) {
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: ENVIRONMENT_NAME,
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    beforeSend: scrubEvent,
  });
}

const app = await buildApp(env);
if (env.SENTRY_DSN) {
  app.addHook('onError', (_request, reply, error, done) => {
    if (reply.statusCode >= 500) Sentry.captureException(error);
    done();
  });
}

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
