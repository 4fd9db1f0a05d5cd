import { describe, expect, test } from 'vitest';

import { parseEnv } from './env.js';

const secrets = {
  BFF_CLIENT_SECRET: 'b'.repeat(32),
  OPERATOR_CLIENT_SECRET: 'o'.repeat(32),
  EMAIL_PROVIDER: 'outbox',
};

describe('IdP environment', () => {
  test('fills in the embedded defaults', () => {
    const env = parseEnv({ ...secrets, PORT: '4001' });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 4001,
      IDP_ISSUER: 'http://127.0.0.1:4001',
      BFF_CLIENT_ID: 'kado-bff',
      BFF_BASE_URLS: ['http://localhost:3000'],
      OPERATOR_CLIENT_ID: 'kado-operator',
      ACCESS_TOKEN_TTL_S: 600,
      SEED_DEMO: true,
      TRUST_PROXY: 0,
      LOG_LEVEL: 'info',
    });
    expect(env.IDP_DATA_DIR).toMatch(/\/\.data\/idp$/);
  });

  test('reads a list of BFF origins', () => {
    const env = parseEnv({
      ...secrets,
      BFF_BASE_URLS: 'http://localhost:3000, https://kado.example',
    });
    expect(env.BFF_BASE_URLS).toEqual(['http://localhost:3000', 'https://kado.example']);
  });

  test.each([
    [{ BFF_CLIENT_SECRET: undefined }, 'BFF_CLIENT_SECRET'],
    [{ OPERATOR_CLIENT_SECRET: 'short' }, 'OPERATOR_CLIENT_SECRET'],
    [{ BFF_BASE_URLS: 'http://localhost:3000/app' }, 'BFF_BASE_URLS'],
    [{ IDP_ISSUER: 'ftp://idp.example' }, 'IDP_ISSUER'],
    [
      { NODE_ENV: 'production', IDP_ISSUER: 'http://idp.example', TRUST_PROXY: 'true' },
      'IDP_ISSUER',
    ],
    [{ IDP_ISSUER: 'https://idp.example' }, 'TRUST_PROXY'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production', EMAIL_PROVIDER: undefined }, 'EMAIL_PROVIDER'],
    [{ EMAIL_PROVIDER: 'smtp' }, 'SMTP_URL'],
  ])('rejects %j naming %s', (overrides, key) => {
    expect(() => parseEnv({ ...secrets, ...overrides })).toThrow(key);
  });

  test('accepts plain http in production only on a loopback issuer', () => {
    for (const issuer of ['http://127.0.0.1:3001', 'http://idp.localhost:3001']) {
      expect(parseEnv({ ...secrets, NODE_ENV: 'production', IDP_ISSUER: issuer }).IDP_ISSUER).toBe(
        issuer,
      );
    }
  });

  test('sends back-channel logouts to the first BFF unless told another address', () => {
    const base = { ...secrets, BFF_BASE_URLS: 'http://localhost:8080, http://localhost:8081' };
    expect(parseEnv(base).BFF_BACKCHANNEL_LOGOUT_URI).toBe(
      'http://localhost:8080/bff/backchannel-logout',
    );
    const inside = 'http://gateway:8080/bff/backchannel-logout';
    expect(
      parseEnv({ ...base, BFF_BACKCHANNEL_LOGOUT_URI: inside }).BFF_BACKCHANNEL_LOGOUT_URI,
    ).toBe(inside);
  });

  test('does not seed the demo account in production unless asked', () => {
    const production = {
      ...secrets,
      NODE_ENV: 'production',
      IDP_ISSUER: 'https://idp.example',
      TRUST_PROXY: 'true',
    };
    expect(parseEnv(production).SEED_DEMO).toBe(false);
    expect(parseEnv({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });
});
