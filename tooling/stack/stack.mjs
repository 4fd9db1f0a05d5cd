/**
 * Starts Kado's three services as separate processes (idp, wallet, bff — the bff serves the SPA) and
 * waits until each answers. `pnpm start`, `pnpm dev` and the end-to-end suites all use this, so every
 * one of them runs the same topology.
 *
 * Profiles:
 * - embedded (default): PGlite data under <dataDir>, BFF sessions in memory.
 * - production: NODE_ENV=production, PostgreSQL (databaseUrls) and Redis (redisUrl), several BFF
 *   and wallet replicas sharing them. With `gateway`, Caddy (docker/Caddyfile, the file compose
 *   mounts) terminates TLS in front of them: shoppers and the IdP over HTTPS, the BFFs reaching the
 *   wallet replicas through its internal listener (`pnpm start:production`, the e2e suites).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ensureLocalCertificate } from './certificate.mjs';

export { ensureLocalCertificate };

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const secret = () => randomBytes(32).toString('base64url');

/**
 * @typedef {object} StackOptions
 * @property {'embedded' | 'production'} [profile]
 * @property {{ bff: number[], idp: number, wallet: number | number[] }} [ports] one port per replica
 * @property {GatewayPorts} [gateway] production profile: run the gateway in front (HTTPS)
 * @property {string} [dataDir] embedded data and logs
 * @property {{ idp: string, wallet: string }} [databaseUrls] production profile
 * @property {string} [redisUrl] production profile
 * @property {boolean} [dev] run from source with the Vite dev server (pnpm dev)
 * @property {'inherit' | 'file'} [logs] where the services' logs go ('file': <dataDir>/logs)
 * @property {Record<string, string>} [extraEnv] settings for every service
 * @property {string} [node] the Node.js binary the services run on (default: this one)
 */

/**
 * @typedef {object} GatewayPorts
 * @property {number} https the shoppers' address, https://localhost:<https>
 * @property {number} http plain HTTP, which only redirects to HTTPS
 * @property {number} idp the IdP's address, https://localhost:<idp>
 * @property {number} wallet internal: the BFFs reach the wallet replicas here
 * @property {string} [tlsDir] where the local certificate is kept (default <dataDir>/tls)
 */

/**
 * @typedef {object} Stack
 * @property {string} url the address to open: the gateway, else the first BFF
 * @property {string | undefined} httpUrl the gateway's plain HTTP address (it only redirects)
 * @property {string[]} bffUrls every BFF replica, directly
 * @property {string} issuer
 * @property {string} walletUrl the gateway's wallet listener, else the first wallet replica
 * @property {string[]} walletUrls every wallet replica, directly
 * @property {string | undefined} authority the local CA to trust (PEM file), with a gateway
 * @property {string} dataDir data, outboxes and logs of this stack
 * @property {(name: string) => number | undefined} pidOf a running service's process id
 * @property {Record<string, string>} secrets
 * @property {(name: string, signal?: NodeJS.Signals) => Promise<void>} stopService stops one
 *   service (fault tests: SIGKILL for a crash)
 * @property {(name: string) => Promise<void>} startService starts it again with the same settings
 * @property {() => Promise<void>} stop
 */

/** @param {StackOptions} options @returns {Promise<Stack>} */
export async function startStack(options = {}) {
  const profile = options.profile ?? 'embedded';
  const ports = options.ports ?? { bff: [3000], idp: 3001, wallet: 3002 };
  const walletPorts = [ports.wallet].flat();
  const dataDir = options.dataDir ?? join(ROOT, '.data');
  const dev = options.dev ?? false;
  const production = profile === 'production';
  const gateway = options.gateway;
  if (production && (!options.databaseUrls || !options.redisUrl)) {
    throw new Error('The production profile needs databaseUrls and redisUrl');
  }
  if (gateway && !production) throw new Error('The gateway runs in the production profile only');

  const tls = gateway ? ensureLocalCertificate(gateway.tlsDir ?? join(dataDir, 'tls')) : undefined;
  const bffUrls = ports.bff.map((port) => `http://localhost:${port}`);
  const walletUrls = walletPorts.map((port) => `http://127.0.0.1:${port}`);
  const publicUrl = gateway ? `https://localhost:${gateway.https}` : (bffUrls[0] ?? '');
  const issuer = gateway ? `https://localhost:${gateway.idp}` : `http://127.0.0.1:${ports.idp}`;
  const walletUrl = gateway ? `http://127.0.0.1:${gateway.wallet}` : (walletUrls[0] ?? '');
  const secrets = { bffClient: secret(), operatorClient: secret() };
  // Seals the tokens in session records; one per start, shared by the BFF replicas.
  const sessionKeys = `k${Date.now().toString(36)}:${randomBytes(32).toString('base64')}`;
  const common = {
    NODE_ENV: production ? 'production' : 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Behind the gateway every service calls the IdP over HTTPS, signed by the local authority.
    ...(tls ? { NODE_EXTRA_CA_CERTS: tls.authority } : {}),
  };
  const node = options.node ?? process.execPath;

  /** @type {Record<string, { entry: string[], env: Record<string, string>, url: string }>} */
  const services = {
    idp: {
      entry: entryFor('idp', dev, node),
      url: `http://127.0.0.1:${ports.idp}`,
      env: {
        ...common,
        PORT: String(ports.idp),
        IDP_ISSUER: issuer,
        BFF_BASE_URLS: gateway ? publicUrl : bffUrls.join(','),
        BFF_CLIENT_SECRET: secrets.bffClient,
        OPERATOR_CLIENT_SECRET: secrets.operatorClient,
        ...(gateway
          ? {
              // TLS ends at the gateway, the one proxy hop; logout reaches any live BFF through it.
              TRUST_PROXY: 'true',
              BFF_BACKCHANNEL_LOGOUT_URI: `${publicUrl}/bff/backchannel-logout`,
            }
          : {}),
        ...(production
          ? {
              DATABASE_URL: options.databaseUrls?.idp ?? '',
              // Sign-in and sign-up limits shared like the BFF's.
              REDIS_URL: options.redisUrl ?? '',
              EMAIL_PROVIDER: 'outbox',
              IDP_DATA_DIR: join(dataDir, 'idp'),
            }
          : { IDP_DATA_DIR: join(dataDir, 'idp'), SEED_DEMO: 'true' }),
        ...options.extraEnv,
      },
    },
  };
  walletPorts.forEach((port, index) => {
    services[replicaName('wallet', index)] = {
      entry: entryFor('wallet', dev, node),
      url: walletUrls[index] ?? '',
      env: {
        ...common,
        PORT: String(port),
        OIDC_ISSUER: issuer,
        // PGlite data (embedded) or just the SMS outbox file (production).
        WALLET_DATA_DIR: join(dataDir, 'wallet'),
        // The outbox is the only SMS adapter so far; production must choose it explicitly.
        ...(production
          ? { DATABASE_URL: options.databaseUrls?.wallet ?? '', SMS_PROVIDER: 'outbox' }
          : { SEED_DEMO: 'true' }),
        ...options.extraEnv,
      },
    };
  });
  ports.bff.forEach((port, index) => {
    services[replicaName('bff', index)] = {
      entry: entryFor('bff', dev, node),
      url: bffUrls[index] ?? '',
      env: {
        ...common,
        PORT: String(port),
        PUBLIC_URL: gateway ? publicUrl : (bffUrls[index] ?? ''),
        ...(gateway ? { TRUST_PROXY: 'true' } : {}),
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_SECRET: secrets.bffClient,
        SESSION_ENCRYPTION_KEYS: sessionKeys,
        WALLET_URL: walletUrl,
        // A separate build (KADO_WEB_DIST_DIR) keeps a test run safe from rebuilds of apps/web/dist.
        WEB_DIST_DIR: process.env.KADO_WEB_DIST_DIR ?? join(ROOT, 'apps/web/dist'),
        ...(production ? { REDIS_URL: options.redisUrl ?? '' } : {}),
        ...(dev ? { VITE_DEV_URL: 'http://127.0.0.1:5173' } : {}),
        ...options.extraEnv,
      },
    };
  });

  const logDir = join(dataDir, 'logs');
  if (options.logs === 'file') mkdirSync(logDir, { recursive: true });
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();

  /** @param {string} name @param {import('node:child_process').ChildProcess} child */
  function collectLogs(name, child) {
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
  }

  /** @param {string} name */
  async function startService(name) {
    if (name === 'gateway' && gateway && tls) {
      const child = startGateway(
        gateway,
        tls,
        { bff: ports.bff, wallet: walletPorts, idp: ports.idp },
        dataDir,
      );
      collectLogs(name, child);
      running.set(name, child);
      // Up when it reaches a BFF and the IdP: the first sign-in needs both.
      await waitUntilUp(name, `${publicUrl}/healthz`, child, tls.authority);
      await waitUntilUp(name, `${issuer}/healthz`, child, tls.authority);
      return;
    }
    const service = services[name];
    if (!service) throw new Error(`No service ${name}`);
    const [command, ...args] = service.entry;
    const child = spawn(command ?? 'node', args, {
      cwd: ROOT,
      env: { ...process.env, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    collectLogs(name, child);
    running.set(name, child);
    await waitUntilUp(name, `${service.url}/healthz`, child);
  }

  /** @param {string} name @param {NodeJS.Signals} [signal] SIGKILL for a crash */
  async function stopService(name, signal = 'SIGTERM') {
    const child = running.get(name);
    running.delete(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  async function stop() {
    await Promise.all([...running.keys()].map((name) => stopService(name)));
  }

  try {
    if (dev) startVite(running);
    // All at once: the BFF needs neither to start (it discovers the IdP on first use and retries),
    // so waiting for them only added its own start-up to every start. The gateway answers once a
    // BFF is ready behind it.
    await Promise.all(
      [...Object.keys(services), ...(gateway ? ['gateway'] : [])].map((name) => startService(name)),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: publicUrl,
    httpUrl: gateway ? `http://localhost:${gateway.http}` : undefined,
    bffUrls,
    issuer,
    walletUrl,
    walletUrls,
    authority: tls?.authority,
    dataDir,
    secrets,
    pidOf: (name) => running.get(name)?.pid,
    stopService,
    startService,
    stop,
  };
}

/** `bff`, `bff2`, … (the first replica keeps the plain name). @param {string} app @param {number} index */
function replicaName(app, index) {
  return index === 0 ? app : `${app}${index + 1}`;
}

/** The Caddy binary: CADDY_PATH, else the one on PATH (Debian: apt-get install caddy). */
const CADDY = process.env.CADDY_PATH ?? 'caddy';

/**
 * Caddy with docker/Caddyfile, the file docker-compose mounts: only its environment differs.
 * @param {GatewayPorts} gateway
 * @param {import('./certificate.mjs').LocalCertificate} tls
 * @param {{ bff: number[], wallet: number[], idp: number }} upstreams
 * @param {string} dataDir
 */
function startGateway(gateway, tls, upstreams, dataDir) {
  const caddyHome = join(dataDir, 'caddy');
  mkdirSync(caddyHome, { recursive: true });
  const addresses = (/** @type {number[]} */ list) =>
    list.map((port) => `127.0.0.1:${port}`).join(' ');
  const child = spawn(
    CADDY,
    ['run', '--adapter', 'caddyfile', '--config', join(ROOT, 'docker/Caddyfile')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        // Caddy keeps its state here, not in the user's home.
        XDG_DATA_HOME: join(caddyHome, 'data'),
        XDG_CONFIG_HOME: join(caddyHome, 'config'),
        KADO_SITE: `https://localhost:${gateway.https}`,
        KADO_IDP_SITE: `https://localhost:${gateway.idp}`,
        KADO_HTTP_PORT: String(gateway.http),
        KADO_HTTPS_PORT: String(gateway.https),
        KADO_WALLET_PORT: String(gateway.wallet),
        KADO_BIND: '127.0.0.1',
        KADO_TLS: `${tls.certificate} ${tls.key}`,
        KADO_BFF_UPSTREAMS: addresses(upstreams.bff),
        KADO_WALLET_UPSTREAMS: addresses(upstreams.wallet),
        KADO_IDP_UPSTREAM: addresses([upstreams.idp]),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.once('error', (error) => {
    const missing = /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT';
    console.error(
      missing
        ? `The gateway needs Caddy: install Debian's package (apt-get install caddy) or set CADDY_PATH.`
        : `The gateway could not start: ${error.message}`,
    );
  });
  return child;
}

/** @param {string} app @param {boolean} dev @param {string} node */
function entryFor(app, dev, node) {
  if (dev)
    return [join(ROOT, 'node_modules/.bin/tsx'), 'watch', join(ROOT, `apps/${app}/src/server.ts`)];
  return [node, '--enable-source-maps', join(ROOT, `apps/${app}/dist/server.js`)];
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

/** How often a wait says what it is waiting for. */
const PROGRESS_EVERY_MS = 10_000;
/** A service that used no CPU for this long while not answering is stuck, not slow. */
const STUCK_AFTER_MS = 120_000;
/** However busy the machine, a start that takes longer than this has gone wrong. */
const GIVE_UP_AFTER_MS = 15 * 60_000;

/**
 * Waits until `url` answers 200. A busy machine only makes this slower: it waits as long as the
 * process lives and works (CPU time grows), saying every 10 s what it is waiting for, and fails
 * when the process exits, stops working while not answering, or after 15 minutes.
 * @param {string} name
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} [authority] a CA file to trust (the gateway's local authority)
 */
async function waitUntilUp(name, url, child, authority) {
  const started = Date.now();
  let reported = started;
  let lastWork = { at: started, cpu: cpuSeconds(child.pid) };
  let lastAnswer = 'no answer yet';
  const ca = authority ? readFileSync(authority) : undefined;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) while starting`);
    }
    const status = await probe(url, ca).catch((/** @type {unknown} */ error) => String(error));
    if (status === 200) return;
    lastAnswer = typeof status === 'number' ? `HTTP ${status}` : status;
    const now = Date.now();
    const cpu = cpuSeconds(child.pid);
    if (cpu !== undefined && lastWork.cpu !== undefined && cpu - lastWork.cpu > 0.05) {
      lastWork = { at: now, cpu };
    }
    if (now - lastWork.at > STUCK_AFTER_MS) {
      throw new Error(`${name} stopped working without answering ${url} (${lastAnswer})`);
    }
    if (now - started > GIVE_UP_AFTER_MS) {
      throw new Error(`${name} did not answer ${url} within 15 minutes (${lastAnswer})`);
    }
    if (now - reported >= PROGRESS_EVERY_MS) {
      reported = now;
      const seconds = Math.round((now - started) / 1000);
      const work = cpu === undefined ? '' : `, ${cpu.toFixed(1)} s of CPU so far`;
      console.log(
        `  still waiting for ${name} at ${url} after ${seconds} s (${lastAnswer}${work})`,
      );
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * The status `url` answers with, within 5 s.
 * @param {string} url
 * @param {Buffer} [ca]
 * @returns {Promise<number>}
 */
function probe(url, ca) {
  if (!ca) {
    return fetch(url, { signal: AbortSignal.timeout(5000) }).then((response) => response.status);
  }
  return new Promise((resolve, reject) => {
    const request = httpsRequest(url, { ca, timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('timeout', () => request.destroy(new Error('timed out')));
    request.once('error', reject);
    request.end();
  });
}

/**
 * CPU seconds a process and its children have used (Linux: `tsx watch` in development runs the
 * app as its child), or undefined where that cannot be read.
 * @param {number | undefined} pid
 * @returns {number | undefined}
 */
function cpuSeconds(pid) {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let total = (Number(fields[11]) + Number(fields[12])) / 100;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : [])
      total += cpuSeconds(Number(child)) ?? 0;
    return total;
  } catch {
    return undefined;
  }
}

/** A port nobody listens on right now, for services that must know their address before starting. */
export async function freePort() {
  const [port] = await freePorts(1);
  return /** @type {number} */ (port);
}

/**
 * `count` different ports nobody listens on right now: each is held until all are found, so the
 * system cannot hand out one twice (a stack needs a dozen, and a closed port is free again).
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  /** @type {import('node:net').Server[]} */
  const held = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      held.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
          resolve(undefined);
        });
      });
    }
    return held.map((server) => {
      const address = server.address();
      if (!address || typeof address !== 'object') throw new Error('no port');
      return address.port;
    });
  } finally {
    await Promise.all(
      held.map(
        (server) =>
          new Promise((done) => {
            server.close(done);
          }),
      ),
    );
  }
}
