import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseEnv } from './env.js';

const ISSUER = 'http://127.0.0.1:3001';

describe('parseEnv', () => {
  it('defaults to the embedded setup: PGlite under .data/wallet, port 3002, demo seeded', () => {
    expect(parseEnv({ OIDC_ISSUER: ISSUER })).toEqual({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3002,
      database: { dataDir: resolve('.data/wallet') },
      oidcIssuer: ISSUER,
      accessTokenMaxTtlS: 600,
      seedDemo: true,
      expirySweepIntervalS: 60,
      sms: {
        provider: 'outbox',
        outbox: { file: resolve('.data/wallet/sms-outbox.jsonl') },
        exposeOutbox: true,
      },
      logLevel: 'info',
    });
  });

  it('prefers DATABASE_URL, and keeps PGlite in memory when asked', () => {
    const url = 'postgres://wallet@db.internal:5432/wallet';
    expect(parseEnv({ OIDC_ISSUER: ISSUER, DATABASE_URL: url }).database).toEqual({
      url,
      timeouts: {
        connectMs: 1_000,
        queueMs: 30_000,
        statementMs: 1_000,
        idleInTransactionMs: 10_000,
      },
    });
    expect(parseEnv({ OIDC_ISSUER: ISSUER, WALLET_DATA_DIR: 'memory' }).database).toEqual({
      memory: true,
    });
  });

  it('takes the database timeouts from the environment, and refuses nonsense naming the key', () => {
    const url = 'postgres://wallet@db.internal:5432/wallet';
    expect(
      parseEnv({
        OIDC_ISSUER: ISSUER,
        DATABASE_URL: url,
        DATABASE_CONNECT_TIMEOUT_MS: '500',
        DATABASE_QUEUE_TIMEOUT_MS: '5000',
        DATABASE_STATEMENT_TIMEOUT_MS: '3000',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '20000',
      }).database,
    ).toEqual({
      url,
      timeouts: {
        connectMs: 500,
        queueMs: 5_000,
        statementMs: 3_000,
        idleInTransactionMs: 20_000,
      },
    });
    expect(() =>
      parseEnv({ OIDC_ISSUER: ISSUER, DATABASE_STATEMENT_TIMEOUT_MS: 'forever' }),
    ).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('never seeds the demo in production unless SEED_DEMO says so', () => {
    const production = { OIDC_ISSUER: ISSUER, NODE_ENV: 'production', SMS_PROVIDER: 'outbox' };
    expect(parseEnv(production).seedDemo).toBe(false);
    expect(parseEnv({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(parseEnv({ OIDC_ISSUER: ISSUER, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('names every bad key', () => {
    expect(() => parseEnv({})).toThrow(/OIDC_ISSUER/);
    expect(() => parseEnv({ OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
    expect(() => parseEnv({ OIDC_ISSUER: ISSUER, PORT: 'http' })).toThrow(/PORT/);
    expect(() => parseEnv({ OIDC_ISSUER: ISSUER, DATABASE_URL: 'mysql://x/y' })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => parseEnv({ OIDC_ISSUER: ISSUER, SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => parseEnv({ OIDC_ISSUER: ISSUER, EXPIRY_SWEEP_INTERVAL_S: '-1' })).toThrow(
      /EXPIRY_SWEEP_INTERVAL_S/,
    );
  });
  it('sends SMS to an outbox beside the data, in memory when nothing is kept on disk', () => {
    expect(parseEnv({ OIDC_ISSUER: ISSUER, WALLET_DATA_DIR: '/srv/kado' }).sms).toEqual({
      provider: 'outbox',
      outbox: { file: '/srv/kado/sms-outbox.jsonl' },
      exposeOutbox: true,
    });
    expect(parseEnv({ OIDC_ISSUER: ISSUER, WALLET_DATA_DIR: 'memory' }).sms.outbox).toEqual({
      memory: true,
    });
  });

  it('refuses to start in production unless SMS_PROVIDER is set, and hides the outbox there', () => {
    expect(() => parseEnv({ OIDC_ISSUER: ISSUER, NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER/);
    expect(() => parseEnv({ OIDC_ISSUER: ISSUER, SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    const production = parseEnv({
      OIDC_ISSUER: ISSUER,
      NODE_ENV: 'production',
      SMS_PROVIDER: 'outbox',
    });
    expect(production.sms).toMatchObject({ provider: 'outbox', exposeOutbox: false });
  });
});
