import { describe, expect, test } from 'vitest';

import { DeviceCookies } from './device-cookies.js';

const cookies = new DeviceCookies('k'.repeat(43), false);
/** The name=value part of a Set-Cookie, as a browser sends it back. */
const sent = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe("the owner's device cookie", () => {
  test('recognises the browser it was issued to, for that account only', () => {
    const issued = cookies.issue('aiko@kado.test');
    const device = cookies.read(`other=1; ${sent(issued)}`, 'AIKO@kado.test ');
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(cookies.read(sent(issued), 'mallory@kado.test')).toBeUndefined();
  });

  test('refuses a value moved under another account’s name, altered, or signed with another key', () => {
    const mallorys = sent(cookies.issue('mallory@kado.test'));
    const value = mallorys.slice(mallorys.indexOf('=') + 1);
    const victimName = cookies.name('victim@kado.test');
    expect(cookies.read(`${victimName}=${value}`, 'victim@kado.test')).toBeUndefined();
    const [device = '', mac = ''] = value.split('.');
    const altered = `${device.slice(0, -1)}${device.endsWith('A') ? 'B' : 'A'}.${mac}`;
    expect(cookies.read(`${victimName}=${altered}`, 'victim@kado.test')).toBeUndefined();
    const foreign = sent(new DeviceCookies('x'.repeat(43), false).issue('victim@kado.test'));
    expect(cookies.read(foreign, 'victim@kado.test')).toBeUndefined();
  });

  test('is HttpOnly, SameSite=Strict, and Secure with a __Host- name over https', () => {
    expect(cookies.issue('aiko@kado.test')).toMatch(
      /^kado_device_[\w-]{16}=[\w-]{22}\.[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    expect(new DeviceCookies('k'.repeat(43), true).issue('aiko@kado.test')).toMatch(
      /^__Host-kado_device_[\w-]{16}=.*; HttpOnly; SameSite=Strict; Secure$/,
    );
  });
});
