import { clientBasicAuthorization } from '@kado/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  signInWithPassword,
  signUpVerified,
  startTestIdp,
  tokenRequest,
  type TestIdp,
} from '../testing.js';

const BFF = 'http://localhost:3000';
const redirectUri = `${BFF}/bff/callback`;

describe('DELETE /accounts/:id', () => {
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
  const remove = (id: string, authorization?: string) =>
    fetch(new URL(`/accounts/${encodeURIComponent(id)}`, idp.issuer), {
      method: 'DELETE',
      headers: authorization ? { authorization } : {},
    });

  /** A new account, signed in: its subject and tokens. */
  async function signedUp(email: string, password: string) {
    await signUpVerified({ ...client(), redirectUri, name: 'Nguyen Thi Lan', email, password });
    const tokens = await signInWithPassword({ ...client(), redirectUri, email, password });
    return { subject: decodeJwt(tokens.id_token).sub!, tokens };
  }

  it('lets only the BFF client delete an account', async () => {
    const { subject } = await signedUp('guarded@kado.test', 'a long enough password');
    const refused = [
      undefined,
      clientBasicAuthorization(idp.operatorClient.id, idp.operatorClient.secret),
      clientBasicAuthorization(idp.bffClient.id, `${idp.bffClient.secret}x`),
      `Bearer ${idp.bffClient.secret}`,
    ];
    for (const authorization of refused) {
      const response = await remove(subject, authorization);
      expect(response.status, authorization ?? 'none').toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Basic');
    }
    // Still there: it signs in.
    await signInWithPassword({
      ...client(),
      redirectUri,
      email: 'guarded@kado.test',
      password: 'a long enough password',
    });
  });

  it('deletes the account with its sessions and tokens, once', async () => {
    const email = 'leaving@kado.test';
    const password = 'another long password';
    const { subject, tokens } = await signedUp(email, password);
    const bff = clientBasicAuthorization(idp.bffClient.id, idp.bffClient.secret);

    expect((await remove(subject, bff)).status).toBe(204);
    expect((await remove(subject, bff)).status).toBe(404);
    // The refresh token died with the account, and the email and password open nothing.
    await expect(
      tokenRequest(client(), { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! }),
    ).rejects.toThrow(/invalid_grant/);
    await expect(
      signInWithPassword({ ...client(), redirectUri, email, password }),
    ).rejects.toThrow();
  });
});
