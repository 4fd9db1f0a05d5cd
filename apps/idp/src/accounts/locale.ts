/**
 * PUT /accounts/me/locale — the BFF tells the IdP the language a signed-in shopper chose in Kado, so
 * the account's e-mails (password reset, address confirmation) follow it before the next sign-in.
 * Server to server, with the shopper's own access token as the proof: the IdP checks its own
 * signature, that it was issued to the BFF, and that its grant still stands (not signed out or
 * reset since), then changes that one account's language and nothing else.
 */
import type { Queryable } from '@kado/db';
import { WALLET_AUDIENCE } from '@kado/shared';
import { localeCodeSchema } from '@kado/shared/schemas';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { z } from 'zod';

import type { Env } from '../env.js';
import type { AccountAbuseLimits } from '../rate-limits.js';
import type { AccountStore } from './store.js';

export const ACCOUNT_LOCALE_PATH = '/accounts/me/locale';

export interface AccountLocaleOptions {
  readonly accounts: AccountStore;
  readonly db: Queryable;
  readonly env: Env;
  readonly limits: AccountAbuseLimits;
  /** The provider's signing keys: their public halves verify the tokens it issued. */
  readonly signingKeys: readonly JWK[];
}

const bodySchema = z.object({ locale: localeCodeSchema }).strict();

/** The public half of a private JWK (jose verifies with either, but only the public is needed). */
const publicHalf = ({ kty, crv, x, y, n, e, kid, alg }: JWK): JWK =>
  Object.fromEntries(
    Object.entries({ kty, crv, x, y, n, e, kid, alg }).filter(([, v]) => v !== undefined),
  );

const refuse = (reply: FastifyReply, status: 400 | 401, code: string) =>
  reply
    .code(status)
    .header(
      'www-authenticate',
      status === 401 ? 'Bearer realm="kado-idp", error="invalid_token"' : 'Bearer realm="kado-idp"',
    )
    .send({ error: code });

export const accountLocaleRoutes: FastifyPluginCallback<AccountLocaleOptions> = (
  app,
  { accounts, db, env, limits, signingKeys },
  done,
) => {
  const keys = createLocalJWKSet({ keys: signingKeys.map(publicHalf) });

  /** The account the token is for; null when it is not a live token the IdP gave the BFF. */
  async function accountOf(authorization: string | undefined): Promise<string | null> {
    const token = /^Bearer ([\w.-]+)$/.exec(authorization ?? '')?.[1];
    if (!token) return null;
    const verified = await jwtVerify(token, keys, {
      issuer: env.IDP_ISSUER,
      audience: WALLET_AUDIENCE,
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp'],
    }).catch(() => null);
    const { sub, client_id: clientId, grant_id: grantId } = verified?.payload ?? {};
    if (typeof sub !== 'string' || clientId !== env.BFF_CLIENT_ID || typeof grantId !== 'string') {
      return null;
    }
    // A sign-out, a password reset or a deletion ends the grant: its tokens change nothing more.
    const grants = await db.query(
      `SELECT 1 FROM idp_oidc_payloads
       WHERE model = 'Grant' AND id = $1 AND payload ->> 'accountId' = $2
         AND (expires_at IS NULL OR expires_at > now())`,
      [grantId, sub],
    );
    return grants.length > 0 ? sub : null;
  }

  app.put(ACCOUNT_LOCALE_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Tokens that do not work are counted per address (guessing); a working one costs nothing.
    const gate = await limits.localeTokens(request.ip);
    if (!gate.admitted) {
      return reply
        .code(429)
        .header('retry-after', String(gate.retryAfterSeconds))
        .send({ error: 'slow_down' });
    }
    const accountId = await accountOf(request.headers.authorization);
    if (!accountId) return refuse(reply, 401, 'invalid_token');
    await gate.admission.succeeded();
    const body = bodySchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'invalid_request');
    // Each account's changes are slowed past a generous number: a person switches now and then.
    const perAccount = await limits.localeChange(accountId);
    if (!perAccount.admitted) {
      return reply
        .code(429)
        .header('retry-after', String(perAccount.retryAfterSeconds))
        .send({ error: 'slow_down' });
    }
    const changed = await accounts.setLocale(accountId, body.data.locale);
    request.log.info({ changed }, 'account language set by the BFF');
    return reply.code(204).send();
  });
  done();
};
