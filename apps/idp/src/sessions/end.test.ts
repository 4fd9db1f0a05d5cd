import { clientBasicAuthorization, DEMO_ACCOUNT } from '@kado/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CookieJar,
  signInWithPassword,
  startAuthorization,
  startTestIdp,
  type TestIdp,
} from '../testing.js';

const BFF = 'http://localhost:3000';
const redirectUri = `${BFF}/bff/callback`;

describe('DELETE /sessions/:sid (server-to-server sign-out)', () => {
  let idp: TestIdp;
  beforeAll(async () => {
    idp = await startTestIdp({ bffBaseUrls: [BFF] });
  });
  afterAll(() => idp.close());

  const client = () => ({
    issuer: idp.issuer,
    clientId: idp.bffClient.id,
    clientSecret: idp.bffClient.secret,
  });
  const end = (sid: string, authorization?: string) =>
    fetch(new URL(`/sessions/${encodeURIComponent(sid)}`, idp.issuer), {
      method: 'DELETE',
      headers: authorization ? { authorization } : {},
    });

  async function signedIn() {
    const jar = new CookieJar();
    const tokens = await signInWithPassword({
      ...client(),
      redirectUri,
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      jar,
    });
    const sid = decodeJwt(tokens.id_token).sid;
    if (typeof sid !== 'string') throw new Error('no sid in the ID token');
    return { jar, sid };
  }

  /** True while the browser's IdP session still signs it in without a page (single sign-on). */
  const singleSignOn = async (jar: CookieJar) =>
    (await startAuthorization({ ...client(), redirectUri, jar })).url.startsWith(redirectUri);

  it('is named in discovery', async () => {
    const metadata = (await (
      await fetch(new URL('/.well-known/openid-configuration', idp.issuer))
    ).json()) as Record<string, unknown>;
    expect(metadata.kado_session_end_endpoint).toBe(`${idp.issuer}/sessions`);
  });

  it('lets only the BFF client end a session', async () => {
    const { jar, sid } = await signedIn();
    for (const authorization of [
      undefined,
      clientBasicAuthorization(idp.operatorClient.id, idp.operatorClient.secret),
      clientBasicAuthorization(idp.bffClient.id, `${idp.bffClient.secret}x`),
    ]) {
      const response = await end(sid, authorization);
      expect(response.status).toBe(401);
    }
    expect(await singleSignOn(jar)).toBe(true);
  });

  it('ends the IdP session it names, once', async () => {
    const { jar, sid } = await signedIn();
    const other = await signedIn();
    const bff = clientBasicAuthorization(idp.bffClient.id, idp.bffClient.secret);
    expect((await end(sid, bff)).status).toBe(204);
    expect((await end(sid, bff)).status).toBe(404);
    expect(await singleSignOn(jar)).toBe(false);
    expect(await singleSignOn(other.jar)).toBe(true);
  });
});
