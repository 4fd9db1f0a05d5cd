/**
 * docker-compose.yml read against the code, since no Docker engine runs here: every variable it
 * sets is one its app reads, the apps accept what it sets (every required variable set), and its
 * ports, health checks and the gateway's upstreams match what the apps serve.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { buildApp as buildBff } from '@kado/bff/app';
import * as bffEnv from '@kado/bff/env';
import { buildApp as buildIdp } from '@kado/idp/app';
import * as idpEnv from '@kado/idp/env';
import { buildApp as buildWallet } from '@kado/wallet/app';
import * as walletEnv from '@kado/wallet/env';

import { ROOT } from '@kado/stack';

interface Service {
  build?: { args?: { APP?: string } };
  image?: string;
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
}

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

/** What the image sets for every app (its ENV line). */
const IMAGE_ENV = Object.fromEntries(
  [...(/ENV ([^\n]+(?:\\\n[^\n]+)*)/.exec(dockerfile)?.[1] ?? '').matchAll(/(\w+)=(\S+)/g)].map(
    ([, name = '', value = '']) => [name, value],
  ),
);

const APPS = {
  bff: { keys: bffEnv.ENV_KEYS, parse: (env: Env) => bffEnv.parseEnv(env) },
  idp: { keys: idpEnv.ENV_KEYS, parse: (env: Env) => idpEnv.parseEnv(env) },
  wallet: { keys: walletEnv.ENV_KEYS, parse: (env: Env) => walletEnv.parseEnv(env) },
} as const;
type AppName = keyof typeof APPS;
type Env = Record<string, string>;

/** The environment a container gets: `${NAME:?…}` filled as an operator would, `${NAME:-x}` → x. */
function containerEnv(service: Service): Env {
  const operator: Env = {
    BFF_CLIENT_SECRET: 'b'.repeat(40),
    OPERATOR_CLIENT_SECRET: 'o'.repeat(40),
    SESSION_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
  };
  const env: Env = { ...IMAGE_ENV };
  for (const [name, raw] of Object.entries(service.environment ?? {})) {
    env[name] = String(raw).replace(
      /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
      (_all, variable: string, kind?: string, fallback?: string) => {
        if (kind === '?') {
          const value = operator[variable];
          if (value === undefined)
            throw new Error(`${name} needs ${variable}, unknown to this test`);
          return value;
        }
        return kind === '-' ? (fallback ?? '') : '';
      },
    );
  }
  return env;
}

const apps = services.flatMap(([name, service]) => {
  const app = service.build?.args?.APP as AppName | undefined;
  return app ? [{ name, app, service, env: containerEnv(service) }] : [];
});
const gateway = compose.services.gateway;
const gatewayEnv = gateway ? containerEnv(gateway) : {};

describe('docker-compose.yml', () => {
  it('runs the gateway, PostgreSQL, Redis, the IdP and two replicas of the wallet and the BFF', () => {
    const count = (app: AppName) => apps.filter((service) => service.app === app).length;
    expect({ idp: count('idp'), wallet: count('wallet'), bff: count('bff') }).toEqual({
      idp: 1,
      wallet: 2,
      bff: 2,
    });
    expect(gateway?.image).toMatch(/^caddy:/);
    expect(gateway?.volumes).toContain('./docker/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.redis?.image).toMatch(/^redis:/);
  });

  it.each(apps)('$name sets only variables its app reads', ({ app, env }) => {
    const unread = Object.keys(env).filter(
      (key) =>
        !(APPS[app].keys as readonly string[]).includes(key) && key !== 'NODE_EXTRA_CA_CERTS',
    );
    expect(unread).toEqual([]);
  });

  it.each(apps)('$name starts in production with what it is given', ({ app, env }) => {
    expect(env.NODE_ENV).toBe('production');
    expect(() => APPS[app].parse(env)).not.toThrow();
  });

  it.each(apps)(
    '$name is checked on the port it listens on, and trusts the gateway',
    ({ env, service }) => {
      const probe = service.healthcheck?.test.join(' ') ?? '';
      expect(probe).toContain(`http://127.0.0.1:${env.PORT}/healthz`);
      // The authority file the services trust is in the gateway's volume, mounted where it says.
      expect(service.volumes).toContain('gateway:/gateway:ro');
      expect(env.NODE_EXTRA_CA_CERTS).toBe('/gateway/caddy/pki/authorities/local/root.crt');
      expect(gateway?.volumes).toContain('gateway:/data');
    },
  );

  it('points the gateway at every replica on the port it listens on, and the apps at the gateway', () => {
    const upstreams = (app: AppName) =>
      apps
        .filter((service) => service.app === app)
        .map((service) => `${service.name}:${service.env.PORT}`)
        .join(' ');
    expect(gatewayEnv.KADO_BFF_UPSTREAMS).toBe(upstreams('bff'));
    expect(gatewayEnv.KADO_WALLET_UPSTREAMS).toBe(upstreams('wallet'));
    expect(gatewayEnv.KADO_IDP_UPSTREAM).toBe(upstreams('idp'));

    const idp = apps.find((service) => service.app === 'idp')?.env ?? {};
    const publicUrl = `https://localhost:${gatewayEnv.KADO_HTTPS_PORT}`;
    expect(gatewayEnv.KADO_SITE?.split(' ')).toContain(publicUrl);
    expect(gatewayEnv.KADO_IDP_SITE).toBe(idp.IDP_ISSUER);
    expect(gateway?.ports).toEqual(
      expect.arrayContaining([
        `${gatewayEnv.KADO_HTTP_PORT}:${gatewayEnv.KADO_HTTP_PORT}`,
        `${gatewayEnv.KADO_HTTPS_PORT}:${gatewayEnv.KADO_HTTPS_PORT}`,
        `${new URL(idp.IDP_ISSUER ?? '').port}:${new URL(idp.IDP_ISSUER ?? '').port}`,
      ]),
    );
    for (const { app, env } of apps) {
      if (app === 'bff') {
        expect(env.PUBLIC_URL).toBe(publicUrl);
        expect(env.OIDC_ISSUER).toBe(idp.IDP_ISSUER);
        expect(env.WALLET_URL).toBe(`http://gateway:${gatewayEnv.KADO_WALLET_PORT}`);
      }
      if (app === 'wallet') expect(env.OIDC_ISSUER).toBe(idp.IDP_ISSUER);
    }
    expect(idp.BFF_BASE_URLS).toBe(publicUrl);
    // Only the gateway is published: no replica is reachable around it.
    for (const { name, service } of apps) expect(service.ports, name).toBeUndefined();
  });

  it('gives the gateway a configuration Caddy accepts, with every site it names', () => {
    const adapted = JSON.parse(
      execFileSync(
        process.env.CADDY_PATH ?? 'caddy',
        ['adapt', '--adapter', 'caddyfile', '--config', join(ROOT, 'docker/Caddyfile')],
        { env: { PATH: process.env.PATH ?? '', ...gatewayEnv }, encoding: 'utf8' },
      ),
    ) as unknown;
    const text = JSON.stringify(adapted);
    for (const upstream of [
      ...(gatewayEnv.KADO_BFF_UPSTREAMS ?? '').split(' '),
      ...(gatewayEnv.KADO_WALLET_UPSTREAMS ?? '').split(' '),
      gatewayEnv.KADO_IDP_UPSTREAM,
    ]) {
      expect(text).toContain(`"dial":"${upstream}"`);
    }
    expect(text).toContain('"uri":"/readyz"');
    expect(text).toContain('"localhost"');
    expect(text).toContain('"idp.localhost"');
  });
});

describe('the routes compose and the gateway probe', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
  });

  // Each app as compose configures it, on embedded stores (no PostgreSQL or Redis named `postgres`
  // and `redis` here): the routes do not depend on where the data lives.
  it('the wallet serves /healthz and /readyz', async () => {
    const env = apps.find((service) => service.app === 'wallet')?.env ?? {};
    const { DATABASE_URL: _database, ...embedded } = env;
    const app = await buildWallet(
      walletEnv.parseEnv({ ...embedded, LOG_LEVEL: 'silent', WALLET_DATA_DIR: 'memory' }),
    );
    closers.push(() => app.close());
    for (const url of ['/healthz', '/readyz'])
      expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
  });

  it('the IdP serves /healthz', async () => {
    const env = apps.find((service) => service.app === 'idp')?.env ?? {};
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...embedded } = env;
    const app = await buildIdp(
      idpEnv.parseEnv({ ...embedded, LOG_LEVEL: 'silent', IDP_DATA_DIR: 'memory' }),
    );
    closers.push(() => app.close());
    expect(app.hasRoute({ method: 'GET', url: '/healthz' })).toBe(true);
  });

  it('the BFF serves /healthz and /readyz', async () => {
    const env = apps.find((service) => service.app === 'bff')?.env ?? {};
    const { REDIS_URL: _redis, ...embedded } = env;
    // A one-page SPA build is enough to serve; the routes are the BFF's own.
    const web = await mkdtemp(join(tmpdir(), 'kado-compose-web-'));
    await writeFile(join(web, 'index.html'), '<!doctype html><title>Kado</title>');
    const app = await buildBff(
      bffEnv.parseEnv({ ...embedded, NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: web }),
    );
    closers.push(() => rm(web, { recursive: true, force: true }));
    closers.push(() => app.close());
    for (const url of ['/healthz', '/readyz'])
      expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
  });
});
