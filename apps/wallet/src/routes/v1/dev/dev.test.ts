import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createPostgresDatabase, TEST_DATABASE_KINDS } from '@kado/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../../app.js';
import { parseEnv } from '../../../env.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer();
});
afterAll(() => issuer.close());

const sendCode = async (wallet: { inject: TestApp['app']['inject'] }, sub: string, phone: string) =>
  wallet.inject({
    method: 'POST',
    url: '/v1/me/phone/otp',
    payload: { phone },
    headers: { authorization: `Bearer ${await issuer.sign({ sub })}` },
  });

describe.each(TEST_DATABASE_KINDS)('GET /v1/dev/sms-outbox on %s', (database) => {
  let wallet: TestApp;
  beforeAll(async () => {
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
  });
  afterAll(() => wallet.close());

  const outbox = (query: string) => wallet.app.inject({ url: `/v1/dev/sms-outbox?${query}` });

  it('returns the latest messages to one number, newest first, without a token', async () => {
    const phone = '+6591239001';
    await sendCode(wallet.app, 'dev-a', phone);
    await sendCode(wallet.app, 'dev-b', '+6591239002');
    // A second account asks for the same number after the resend delay would have passed for it.
    await wallet.app.db.query(`UPDATE phone_otps SET sent_at = sent_at - interval '2 minutes',
      expires_at = expires_at - interval '2 minutes'`);
    await sendCode(wallet.app, 'dev-c', phone);

    const response = await outbox(`phone=${encodeURIComponent(phone)}`);
    expect(response.statusCode).toBe(200);
    const { messages } = response.json<{
      messages: { to: string; text: string; sentAt: string }[];
    }>();
    expect(messages).toHaveLength(2);
    expect(messages.every((message) => message.to === phone)).toBe(true);
    expect(Date.parse(messages[0]!.sentAt)).toBeGreaterThanOrEqual(Date.parse(messages[1]!.sentAt));
    expect((await outbox(`phone=${encodeURIComponent('+6591239999')}`)).json()).toEqual({
      messages: [],
    });
  });

  it.each([
    ['no number', ''],
    ['an unencoded plus (read as a space)', 'phone=+6591239001'],
    ['an unknown parameter', 'phone=%2B6591239001&all=1'],
  ])('answers 400 naming the field to %s', async (_what, query) => {
    const response = await outbox(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const [problem] = response.json<{ error: { details: { path: string }[] } }>().error.details;
    expect(['phone', 'all']).toContain(problem?.path);
  });
});

/** A wallet on a fresh PostgreSQL database with these settings (quicker to make than a PGlite). */
async function walletWith(settings: Record<string, string>) {
  const postgres = await createPostgresDatabase();
  const app = await buildApp(
    parseEnv({
      LOG_LEVEL: 'silent',
      OIDC_ISSUER: issuer.issuer,
      SEED_DEMO: 'false',
      DATABASE_URL: postgres.url,
      ...settings,
    }),
  );
  return Object.assign(app, {
    async dispose() {
      await app.close();
      await postgres.drop();
    },
  });
}

describe('the SMS outbox on disk', () => {
  let dataDir: string;
  let wallet: Awaited<ReturnType<typeof walletWith>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kado-wallet-sms-'));
    wallet = await walletWith({ NODE_ENV: 'test', WALLET_DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await wallet.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('appends one JSON line per message to <data dir>/sms-outbox.jsonl', async () => {
    expect((await sendCode(wallet, 'disk-a', '+6591238001')).statusCode).toBe(200);
    expect((await sendCode(wallet, 'disk-b', '+60123458002')).statusCode).toBe(200);
    const lines = (await readFile(join(dataDir, 'sms-outbox.jsonl'), 'utf8')).trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        to: '+6591238001',
        text: expect.stringContaining('Kado') as unknown,
        sentAt: expect.any(String) as unknown,
      },
      {
        to: '+60123458002',
        text: expect.stringContaining('Kado') as unknown,
        sentAt: expect.any(String) as unknown,
      },
    ]);
    const response = await wallet.inject({ url: '/v1/dev/sms-outbox?phone=%2B60123458002' });
    expect(response.json()).toMatchObject({ messages: [{ to: '+60123458002' }] });
  });
});

describe('in production', () => {
  let wallet: Awaited<ReturnType<typeof walletWith>>;
  beforeAll(async () => {
    wallet = await walletWith({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'outbox',
      WALLET_DATA_DIR: 'memory',
    });
  });
  afterAll(() => wallet.dispose());

  it('has no development endpoint, nor mentions one', async () => {
    const response = await wallet.inject({ url: '/v1/dev/sms-outbox?phone=%2B6591234567' });
    expect(response.statusCode).toBe(404);
    const { paths } = (await wallet.inject({ url: '/v1/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(paths).filter((path) => path.startsWith('/v1/dev'))).toEqual([]);
    // Codes still go out.
    expect((await sendCode(wallet, 'prod-a', '+6591237001')).statusCode).toBe(200);
  });
});
