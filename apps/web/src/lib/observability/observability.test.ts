import { afterEach, describe, expect, it } from 'vitest';

import { loadGtm, pageView } from './gtm';
import { MAX_INTERACTION_ENTRIES, scrubBreadcrumb, scrubEvent } from './sentry';

describe('the tag manager', () => {
  afterEach(() => {
    delete window.dataLayer;
    document.head.querySelectorAll('script, meta[property="csp-nonce"]').forEach((node) => {
      node.remove();
    });
  });

  it('loads the container with the page nonce', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'n0nce');
    document.head.append(meta);
    expect(loadGtm('GTM-ABC123')).toBe(true);
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[src*="googletagmanager"]',
    );
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(script?.nonce || script?.getAttribute('nonce')).toBe('n0nce');
  });

  it('refuses a container id that is not one', () => {
    expect(loadGtm('GTM-1"><script>')).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('reports page views with the route pattern, never ids, queries or hashes', () => {
    pageView(
      'https://kado.example/gift-items/gift-detail?token=secret#code',
      '/gift-items/gift-detail',
      'Voucher',
    );
    pageView('https://kado.example/gift-items/kopi-10-sg', '/gift-items/:id', 'Gift');
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_location: 'https://kado.example/gift-items/gift-detail',
        page_path: '/gift-items/gift-detail',
        page_title: 'Voucher',
      },
      {
        event: 'page_view',
        page_location: 'https://kado.example/gift-items/:id',
        page_path: '/gift-items/:id',
        page_title: 'Gift',
      },
    ]);
  });
});

describe('error reports', () => {
  it('keep 10 interaction entries', () => {
    expect(MAX_INTERACTION_ENTRIES).toBe(10);
  });

  it('carry no cookie, header, query, phone number or code', () => {
    const event = scrubEvent({
      type: undefined,
      message: 'OTP 123456 for +6591234567 failed',
      request: {
        url: 'https://kado.example/charge-history?code=KTH3-7DG5-4YHK-X9JU',
        cookies: { kado_session: 'abc' },
        headers: { cookie: 'kado_session=abc' },
        query_string: 'code=KTH3',
      },
      user: { email: 'a@b.c' },
      exception: { values: [{ type: 'Error', value: 'code KTH3-7DG5-4YHK-X9JU is used' }] },
    });
    expect(event.request).toEqual({ url: 'https://kado.example/charge-history' });
    expect(event.user).toBeUndefined();
    expect(event.message).toBe('OTP [code] for [phone] failed');
    expect(event.exception?.values?.[0]?.value).toBe('code [code] is used');
  });

  it('scrub the addresses breadcrumbs keep', () => {
    expect(
      scrubBreadcrumb({
        category: 'navigation',
        data: { from: '/gift-items/gift-detail?token=abc', to: '/top#x' },
      }),
    ).toEqual({ category: 'navigation', data: { from: '/gift-items/gift-detail', to: '/top' } });
  });
});
