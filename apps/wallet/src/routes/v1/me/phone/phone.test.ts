import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { meSchema, phoneOtpSchema, smsOutboxSchema } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('phone verification over HTTP on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const call = async (method: 'POST' | 'PATCH', url: string, sub: string, payload: unknown) =>
    wallet.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown>,
      headers: { authorization: `Bearer ${await issuer.sign({ sub })}` },
    });
  const sendCode = (sub: string, payload: unknown) =>
    call('POST', '/v1/me/phone/otp', sub, payload);
  const verify = (sub: string, payload: unknown) =>
    call('POST', '/v1/me/phone/verify', sub, payload);
  const outbox = async (phone: string) =>
    smsOutboxSchema.parse(
      (
        await wallet.app.inject({
          url: `/v1/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
        })
      ).json(),
    ).messages;
  const codeIn = (text: string) => /\b([0-9]{6})\b/.exec(text)?.[1] ?? '';

  it('sends a code by SMS and verifies it, setting the market', async () => {
    const phone = '+6591230001';
    const sent = await sendCode('http-verify', { phone });
    expect(sent.statusCode).toBe(200);
    const otp = phoneOtpSchema.parse(sent.json());
    expect(otp.phone).toBe(phone);
    expect(Date.parse(otp.expiresAt) - Date.parse(otp.resendAfter)).toBe(4 * 60_000);

    const [message] = await outbox(phone);
    expect(message?.text).toMatch(/^Your Kado code is [0-9]{6}\. It expires in 5 minutes\.$/);
    const verified = await verify('http-verify', { phone, code: codeIn(message!.text) });
    expect(verified.statusCode).toBe(200);
    expect(meSchema.parse(verified.json())).toMatchObject({
      phone,
      phoneVerified: true,
      market: 'SG',
    });
  });

  it("writes the SMS in the account's language", async () => {
    await call('PATCH', '/v1/me', 'http-thai', { locale: 'th' });
    const phone = '+66812340002';
    expect((await sendCode('http-thai', { phone })).statusCode).toBe(200);
    const [message] = await outbox(phone);
    expect(message?.text).toMatch(/^รหัส Kado ของคุณคือ [0-9]{6} /);
  });

  it('writes the SMS in the language the person asks in, over the profile language', async () => {
    await call('PATCH', '/v1/me', 'http-asked', { locale: 'th' });
    const phone = '+82101230005';
    expect((await sendCode('http-asked', { phone, locale: 'kr' })).statusCode).toBe(200);
    const [message] = await outbox(phone);
    expect(message?.text).toMatch(/^Kado 인증번호는 [0-9]{6}입니다\./);
  });

  it('refuses a locale Kado does not speak', async () => {
    const refused = await sendCode('http-bad-locale', { phone: '+6591230006', locale: 'zh' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('answers 429 with Retry-After to a resend within 60 s', async () => {
    const phone = '+6591230003';
    await sendCode('http-resend', { phone });
    const again = await sendCode('http-resend', { phone });
    expect(again.statusCode).toBe(429);
    const { retryAfterSeconds } = again.json<{
      error: { details: { retryAfterSeconds: number } };
    }>().error.details;
    expect(retryAfterSeconds).toBeGreaterThan(55);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(again.headers['retry-after']).toBe(String(retryAfterSeconds));
    expect(again.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('answers OTP_INVALID to a wrong code, and PHONE_IN_USE to a number another account holds', async () => {
    const phone = '+85291230004';
    await sendCode('http-owner', { phone });
    const [message] = await outbox(phone);
    const code = codeIn(message!.text);
    const wrong = await verify('http-owner', {
      phone,
      code: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { code: 'OTP_INVALID', details: { attemptsLeft: 4 } },
    });
    expect((await verify('http-owner', { phone, code })).statusCode).toBe(200);

    const taken = await sendCode('http-other', { phone });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'PHONE_IN_USE' } });
  });

  it.each([
    ['a landline', '+6561234567'],
    ['a number outside the ten markets', '+14155552671'],
    ['a number without its country code', '91234567'],
    ['a formatted number', '+65 9123 4567'],
    ['a number too short for its market', '+659123'],
  ])('answers PHONE_INVALID naming the field to %s', async (_what, phone) => {
    for (const response of [
      await sendCode('http-invalid', { phone }),
      await verify('http-invalid', { phone, code: '123456' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'PHONE_INVALID', details: [{ in: 'body', path: 'phone' }] },
      });
    }
  });

  it.each([
    ['/v1/me/phone/otp', {}, 'phone'],
    ['/v1/me/phone/otp', { phone: 6591234567 }, 'phone'],
    ['/v1/me/phone/otp', { phone: '+6591234567', debug: true }, 'debug'],
    ['/v1/me/phone/verify', { phone: '+6591234567' }, 'code'],
    ['/v1/me/phone/verify', { phone: '+6591234567', code: '12345' }, 'code'],
    ['/v1/me/phone/verify', { phone: '+6591234567', code: '12345a' }, 'code'],
  ])('answers 400 VALIDATION_FAILED naming the field to %s %j', async (url, payload, path) => {
    const response = await call('POST', url, 'http-malformed', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ in: 'body', path }] },
    });
  });

  it('needs an access token', async () => {
    const response = await wallet.app.inject({
      method: 'POST',
      url: '/v1/me/phone/otp',
      payload: { phone: '+6591234567' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lists the phone and profile operations in the OpenAPI document', async () => {
    const { paths } = (await wallet.app.inject({ url: '/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(paths['/v1/me/phone/otp'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/v1/me/phone/verify'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/v1/me'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(paths['/v1/dev/sms-outbox'] ?? {})).toEqual(['get']);
  });
});
