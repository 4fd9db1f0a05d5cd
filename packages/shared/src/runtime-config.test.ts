import { describe, expect, it } from 'vitest';

import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config.js';

const VALID: RuntimeConfig = {
  environment: 'production',
  apiBaseUrl: '/trpc',
  locale: 'vi',
  sentryDsn: 'https://key@sentry.example/1',
  sentryTracesSampleRate: 0.1,
  gtmId: null,
  imageCdnUrl: '/images',
  giftBoxSiteUrl: null,
  initialError: null,
};

describe('parseRuntimeConfig', () => {
  it('accepts the shape the BFF writes and drops unknown keys', () => {
    expect(parseRuntimeConfig({ ...VALID, extra: 1 })).toEqual(VALID);
    const failed = { ...VALID, initialError: { status: 404, message: 'Not found' } };
    expect(parseRuntimeConfig(failed)).toEqual(failed);
  });

  it('keeps the session the page was served with', () => {
    const signedOut = { ...VALID, session: { signedIn: false, locale: 'vi' } };
    expect(parseRuntimeConfig(signedOut)).toEqual(signedOut);
    const signedIn = {
      ...VALID,
      session: {
        signedIn: true,
        locale: 'vi',
        phoneVerified: true,
        market: 'VN',
        user: { name: 'An', email: null },
        accountTag: 'tag-1',
      },
    };
    expect(
      parseRuntimeConfig({ ...signedIn, session: { ...signedIn.session, token: 'x' } }),
    ).toEqual(signedIn);
  });

  it.each([
    ['not an object', 'config'],
    ['an array', [VALID]],
    ['an unknown locale', { ...VALID, locale: 'fr' }],
    ['a missing key', { ...VALID, apiBaseUrl: undefined }],
    ['a number for text', { ...VALID, environment: 1 }],
    ['a control character', { ...VALID, imageCdnUrl: '/images\u0000' }],
    ['a lone surrogate', { ...VALID, gtmId: 'GTM-\uD800' }],
    ['a sample rate above 1', { ...VALID, sentryTracesSampleRate: 1.5 }],
    ['a sample rate that is not a number', { ...VALID, sentryTracesSampleRate: Number.NaN }],
    ['a fractional status', { ...VALID, initialError: { status: 404.5, message: 'x' } }],
    ['an error without message', { ...VALID, initialError: { status: 500 } }],
    ['a session that is not one', { ...VALID, session: 'signed in' }],
    [
      'a session with an unknown market',
      {
        ...VALID,
        session: {
          signedIn: true,
          locale: 'en',
          phoneVerified: true,
          market: 'FR',
          user: { name: null, email: null },
          accountTag: 'tag-1',
        },
      },
    ],
    [
      'a signed-in session without its user',
      {
        ...VALID,
        session: {
          signedIn: true,
          locale: 'en',
          phoneVerified: false,
          market: null,
          accountTag: 'tag-1',
        },
      },
    ],
    [
      'a signed-in session without its account tag',
      {
        ...VALID,
        session: {
          signedIn: true,
          locale: 'en',
          phoneVerified: false,
          market: null,
          user: { name: null, email: null },
        },
      },
    ],
  ])('refuses %s', (_case, value) => {
    expect(parseRuntimeConfig(value)).toBeNull();
  });
});
