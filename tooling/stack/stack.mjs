/**
 * Starts Kado's three services as separate processes (idp, wallet, bff — the bff serves the SPA) and
 * waits until each answers. `pnpm start`, `pnpm dev` and the end-to-end suites all use this, so every
 * one of them runs the same topology.
 *
 * Profiles:
 * - embedded (default): PGlite data under <dataDir>, BFF sessions in memory.
 * - production: NODE_ENV=production, PostgreSQL (databaseUrls) and Redis (redisUrl), several BFF
 *   replicas sharing sessions.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const secret = () => randomBytes(32).toString('base64url');

/**
 * @typedef {object} StackOptions
 * @property {'embedded' | 'production'} [profile]
 * @property {{ bff: number[], idp: number, wallet: number }} [ports] the first BFF is the main one
 * @property {string} [dataDir] embedded data and logs
 * @property {{ idp: string, wallet: string }} [databaseUrls] production profile
 * @property {string} [redisUrl] production profile
 * @property {boolean} [dev] run from source with the Vite dev server (pnpm dev)
 * @property {'inherit' | 'file'} [logs] where the services' logs go ('file': <dataDir>/logs)
 * @property {Record<string, string>} [extraEnv] settings for every service
 */

/**
 * @typedef {object} Stack
 * @property {string} url the main BFF, the address to open
 * @property {string[]} bffUrls every BFF replica
 * @property {string} issuer
 * @property {string} walletUrl
 * @property {Record<string, string>} secrets
 * @property {(name: string) => Promise<void>} stopService stops one service (fault tests)
 * @property {(name: string) => Promise<void>} startService starts it again with the same settings
 * @property {() => Promise<void>} stop
 */

/** @param {StackOptions} options @returns {Promise<Stack>} */
export async function startStack(options = {}) {
  const profile = options.profile ?? 'embedded';
  const ports = options.ports ?? { bff: [3000], idp: 3001, wallet: 3002 };
  const dataDir = options.dataDir ?? join(ROOT, '.data');
  const dev = options.dev ?? false;
  const production = profile === 'production';
  if (production && (!options.databaseUrls || !options.redisUrl)) {
    throw new Error('The production profile needs databaseUrls and redisUrl');
  }

  const bffUrls = ports.bff.map((port) => `http://localhost:${port}`);
  const issuer = `http://127.0.0.1:${ports.idp}`;
  const walletUrl = `http://127.0.0.1:${ports.wallet}`;
  const secrets = { bffClient: secret(), operatorClient: secret() };
  // Seals the tokens in session records; one per start, shared by the BFF replicas.
  const sessionKeys = `k${Date.now().toString(36)}:${randomBytes(32).toString('base64')}`;
  const common = {
    NODE_ENV: production ? 'production' : dev ? 'development' : 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...options.extraEnv,
  };

  /** @type {Record<string, { entry: string[], env: Record<string, string>, url: string }>} */
  const services = {
    idp: {
      entry: entryFor('idp', dev),
      url: issuer,
      env: {
        ...common,
        PORT: String(ports.idp),
        IDP_ISSUER: issuer,
        BFF_BASE_URLS: bffUrls.join(','),
        BFF_CLIENT_SECRET: secrets.bffClient,
        OPERATOR_CLIENT_SECRET: secrets.operatorClient,
        ...(production
          ? {
              DATABASE_URL: options.databaseUrls?.idp ?? '',
              // Sign-in and sign-up limits shared like the BFF's.
              REDIS_URL: options.redisUrl ?? '',
              EMAIL_PROVIDER: 'outbox',
            }
          : { IDP_DATA_DIR: join(dataDir, 'idp'), SEED_DEMO: 'true' }),
      },
    },
    wallet: {
      entry: entryFor('wallet', dev),
      url: walletUrl,
      env: {
        ...common,
        PORT: String(ports.wallet),
        OIDC_ISSUER: issuer,
        // PGlite data (embedded) or just the SMS outbox file (production).
        WALLET_DATA_DIR: join(dataDir, 'wallet'),
        // The outbox is the only SMS adapter so far; production must choose it explicitly.
        ...(production
          ? { DATABASE_URL: options.databaseUrls?.wallet ?? '', SMS_PROVIDER: 'outbox' }
          : { SEED_DEMO: 'true' }),
      },
    },
  };
  ports.bff.forEach((port, index) => {
    services[index === 0 ? 'bff' : `bff${index + 1}`] = {
      entry: entryFor('bff', dev),
      url: bffUrls[index] ?? '',
      env: {
        ...common,
        PORT: String(port),
        PUBLIC_URL: bffUrls[index] ?? '',
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_SECRET: secrets.bffClient,
        SESSION_ENCRYPTION_KEYS: sessionKeys,
        WALLET_URL: walletUrl,
        // A separate build (KADO_WEB_DIST_DIR) keeps a test run safe from rebuilds of apps/web/dist.
        WEB_DIST_DIR: process.env.KADO_WEB_DIST_DIR ?? join(ROOT, 'apps/web/dist'),
        ...(production ? { REDIS_URL: options.redisUrl ?? '' } : {}),
        ...(dev ? { VITE_DEV_URL: 'http://127.0.0.1:5173' } : {}),
      },
    };
  });

  const logDir = join(dataDir, 'logs');
  if (options.logs === 'file') mkdirSync(logDir, { recursive: true });
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();

  /** @param {string} name */
  async function startService(name) {
    const service = services[name];
    if (!service) throw new Error(`No service ${name}`);
    const [command, ...args] = service.entry;
    const child = spawn(command ?? 'node', args, {
      cwd: ROOT,
      env: { ...process.env, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const sink =
      options.logs === 'file'
        ? createWriteStream(join(logDir, `${name}.log`), { flags: 'a' })
        : null;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk) => {
        if (sink) sink.write(chunk);
        else process.stderr.write(prefixLines(name, String(chunk)));
      });
    }
    running.set(name, child);
    await waitUntilUp(name, service.url, child);
  }

  /** @param {string} name */
  async function stopService(name) {
    const child = running.get(name);
    running.delete(name);
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  async function stop() {
    await Promise.all([...running.keys()].map(stopService));
  }

  try {
    if (dev) startVite(running);
    // All at once: the BFF needs neither to start (it discovers the IdP on first use and retries),
    // so waiting for them only added its own start-up to every start.
    await Promise.all(Object.keys(services).map(startService));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: bffUrls[0] ?? '',
    bffUrls,
    issuer,
    walletUrl,
    secrets,
    stopService,
    startService,
    stop,
  };
}

/** @param {string} app @param {boolean} dev */
function entryFor(app, dev) {
  if (dev)
    return [join(ROOT, 'node_modules/.bin/tsx'), 'watch', join(ROOT, `apps/${app}/src/server.ts`)];
  return [process.execPath, '--enable-source-maps', join(ROOT, `apps/${app}/dist/server.js`)];
}

/** @param {Map<string, import('node:child_process').ChildProcess>} running */
function startVite(running) {
  const web = join(ROOT, 'apps/web');
  const child = spawn(join(web, 'node_modules/.bin/vite'), [], {
    cwd: web,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.set('vite', child);
}

/** @param {string} name @param {string} text */
function prefixLines(name, text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `[${name}] ${line}\n`)
    .join('');
}

/**
 * @param {string} name
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitUntilUp(name, url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 150));
  }
  throw new Error(`${name} did not answer ${url}/healthz within 60 s`);
}

/** A port nobody listens on right now, for services that must know their address before starting. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => {
          if (address && typeof address === 'object') resolve(address.port);
          else reject(new Error('no port'));
        });
      });
    })
  );
}
