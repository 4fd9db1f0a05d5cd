#!/usr/bin/env node
/**
 * `pnpm start` (built apps, embedded defaults), `pnpm dev` (sources + Vite HMR) and
 * `pnpm start:production` (the production topology: HTTPS gateway, replicas, PostgreSQL, Redis):
 * the whole product, one command.
 */
import { join } from 'node:path';

import { createDatabasesIfMissing } from './databases.mjs';
import { ROOT, startStack } from './stack.mjs';

const dev = process.argv.includes('--dev');
const production = process.argv.includes('--production');
const env = process.env;
/** @param {string} name @param {number} fallback */
const port = (name, fallback) => Number(env[name] ?? fallback);

/** @returns {Promise<import('./stack.mjs').StackOptions>} */
async function productionOptions() {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} must be set: pnpm start:production runs on your PostgreSQL and ` +
        `Redis, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379`,
    );
  }
  const databaseUrls = await createDatabasesIfMissing(env.DATABASE_URL ?? '', {
    idp: 'kado_idp',
    wallet: 'kado_wallet',
  });
  return {
    profile: 'production',
    ports: {
      bff: [port('KADO_PORT', 3000), port('KADO_BFF2_PORT', 3010)],
      idp: port('KADO_IDP_PORT', 3001),
      wallet: [port('KADO_WALLET_PORT', 3002), port('KADO_WALLET2_PORT', 3012)],
    },
    gateway: {
      https: port('KADO_HTTPS_PORT', 8443),
      http: port('KADO_HTTP_PORT', 8080),
      idp: port('KADO_IDP_HTTPS_PORT', 8444),
      wallet: port('KADO_WALLET_GATEWAY_PORT', 8081),
    },
    dataDir: env.KADO_DATA_DIR ?? join(ROOT, '.data/production'),
    databaseUrls,
    redisUrl: env.REDIS_URL ?? '',
    extraEnv: { SEED_DEMO: env.SEED_DEMO === 'false' ? 'false' : 'true' },
    ...(env.KADO_NODE ? { node: env.KADO_NODE } : {}),
  };
}

console.log(
  dev
    ? 'Starting Kado in development mode…'
    : production
      ? 'Starting Kado in the production topology…'
      : 'Starting Kado…',
);
let stack;
try {
  stack = await startStack(
    production
      ? await productionOptions()
      : {
          dev,
          ports: {
            bff: [port('KADO_PORT', 3000)],
            idp: port('KADO_IDP_PORT', 3001),
            wallet: port('KADO_WALLET_PORT', 3002),
          },
          // Somewhere else than .data/, for the start-up benchmark's cold starts.
          ...(env.KADO_DATA_DIR ? { dataDir: env.KADO_DATA_DIR } : {}),
        },
  );
} catch (error) {
  console.error(`Kado could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

console.log(
  production
    ? `
  Kado is running at ${stack.url}

  Demo sign-in:  demo@kado.example  /  kado-demo-2026   (unless SEED_DEMO=false)
  Identity provider: ${stack.issuer}
  Two BFF replicas (${stack.bffUrls.join(', ')}) and two wallet replicas behind the gateway.

  The certificate is signed by a local authority made for this machine. Trust it once, e.g.
    Debian/Ubuntu:  sudo cp ${stack.authority} /usr/local/share/ca-certificates/kado-local-ca.crt && sudo update-ca-certificates
    Chrome/Firefox: Settings → Certificates → Authorities → Import ${stack.authority}
  Press Ctrl-C to stop.
`
    : `
  Kado is running at ${stack.url}

  Demo sign-in:  demo@kado.example  /  kado-demo-2026
  Identity provider: ${stack.issuer}   Wallet API: ${stack.walletUrl}/v1/openapi.json
  Data is kept in .data/ (delete it to start afresh). Press Ctrl-C to stop.
`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Kado…');
    void stack.stop().then(() => process.exit(0));
  });
}
