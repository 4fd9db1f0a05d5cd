/**
 * DELETE /accounts/:id — the BFF removes the identity of a person who deleted their Kado account,
 * so that signing in again does not start an empty wallet. Only the BFF may call it, with its
 * client credentials in HTTP Basic form, as it authenticates at the token endpoint.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import { clientBasicAuthorization } from '@kado/shared';
import type { FastifyPluginCallback } from 'fastify';

import type { Env } from '../env.js';
import type { AccountStore } from './store.js';

export interface AccountDeletionOptions {
  readonly accounts: AccountStore;
  readonly env: Env;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so the time taken does not tell how much of a guess was right. */
export function isBffClient(authorization: string | undefined, env: Env): boolean {
  const expected = clientBasicAuthorization(env.BFF_CLIENT_ID, env.BFF_CLIENT_SECRET);
  return timingSafeEqual(digest(authorization ?? ''), digest(expected));
}

export const accountDeletionRoutes: FastifyPluginCallback<AccountDeletionOptions> = (
  app,
  { accounts, env },
  done,
) => {
  app.delete<{ Params: { id: string } }>('/accounts/:id', async (request, reply) => {
    if (!isBffClient(request.headers.authorization, env)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Basic realm="kado-idp"')
        .send({ error: 'invalid_client' });
    }
    const deleted = await accounts.delete(request.params.id);
    request.log.info({ deleted }, 'account deletion');
    return reply.code(deleted ? 204 : 404).send();
  });
  done();
};
