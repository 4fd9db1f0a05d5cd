import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import {
  clientBasicAuthorization,
  DEMO_ACCOUNT,
  WALLET_AUDIENCE,
  WALLET_CONTACT_SCOPE,
  WALLET_OPERATOR_SCOPE,
  WALLET_USER_SCOPE,
} from '@kado/shared';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  CookieJar,
  browse,
  codeFrom,
  createIdpPostgresDatabase,
  getOperatorToken,
  signInWithPassword,
  startAuthorization,
  startTestIdp,
  submitInteraction,
  tokenRequest,
  verifyEmail,
  type TestIdp,
} from './testing.js';

/** Stands in for the BFF: its origin is the registered one, and it records back-channel logouts. */
async function startFakeBff() {
  const logoutTokens: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/bff/backchannel-logout') {
        logoutTokens.push(new URLSearchParams(body).get('logout_token') ?? '');
        response.writeHead(200).end();
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    logoutTokens,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

const EXPECTED_CSP = (bffOrigin: string) =>
  `default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self' ${bffOrigin}; ` +
  "frame-ancestors 'none'; base-uri 'none'";

describe.each(TEST_DATABASE_KINDS)('the embedded OpenID provider on %s', (kind) => {
  let bff: Awaited<ReturnType<typeof startFakeBff>>;
  let idp: TestIdp;
  let dropDatabase: (() => Promise<void>) | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet>;
  let redirectUri: string;

  beforeAll(async () => {
    bff = await startFakeBff();
    redirectUri = `${bff.origin}/bff/callback`;
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      const database = await createIdpPostgresDatabase();
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    idp = await startTestIdp({ bffBaseUrls: [bff.origin], databaseUrl });
    jwks = createRemoteJWKSet(new URL(`${idp.issuer}/jwks`));
  });

  afterAll(async () => {
    await idp.close();
    await bff.close();
    await dropDatabase?.();
  });

  const bffClient = () => ({
    issuer: idp.issuer,
    clientId: idp.bffClient.id,
    clientSecret: idp.bffClient.secret,
  });
  const signInDemo = (jar?: CookieJar) =>
    signInWithPassword({
      ...bffClient(),
      redirectUri,
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      ...(jar ? { jar } : {}),
    });
  const refresh = (refreshToken: string) =>
    tokenRequest(bffClient(), { grant_type: 'refresh_token', refresh_token: refreshToken });

  test('signs the demo user in with code + PKCE and issues a wallet JWT, an ID token and a refresh token', async () => {
    const tokens = await signInDemo();

    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: idp.issuer,
      audience: WALLET_AUDIENCE,
      typ: 'at+jwt',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: DEMO_ACCOUNT.subject,
      scope: 'wallet',
      client_id: idp.bffClient.id,
      name: DEMO_ACCOUNT.name,
      email: DEMO_ACCOUNT.email,
    });
    expect(tokens.expires_in).toBe(600);

    const idToken = await jwtVerify(tokens.id_token, jwks, {
      issuer: idp.issuer,
      audience: idp.bffClient.id,
    });
    expect(idToken.payload).toMatchObject({
      sub: DEMO_ACCOUNT.subject,
      name: DEMO_ACCOUNT.name,
      email: DEMO_ACCOUNT.email,
      email_verified: true,
      locale: 'en-SG',
    });
    expect(idToken.payload.sid).toEqual(expect.any(String));

    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  test('rotates the refresh token on every use; a used one fails and revokes the grant', async () => {
    const first = await signInDemo();
    const second = await refresh(first.refresh_token!);
    expect(second.refresh_token).toEqual(expect.any(String));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token as string)).toMatchObject({
      scope: 'wallet',
      aud: WALLET_AUDIENCE,
    });

    await expect(refresh(first.refresh_token!)).rejects.toThrow(/invalid_grant/);
    // The reuse looked like theft: the whole grant is gone, the latest token too.
    await expect(refresh(second.refresh_token as string)).rejects.toThrow(/invalid_grant/);
  });

  test('revokes a refresh token at the revocation endpoint', async () => {
    const tokens = await signInDemo();
    const response = await fetch(`${idp.issuer}/token/revocation`, {
      method: 'POST',
      headers: {
        authorization: clientBasicAuthorization(idp.bffClient.id, idp.bffClient.secret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        token: tokens.refresh_token!,
        token_type_hint: 'refresh_token',
      }).toString(),
    });
    expect(response.status).toBe(200);
    await expect(refresh(tokens.refresh_token!)).rejects.toThrow(/invalid_grant/);
  });

  test.each([
    ['without a code_challenge', {}],
    [
      'with the plain PKCE method',
      { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' },
    ],
  ])('rejects an authorization request %s', async (_label, pkce) => {
    const url = new URL('/auth', idp.issuer);
    url.search = new URLSearchParams({
      client_id: idp.bffClient.id,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: 'xyz',
      ...pkce,
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  test('shows the sign-up page for prompt=create; a new account signs in once its e-mail is confirmed', async () => {
    const authorization = await startAuthorization({
      ...bffClient(),
      redirectUri,
      prompt: 'create',
    });
    expect(authorization.url).toMatch(/\/interaction\/[^/]+\/signup$/);
    const html = await authorization.response.text();
    expect(html).toMatch(/autocomplete="new-password"/i);
    expect(html).toMatch(/autocomplete="name"/i);

    const email = `new-${kind}@kado.test`;
    const submitted = await submitInteraction(authorization, 'signup', {
      name: 'Nguyen Van An',
      email,
      password: 'a fresh passphrase',
      terms: 'accepted',
    });
    expect(submitted.status).toBe(200);
    expect(await submitted.text()).toContain('Check your email');
    await verifyEmail(idp.issuer, email);

    const tokens = await signInWithPassword({
      ...bffClient(),
      redirectUri,
      email,
      password: 'a fresh passphrase',
    });
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      audience: WALLET_AUDIENCE,
    });
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload).toMatchObject({ name: 'Nguyen Van An', email, scope: 'wallet' });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email_verified: true });
  });

  test('keeps sign-up values on error, names each field, and never echoes the password', async () => {
    const authorization = await startAuthorization({
      ...bffClient(),
      redirectUri,
      prompt: 'create',
    });
    const response = await submitInteraction(authorization, 'signup', {
      name: 'Siti <Aminah>',
      email: 'not-an-email',
      password: 'short-pw',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="Siti &lt;Aminah&gt;"');
    expect(html).toContain('value="not-an-email"');
    expect(html).not.toContain('short-pw');
    expect(html).toContain('Enter a valid email address');
    expect(html).toContain('12 to 128 characters long');
    expect(html).toMatch(/id="email"[^>]*aria-invalid="true"/);
  });

  test('answers a sign-up with an e-mail in use as it answers a new one', async () => {
    const authorization = await startAuthorization({
      ...bffClient(),
      redirectUri,
      prompt: 'create',
    });
    const response = await submitInteraction(authorization, 'signup', {
      name: 'Someone Else',
      email: DEMO_ACCOUNT.email.toUpperCase(),
      password: 'another passphrase',
      terms: 'accepted',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Check your email');
    expect(html).not.toContain('already exists');
  });

  test('answers a wrong password and an unknown email with the same message', async () => {
    const attempt = async (email: string) => {
      const authorization = await startAuthorization({ ...bffClient(), redirectUri });
      const response = await submitInteraction(authorization, 'login', {
        email,
        password: 'wrong password',
      });
      const summary = /<div class="kado-error-summary"[\s\S]*?<\/div>/.exec(
        await response.text(),
      )?.[0];
      return { status: response.status, summary };
    };
    const wrongPassword = await attempt(DEMO_ACCOUNT.email);
    const unknownEmail = await attempt('nobody@kado.test');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail).toEqual(wrongPassword);
    expect(wrongPassword.summary).toContain('The email or password is incorrect');
  });

  test('renders the sign-in page in Thai for ui_locales=th-TH, accessible and under a strict CSP', async () => {
    const authorization = await startAuthorization({
      ...bffClient(),
      redirectUri,
      uiLocales: 'th-TH',
    });
    const { response } = authorization;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(EXPECTED_CSP(bff.origin));
    expect(response.headers.get('cache-control')).toBe('no-store');

    const html = await response.text();
    expect(html).toContain('<html lang="th-TH"');
    expect(html).toContain('เข้าสู่ระบบ Kado');
    expect(html).toMatch(/<label [^>]*for="email">อีเมล<\/label>/);
    expect(html).toMatch(/autocomplete="email"/i);
    expect(html).toMatch(/autocomplete="current-password"/i);

    // Its stylesheet and icon come from the IdP itself, which CSP's 'self' allows.
    for (const path of [...html.matchAll(/<link rel="(?:stylesheet|icon)" href="([^"]+)"/g)].map(
      (m) => m[1],
    )) {
      const asset = await fetch(new URL(path ?? '', idp.issuer));
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/^(text\/css|image\/svg\+xml)/);
    }
    expect(html).not.toContain('<script');

    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    const css = await fetch(new URL(stylesheet ?? '/missing', idp.issuer));
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  test('refuses an interaction form posted without the interaction cookie', async () => {
    const authorization = await startAuthorization({ ...bffClient(), redirectUri });
    const forged = { ...authorization, jar: new CookieJar() };
    const response = await submitInteraction(forged, 'login', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('This page has expired');
  });

  test('cancelling the sign-in returns access_denied to the client', async () => {
    const authorization = await startAuthorization({ ...bffClient(), redirectUri });
    const response = await submitInteraction(authorization, 'abort');
    await expect(codeFrom(authorization, response, redirectUri)).rejects.toThrow(/access_denied/);
  });

  test('issues the operator a JWT with scope wallet:operate by client credentials', async () => {
    const token = await getOperatorToken({
      issuer: idp.issuer,
      clientId: idp.operatorClient.id,
      clientSecret: idp.operatorClient.secret,
    });
    const { payload } = await jwtVerify(token, jwks, {
      issuer: idp.issuer,
      audience: WALLET_AUDIENCE,
      typ: 'at+jwt',
    });
    expect(payload).toMatchObject({ sub: idp.operatorClient.id, scope: 'wallet:operate' });
    expect(payload.name).toBeUndefined();
  });

  test("gives the BFF's own client credentials the contact scope and nothing more", async () => {
    const contact = await tokenRequest(bffClient(), {
      grant_type: 'client_credentials',
      scope: WALLET_CONTACT_SCOPE,
    });
    const { payload } = await jwtVerify(String(contact.access_token), jwks, {
      issuer: idp.issuer,
      audience: WALLET_AUDIENCE,
      typ: 'at+jwt',
    });
    expect(payload).toMatchObject({ sub: idp.bffClient.id, scope: WALLET_CONTACT_SCOPE });
    // Asking for the user's or the operator's scope yields a token with neither.
    const wider = await tokenRequest(bffClient(), {
      grant_type: 'client_credentials',
      scope: `${WALLET_USER_SCOPE} ${WALLET_OPERATOR_SCOPE}`,
    });
    const widerClaims = decodeJwt(String(wider.access_token));
    expect(widerClaims.scope).toBeUndefined();
  });

  test('refuses client credentials to any resource but the wallet API', async () => {
    const operator = {
      issuer: idp.issuer,
      clientId: idp.operatorClient.id,
      clientSecret: idp.operatorClient.secret,
    };
    await expect(
      tokenRequest(operator, {
        grant_type: 'client_credentials',
        scope: 'wallet:operate',
        resource: 'https://elsewhere.example/api',
      }),
    ).rejects.toThrow(/invalid_target/);
  });

  test('RP-initiated logout ends at the post-logout URI and notifies the BFF by back-channel', async () => {
    const jar = new CookieJar();
    const tokens = await signInDemo(jar);
    const sid = decodeJwt(tokens.id_token).sid;
    const before = bff.logoutTokens.length;

    const endSession = new URL('/session/end', idp.issuer);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${bff.origin}/`,
      state: 'bye',
      ui_locales: 'ko-KR',
    }).toString();
    const confirmPage = await browse(jar, endSession.href);
    expect(confirmPage.status).toBe(200);
    const csp = confirmPage.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await confirmPage.text();
    expect(html).toContain('<html lang="ko-KR"');
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toMatch(/<button(?=[^>]*\sname="logout")[^>]*\svalue="yes"/);

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browse(jar, new URL('/session/end/confirm', idp.issuer).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${bff.origin}/?state=bye`);

    expect(bff.logoutTokens).toHaveLength(before + 1);
    const { payload, protectedHeader } = await jwtVerify(bff.logoutTokens.at(-1) ?? '', jwks, {
      issuer: idp.issuer,
      audience: idp.bffClient.id,
      typ: 'logout+jwt',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.events).toEqual({ 'http://schemas.openid.net/event/backchannel-logout': {} });
    expect(payload).toMatchObject({ sub: DEMO_ACCOUNT.subject, sid });
    expect(payload.jti).toEqual(expect.any(String));
    expect(payload).not.toHaveProperty('nonce');

    // The IdP session is over: the next authorization asks for the password again.
    const next = await startAuthorization({ ...bffClient(), redirectUri, jar });
    expect(next.url).toMatch(/\/interaction\/[^/]+\/login$/);
  });

  test('asks before signing out when the logout request does not name the signed-in user', async () => {
    const jar = new CookieJar();
    await signInDemo(jar);
    const page = await browse(jar, new URL('/session/end', idp.issuer).href);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(EXPECTED_CSP(bff.origin));
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<button(?=[^>]*\sname="logout")[^>]*\svalue="yes"/);
  });

  test('renders provider errors as a clean, localized page with the right status', async () => {
    const response = await fetch(`${idp.issuer}/auth?client_id=unknown-client&ui_locales=ko-KR`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toBe(EXPECTED_CSP(bff.origin));
    const html = await response.text();
    expect(html).toContain('<html lang="ko-KR"');
    expect(html).toContain('문제가 발생했습니다');
    expect(html).not.toMatch(/invalid_client|stack|at .+\.js/);
  });

  test('reports liveness and readiness', async () => {
    expect((await fetch(`${idp.issuer}/healthz`)).status).toBe(200);
    const ready = await fetch(`${idp.issuer}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
  });
});
