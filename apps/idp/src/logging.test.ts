import { randomBytes } from 'node:crypto';

import { DEMO_ACCOUNT } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { redactUrl } from './logging.js';
import {
  CookieJar,
  browse,
  follow,
  startTestIdp,
  submitInteraction,
  type TestIdp,
} from './testing.js';

describe('request URLs in logs', () => {
  test('hide credentials carried in the query', () => {
    const logged = redactUrl('/session/end?id_token_hint=eyJhbGciOi.secret&state=bye&code=abc');
    expect(logged).not.toContain('eyJhbGciOi');
    expect(logged).not.toContain('abc');
    expect(logged).not.toContain('bye');
    expect(logged).toContain('state=[redacted]');
  });

  test('stay as they are without a query', () => {
    expect(redactUrl('/interaction/xyz/login')).toBe('/interaction/xyz/login');
  });
});

describe('the IdP’s own log lines', () => {
  const BFF = 'http://localhost:3000';
  const lines: string[] = [];
  let idp: TestIdp;
  beforeAll(async () => {
    idp = await startTestIdp({
      bffBaseUrls: [BFF],
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => idp.close());

  test('never carry a full authorization query, the e-mail typed or the password', async () => {
    const secrets = {
      state: randomBytes(16).toString('base64url'),
      nonce: randomBytes(16).toString('base64url'),
      code_challenge: randomBytes(32).toString('base64url'),
      login_hint: 'hinted.person@kado.test',
    };
    const url = new URL('/auth', idp.issuer);
    url.search = new URLSearchParams({
      client_id: idp.bffClient.id,
      redirect_uri: `${BFF}/bff/callback`,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      ui_locales: 'vi-VN',
      ...secrets,
    }).toString();
    const jar = new CookieJar();
    const landed = await follow(jar, await browse(jar, url.href), url.href, `${BFF}/bff/callback`);
    await landed.response.body?.cancel();
    const wrong = await submitInteraction(
      { jar, url: landed.url, state: '', nonce: '', codeVerifier: '', response: landed.response },
      'login',
      { email: DEMO_ACCOUNT.email, password: 'a wrong password typed here' },
    );
    expect(wrong.status).toBe(401);

    const logged = lines.join('\n');
    // The request was logged, with its harmless parameters only.
    expect(logged).toContain('/auth?client_id=');
    expect(logged).toContain('ui_locales=vi-VN');
    expect(logged).toContain('/login');
    for (const value of [
      ...Object.values(secrets),
      encodeURIComponent(secrets.login_hint),
      encodeURIComponent(`${BFF}/bff/callback`),
      DEMO_ACCOUNT.email,
      'a wrong password typed here',
    ]) {
      expect(logged).not.toContain(value);
    }
  });
});
