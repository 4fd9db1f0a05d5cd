/** The wallet's configuration: the one place that reads the environment. */
import { resolve } from 'node:path';

import type { DatabaseLocation } from '@kado/db';
import { z } from 'zod';

import type { SmsSettings } from './sms/plugin.js';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3002),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  /** PostgreSQL limits, so a stalled database fails requests quickly instead of hanging them. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  /**
   * A request's wait for a free connection (and for its account's turn) in a burst, before it
   * answers 503 SERVICE_BUSY: the database is healthy, this process is behind.
   */
  DATABASE_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(10_000),
  /** Where the embedded PGlite keeps its files; `memory` keeps nothing. */
  WALLET_DATA_DIR: z.string().min(1).default('.data/wallet'),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be the issuer URL' }),
  /**
   * The longest access token lifetime the IdP gives (its ACCESS_TOKEN_TTL_S): a signed-out
   * session's grant stays denied this long past its last token's expiry.
   */
  ACCESS_TOKEN_MAX_TTL_S: z.coerce.number().int().min(30).max(86_400).default(600),
  SEED_DEMO: z.stringbool().optional(),
  /** Seconds between expiry sweeps; 0 leaves sweeping to another process. */
  EXPIRY_SWEEP_INTERVAL_S: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How SMS leave: only the local outbox so far. Production must name it explicitly. */
  SMS_PROVIDER: z.enum(['outbox']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every setting the wallet reads (docker-compose.yml is checked against this). */
export const ENV_KEYS = Object.keys(schema.shape);

export interface WalletEnv {
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly host: string;
  readonly port: number;
  readonly database: DatabaseLocation;
  readonly oidcIssuer: string;
  readonly accessTokenMaxTtlS: number;
  readonly seedDemo: boolean;
  readonly expirySweepIntervalS: number;
  readonly sms: SmsSettings;
  readonly logLevel: z.infer<typeof schema>['LOG_LEVEL'];
}

/** Parses an environment; throws an error naming every bad key. */
export function parseEnv(source: Record<string, string | undefined>): WalletEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid wallet configuration: ${problems.join('; ')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === undefined) {
    throw new Error('Invalid wallet configuration: SMS_PROVIDER: must be set in production');
  }
  const inMemory = env.WALLET_DATA_DIR === 'memory';
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    database: env.DATABASE_URL
      ? {
          url: env.DATABASE_URL,
          timeouts: {
            connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
            queueMs: env.DATABASE_QUEUE_TIMEOUT_MS,
            statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
            idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
          },
        }
      : inMemory
        ? { memory: true }
        : { dataDir: resolve(env.WALLET_DATA_DIR) },
    oidcIssuer: env.OIDC_ISSUER,
    accessTokenMaxTtlS: env.ACCESS_TOKEN_MAX_TTL_S,
    // The demo account and catalog never reach production unless asked for explicitly.
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    expirySweepIntervalS: env.EXPIRY_SWEEP_INTERVAL_S,
    sms: {
      provider: env.SMS_PROVIDER ?? 'outbox',
      outbox: inMemory
        ? { memory: true }
        : { file: resolve(env.WALLET_DATA_DIR, 'sms-outbox.jsonl') },
      exposeOutbox: env.NODE_ENV !== 'production',
    },
    logLevel: env.LOG_LEVEL,
  };
}

/** The process environment, parsed; a bad value stops the process with a message naming the key. */
export function loadEnv(): WalletEnv {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
