/** Starts the wallet API: parse the environment, build, listen, and shut down gracefully. */
import closeWithGrace from 'close-with-grace';

import { buildApp } from './app.js';
import { loadEnv } from './env.js';

const env = loadEnv();
const app = await buildApp(env);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});

await app.listen({ host: env.host, port: env.port });
