/**
 * DELETE /sessions/:sid — the BFF ends the IdP session behind one of its sessions at sign-out, server
 * to server, so no ID token has to travel through the browser as an `id_token_hint` (PRODUCT.md §7).
 * Only the BFF may call it, with its client credentials in HTTP Basic form, and only for a `sid`
 * the provider issued to the BFF client. Discovery names it as `kado_session_end_endpoint`.
 */
import type { Queryable } from '@kado/db';
import type { FastifyPluginCallback } from 'fastify';

import { isBffClient } from '../accounts/deletion.js';
import type { Env } from '../env.js';

export const SESSION_END_PATH = '/sessions';

export interface SessionEndOptions {
  readonly db: Queryable;
  readonly env: Env;
}

export const sessionEndRoutes: FastifyPluginCallback<SessionEndOptions> = (
  app,
  { db, env },
  done,
) => {
  app.delete<{ Params: { sid: string } }>(`${SESSION_END_PATH}/:sid`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isBffClient(request.headers.authorization, env)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Basic realm="kado-idp"')
        .send({ error: 'invalid_client' });
    }
    // The session row goes, so the browser's IdP cookie opens nothing: the next sign-in asks again.
    const ended = await db.query(
      `DELETE FROM idp_oidc_payloads
       WHERE model = 'Session' AND payload -> 'authorizations' -> $1::text ->> 'sid' = $2
       RETURNING id`,
      [env.BFF_CLIENT_ID, request.params.sid],
    );
    request.log.info({ ended: ended.length }, 'IdP session ended by the BFF');
    return reply.code(ended.length > 0 ? 204 : 404).send();
  });
  done();
};
