import { describe, expect, it } from 'vitest';

import { deviceFrom, placeFrom } from './device.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36';

describe('device from the User-Agent', () => {
  it.each([
    [IPHONE, { browser: 'Safari 17', os: 'iOS 17', type: 'mobile' }],
    [IPAD, { browser: 'Safari 16', os: 'iOS 16', type: 'tablet' }],
    [WINDOWS_CHROME, { browser: 'Chrome 120', os: 'Windows 10', type: 'desktop' }],
    [ANDROID_CHROME, { browser: 'Chrome 121', os: 'Android 14', type: 'mobile' }],
  ])('names %s', (userAgent, device) => {
    expect(deviceFrom(userAgent)).toEqual(device);
  });

  it('says nothing of a missing, empty or unreadable one', () => {
    const unknown = { browser: null, os: null, type: null };
    expect(deviceFrom(undefined)).toEqual(unknown);
    expect(deviceFrom('  ')).toEqual(unknown);
    expect(deviceFrom('curl/8.0')).toMatchObject({ os: null, type: null });
  });

  it('keeps no markup or control characters from a forged one, and no more than a name', () => {
    const device = deviceFrom(`Mozilla/5.0 <script>\u0000${'x'.repeat(5000)}</script>`);
    for (const text of [device.browser, device.os]) {
      if (text !== null) {
        expect(text).not.toMatch(/[<>]/);
        expect(text).not.toContain('\u0000');
        expect(text.length).toBeLessThanOrEqual(48);
      }
    }
  });
});

describe('coarse place from the address', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:1234:5678::1', '2001:db8:1234::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['2001:0db8:00ab:ffff:0:0:0:1', '2001:db8:ab::/48'],
  ])('keeps only the network of %s', (ip, network) => {
    expect(placeFrom(ip)).toEqual({ kind: 'network', network });
    expect(JSON.stringify(placeFrom(ip))).not.toContain(ip);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '169.254.0.1',
    'fd12:3456::1',
    'fe80::1%eth0',
    '::ffff:127.0.0.1',
  ])('calls %s local', (ip) => {
    expect(placeFrom(ip)).toEqual({ kind: 'local' });
  });

  it('does not know what is not an address', () => {
    expect(placeFrom(undefined)).toEqual({ kind: 'unknown' });
    expect(placeFrom('not-an-ip')).toEqual({ kind: 'unknown' });
  });
});
