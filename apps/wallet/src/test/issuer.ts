/**
 * A stand-in token issuer for tests: discovery and a JWKS over real HTTP on 127.0.0.1, and a
 * signer for every kind of bad token a real identity provider would never issue.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { WALLET_AUDIENCE, WALLET_USER_SCOPE } from '@kado/shared';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export interface SignOptions {
  readonly alg?: 'RS256' | 'PS256' | 'ES256' | 'HS256';
  readonly typ?: string;
  /** Signs with this key instead of the issuer's own (a forged token). */
  readonly key?: CryptoKey | Uint8Array;
}

export interface TestIssuer {
  readonly issuer: string;
  /** A token for `claims` over sensible defaults; a claim set to undefined is left out. */
  sign(claims?: JWTPayload, options?: SignOptions): Promise<string>;
  /** A token with `alg: none` and no signature. */
  unsigned(claims?: JWTPayload): string;
  close(): Promise<void>;
}

export const TEST_SUBJECT = 'test-user-0001';

export async function startTestIssuer(): Promise<TestIssuer> {
  const keys = {
    RS256: await generateKeyPair('RS256'),
    PS256: await generateKeyPair('PS256'),
    ES256: await generateKeyPair('ES256'),
  };
  const jwks = {
    keys: await Promise.all(
      Object.entries(keys).map(async ([alg, pair]) => ({
        ...(await exportJWK(pair.publicKey)),
        kid: alg,
        alg,
        use: 'sig',
      })),
    ),
  };

  let issuer = '';
  const server = createServer((request, response) => {
    const documents: Record<string, unknown> = {
      '/.well-known/openid-configuration': { issuer, jwks_uri: `${issuer}/jwks` },
      '/jwks': jwks,
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const defaults = (): JWTPayload => {
    const now = Math.floor(Date.now() / 1000);
    return {
      iss: issuer,
      aud: WALLET_AUDIENCE,
      sub: TEST_SUBJECT,
      scope: `openid ${WALLET_USER_SCOPE}`,
      iat: now,
      exp: now + 300,
      name: 'Test User',
      email: 'test@kado.example',
    };
  };

  return {
    issuer,
    async sign(claims = {}, { alg = 'RS256', typ = 'at+jwt', key } = {}) {
      const payload = JSON.parse(JSON.stringify({ ...defaults(), ...claims })) as JWTPayload;
      const signingKey = key ?? (alg === 'HS256' ? new Uint8Array(32) : keys[alg].privateKey);
      return new SignJWT(payload).setProtectedHeader({ alg, typ, kid: alg }).sign(signingKey);
    },
    unsigned(claims = {}) {
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({ ...defaults(), ...claims })}.`;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** The address of an issuer that is down: a local port that was free a moment ago. */
export async function unreachableIssuer(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
