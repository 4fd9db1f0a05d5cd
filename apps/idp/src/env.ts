/**
 * The IdP's configuration, parsed once from the environment. A missing or malformed value stops
 * start-up with a message naming the key.
 */
import { resolve } from 'node:path';

import { z } from 'zod';

import { isHttpsOrLoopback } from '@kado/shared';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * How many proxies before the IdP are trusted with X-Forwarded-For: `false`/`0` none, `true`
 * exactly one (the gateway), or a number. Never "every hop": a client's own X-Forwarded-For would
 * then choose the address that the sign-in limits see.
 */
const proxyHops = z
  .string()
  .regex(/^(true|false|\d{1,2})$/, 'must be false, true (one hop: the gateway) or a number of hops')
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)));

const secret = z.string().min(32, 'must be at least 32 characters');

/** An http(s) origin with nothing after it; the value kept is the normalised origin. */
const origin = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = new URL(value);
  return url.pathname === '/' && url.search === '' && url.hash === '' && !value.endsWith('?');
}, 'must be an http(s) origin without path, query or fragment');

const fields = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  IDP_ISSUER: origin.optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  IDP_DATA_DIR: z.string().min(1).default('.data/idp'),
  BFF_CLIENT_ID: z.string().min(1).default('kado-bff'),
  BFF_CLIENT_SECRET: secret,
  BFF_BASE_URLS: z
    .string()
    .default('http://localhost:3000')
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .pipe(z.array(origin).min(1)),
  /** Where the IdP itself reaches the BFF (defaults to the first BFF origin's endpoint). */
  BFF_BACKCHANNEL_LOGOUT_URI: z.url({ protocol: /^https?$/ }).optional(),
  OPERATOR_CLIENT_ID: z.string().min(1).default('kado-operator'),
  OPERATOR_CLIENT_SECRET: secret,
  /** `outbox` keeps e-mails in $IDP_DATA_DIR/email-outbox.jsonl; `smtp` sends them (production). */
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).optional(),
  // Empty counts as unset (docker-compose passes `${SMTP_URL:-}`).
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^smtps?$/ }).optional(),
  ),
  EMAIL_FROM: z.string().min(3).default('Kado <no-reply@kado.example>'),
  /** Unset: abuse-limit counters in memory (embedded). Set: shared in Redis (production). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(30).max(86_400).default(600),
  SEED_DEMO: flag.optional(),
  /** Proxy hops trusted for the client address; never the protocol (IDP_ISSUER decides that). */
  TRUST_PROXY: proxyHops.default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every setting the IdP reads (docker-compose.yml is checked against this). */
export const ENV_KEYS = Object.keys(fields.shape);

const schema = fields
  .transform((raw) => ({
    ...raw,
    IDP_ISSUER: new URL(raw.IDP_ISSUER ?? `http://127.0.0.1:${raw.PORT}`).origin,
    BFF_BASE_URLS: raw.BFF_BASE_URLS.map((url) => new URL(url).origin),
    BFF_BACKCHANNEL_LOGOUT_URI:
      raw.BFF_BACKCHANNEL_LOGOUT_URI ??
      `${new URL(raw.BFF_BASE_URLS[0] ?? '').origin}/bff/backchannel-logout`,
    // `memory` keeps everything in an in-memory PGlite (tests, throwaway runs).
    IDP_DATA_DIR: raw.IDP_DATA_DIR === 'memory' ? 'memory' : resolve(raw.IDP_DATA_DIR),
    SEED_DEMO: raw.SEED_DEMO ?? raw.NODE_ENV !== 'production',
  }))
  .superRefine((env, ctx) => {
    const https = env.IDP_ISSUER.startsWith('https:');
    if (env.NODE_ENV === 'production' && !isHttpsOrLoopback(env.IDP_ISSUER)) {
      ctx.addIssue({
        code: 'custom',
        path: ['IDP_ISSUER'],
        message: 'must be https in production (plain http only on a loopback address)',
      });
    }
    // The IdP speaks plain HTTP; an https issuer means TLS ends at a proxy, and without trusting it
    // every visitor would share the proxy's address in the sign-in limits (one guesser would hold
    // everyone back).
    if (https && env.TRUST_PROXY === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: 'must trust the proxy (true: one hop) when IDP_ISSUER is https (TLS ends there)',
      });
    }
    if (env.NODE_ENV === 'production' && env.EMAIL_PROVIDER === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['EMAIL_PROVIDER'],
        message: 'must be set in production (smtp, or outbox on purpose)',
      });
    }
    if (env.EMAIL_PROVIDER === 'smtp' && env.SMTP_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when EMAIL_PROVIDER is smtp',
      });
    }
    if (env.BFF_CLIENT_ID === env.OPERATOR_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPERATOR_CLIENT_ID'],
        message: 'must differ from BFF_CLIENT_ID',
      });
    }
  });

export type Env = z.output<typeof schema>;
export type EnvInput = Partial<Record<keyof z.input<typeof schema>, string>>;

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** Parses an environment-like record; throws an EnvError naming every bad key. */
export function parseEnv(source: EnvInput | NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`,
  );
  throw new EnvError(`Invalid IdP configuration — ${problems.join('; ')}`);
}

/** The process environment, or exit with a message naming the bad key. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
