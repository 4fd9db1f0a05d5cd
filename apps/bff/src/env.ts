/** The BFF's settings, parsed once with zod; a missing or malformed one stops start-up naming it. */
import { z } from 'zod';

import { isHttpsOrLoopback } from '@kado/shared';

const url = z.url({ protocol: /^https?$/ });
const origin = url.transform((value) => new URL(value).origin);
/** An optional setting where empty counts as unset (docker-compose passes `${NAME:-}`). */
const unsetIfEmpty = <T extends z.ZodType>(setting: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), setting.optional());
/**
 * How many proxies before this process are trusted with X-Forwarded-For: `false`/`0` none, `true`
 * exactly one (the gateway), or a number. Never "every hop": a client's own X-Forwarded-For would
 * then choose the address that the rate limits see.
 */
const proxyHops = z
  .string()
  .regex(/^(true|false|\d{1,2})$/, 'must be false, true (one hop: the gateway) or a number of hops')
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)));
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** `id:base64key,…` → keys, the first one current. */
const sessionKeys = z.string().transform((value, ctx) => {
  const keys = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id = '', encoded = ''] = entry.split(':', 2);
      return { id, key: Buffer.from(encoded, 'base64') };
    });
  const ids = new Set(keys.map((k) => k.id));
  if (
    keys.length === 0 ||
    ids.size !== keys.length ||
    keys.some((k) => !/^[A-Za-z0-9_-]{1,32}$/.test(k.id) || k.key.length !== 32)
  ) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be id:base64key entries (unique ids, 32-byte keys), comma-separated',
    });
    return z.NEVER;
  }
  return keys;
});

const fields = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The origin browsers use; decides cookie names (`__Host-` + Secure over https) and HSTS. */
  PUBLIC_URL: origin.default('http://localhost:3000'),
  /** Proxy hops trusted for the client address; never the protocol (PUBLIC_URL decides that). */
  TRUST_PROXY: proxyHops.default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  OIDC_ISSUER: url,
  OIDC_CLIENT_ID: z.string().min(1).default('kado-bff'),
  OIDC_CLIENT_SECRET: z.string().min(32, 'must be at least 32 characters'),

  WALLET_URL: origin,
  /**
   * Upstream calls give up after this, so the browser gets a clear 503 instead of a hang. Long
   * enough for a busy wallet replica, or one just restarted, to answer a write (a retried write
   * spends once: it carries its idempotency key).
   */
  WALLET_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),

  /** Unset: sessions in memory (embedded). Set: sessions and rate limits in Redis (production). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),

  /**
   * Keys that seal the tokens of session records at rest (AES-256-GCM): `id:base64key`, comma-
   * separated, each key 32 bytes; the first seals new records, every one still opens older ones.
   * Required in production; unset elsewhere, a key is made for this process alone.
   */
  SESSION_ENCRYPTION_KEYS: sessionKeys.optional(),

  /** The built SPA (index.html + assets). */
  WEB_DIST_DIR: z.string().default('../web/dist'),
  /** Development only: proxy the Vite dev server (HMR included) instead of serving WEB_DIST_DIR. */
  VITE_DEV_URL: origin.optional(),

  BLOCKED_PAGES: list.default([]),
  /**
   * `off`: /sw.js becomes a worker that unregisters itself, empties every cache and reloads open
   * windows, which replaces a broken worker at the browser's next update check (PRODUCT.md §11).
   */
  SERVICE_WORKER: z.enum(['on', 'off']).default('on'),
  SENTRY_DSN: unsetIfEmpty(z.url()),
  GTM_ID: unsetIfEmpty(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')),
  IMAGE_CDN_URL: z.string().default('/images'),
  GIFT_BOX_SITE_URL: unsetIfEmpty(url),
  /** Overrides the tRPC base address the browser uses (runtime config). */
  API_BASE_URL: z.string().default('/trpc'),
});

/** Every setting the BFF reads (docker-compose.yml is checked against this). */
export const ENV_KEYS = Object.keys(fields.shape);

const schema = fields
  .refine((env) => env.NODE_ENV !== 'production' || isHttpsOrLoopback(env.PUBLIC_URL), {
    path: ['PUBLIC_URL'],
    message: 'must be https in production (plain http only on a loopback address)',
  })
  .refine((env) => env.NODE_ENV !== 'production' || isHttpsOrLoopback(env.OIDC_ISSUER), {
    path: ['OIDC_ISSUER'],
    message: 'must be https in production (plain http only on a loopback address)',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_ENCRYPTION_KEYS !== undefined, {
    path: ['SESSION_ENCRYPTION_KEYS'],
    message: 'is required in production (tokens in the session store are sealed with it)',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.REDIS_URL !== undefined, {
    path: ['REDIS_URL'],
    message: 'is required in production (sessions must survive restarts and be shared by replicas)',
  });

export type Env = z.infer<typeof schema>;
export type EnvInput = z.input<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid BFF configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}
