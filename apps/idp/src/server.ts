/** Starts the IdP: parse the environment, build the app, listen, and close gracefully on signals. */
import closeWithGrace from 'close-with-grace';

import { buildApp } from './app.js';
import { loadEnv } from './env.js';

const env = loadEnv();
const app = await buildApp(env);

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
app.log.info({ issuer: env.IDP_ISSUER }, 'identity provider ready');
