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
      seedDemo: true,
      logLevel: 'info',
    });
  });

  it('prefers DATABASE_URL, and keeps PGlite in memory when asked', () => {
    const url = 'postgres://wallet@db.internal:5432/wallet';
    expect(parseEnv({ OIDC_ISSUER: ISSUER, DATABASE_URL: url }).database).toEqual({ url });
    expect(parseEnv({ OIDC_ISSUER: ISSUER, WALLET_DATA_DIR: 'memory' }).database).toEqual({
      memory: true,
    });
  });

  it('never seeds the demo in production unless SEED_DEMO says so', () => {
    expect(parseEnv({ OIDC_ISSUER: ISSUER, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(
      parseEnv({ OIDC_ISSUER: ISSUER, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
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
  });
});
