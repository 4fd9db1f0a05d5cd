#!/usr/bin/env node
/** `pnpm start` (built apps) and `pnpm dev` (sources + Vite HMR): the whole product, one command. */
import { startStack } from './stack.mjs';

const dev = process.argv.includes('--dev');
const env = process.env;
/** @param {string} name @param {number} fallback */
const port = (name, fallback) => Number(env[name] ?? fallback);

console.log(dev ? 'Starting Kado in development mode…' : 'Starting Kado…');
let stack;
try {
  stack = await startStack({
    dev,
    ports: {
      bff: [port('KADO_PORT', 3000)],
      idp: port('KADO_IDP_PORT', 3001),
      wallet: port('KADO_WALLET_PORT', 3002),
    },
    // Somewhere else than .data/, for the start-up benchmark's cold starts.
    ...(env.KADO_DATA_DIR ? { dataDir: env.KADO_DATA_DIR } : {}),
  });
} catch (error) {
  console.error(`Kado could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

console.log(`
  Kado is running at ${stack.url}

  Demo sign-in:  demo@kado.example  /  kado-demo-2026
  Identity provider: ${stack.issuer}   Wallet API: ${stack.walletUrl}/v1/openapi.json
  Data is kept in .data/ (delete it to start afresh). Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Kado…');
    void stack.stop().then(() => process.exit(0));
  });
}
