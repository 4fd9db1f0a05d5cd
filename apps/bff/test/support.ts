import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildApp, type BuildOptions } from '../src/app.js';
import { parseEnv, type EnvInput } from '../src/env.js';

/** The shape of Vite's built index.html: the nonce placeholder and a hashed module script. */
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta property="csp-nonce" nonce="__CSP_NONCE__" /><title>Kado</title>
<script type="module" crossorigin src="/assets/index-abc123.js" nonce="__CSP_NONCE__"></script>
</head><body><div id="root"></div></body></html>`;

export async function webDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kado-bff-web-'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** A BFF whose upstreams are unreachable: enough for everything decided before an upstream call. */
export async function isolatedApp(
  overrides: Partial<Record<keyof EnvInput, string>> = {},
  options: BuildOptions = {},
) {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OIDC_ISSUER: 'http://127.0.0.1:9',
    OIDC_CLIENT_SECRET: 'x'.repeat(32),
    WALLET_URL: 'http://127.0.0.1:9',
    WALLET_TIMEOUT_MS: '500',
    WEB_DIST_DIR: await webDist(),
    ...overrides,
  });
  return buildApp(env, options);
}

export const API_HEADERS = {
  'x-kado-csrf': '1',
  'content-type': 'application/json',
  origin: 'http://localhost:3000',
};

/** A wallet that answers every request with one status and JSON body; close it after the test. */
export async function walletAnswering(status: number, body: unknown) {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
