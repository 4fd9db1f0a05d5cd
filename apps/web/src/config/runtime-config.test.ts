import { describe, expect, it } from 'vitest';

import type { RuntimeConfig } from '@kado/shared/runtime-config';

import { RUNTIME_CONFIG_ELEMENT_ID, readRuntimeConfig } from './runtime-config';

const VALID: RuntimeConfig = {
  environment: 'production',
  apiBaseUrl: '/trpc',
  locale: 'th',
  sentryDsn: null,
  sentryTracesSampleRate: 0.1,
  gtmId: null,
  imageCdnUrl: '/images',
  giftBoxSiteUrl: null,
  initialError: { status: 404, message: 'This page could not be found' },
};

function documentWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = RUNTIME_CONFIG_ELEMENT_ID;
    script.textContent = content;
    doc.head.append(script);
  }
  return doc;
}

describe('readRuntimeConfig', () => {
  it('parses the config the BFF inlined', () => {
    expect(readRuntimeConfig(documentWith(JSON.stringify(VALID)))).toEqual({
      ok: true,
      config: VALID,
    });
  });

  it('reports a page served without the config', () => {
    expect(readRuntimeConfig(documentWith(null))).toEqual({ ok: false, reason: 'missing' });
  });

  it.each([
    ['broken JSON', '{"environment":'],
    ['an unknown locale', JSON.stringify({ ...VALID, locale: 'fr' })],
    ['a missing key', JSON.stringify({ ...VALID, apiBaseUrl: undefined })],
  ])('rejects %s', (_case, content) => {
    expect(readRuntimeConfig(documentWith(content))).toEqual({ ok: false, reason: 'invalid' });
  });
});
