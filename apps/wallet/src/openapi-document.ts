/**
 * Writes the wallet's OpenAPI document (the one /v1/openapi.json serves) to a file, for the
 * OpenAPI linter in `pnpm lint` and for client generators. Builds the app in memory: no database
 * or issuer is reached.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

import { buildApp, parseEnv } from './app.js';

const target = resolve(process.argv[2] ?? 'dist/openapi.json');
const app = await buildApp(
  parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WALLET_DATA_DIR: 'memory',
    // Discovered lazily, so never reached here.
    OIDC_ISSUER: 'https://issuer.invalid',
    SEED_DEMO: 'false',
    EXPIRY_SWEEP_INTERVAL_S: '0',
  }),
);
try {
  const document = (await app.inject({ url: '/v1/openapi.json' })).json<unknown>();
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
} finally {
  await app.close();
}
