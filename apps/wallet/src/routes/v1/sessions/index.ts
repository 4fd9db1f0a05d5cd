/**
 * Signing a session out at the wallet (PRODUCT.md §7): the BFF sends the session's current access
 * token at sign-out and back-channel logout, and from then on every replica refuses every access
 * token of that IdP grant (401 TOKEN_REVOKED) within 5 s, refreshed ones included.
 */
import { KadoError, WALLET_USER_SCOPE } from '@kado/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { bearerToken, rejectToken } from '../../../plugins/auth.js';
import { noQuerySchema } from '../schemas.js';

export const sessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/sessions/revocations',
    {
      schema: {
        summary: 'Sign my session out at the wallet: every access token of its grant stops working',
        description:
          "No body. The bearer token names the session by its grant_id claim (the IdP grant, kept across refreshes); within 5 s every wallet replica answers 401 TOKEN_REVOKED to any access token of that grant. A token that has expired but is otherwise valid is accepted and changes nothing; revoking again is harmless. Only a user's session token: a client-credentials token is refused (403).",
        tags: ['sessions'],
        querystring: noQuerySchema,
        security: [{ bearerAuth: [WALLET_USER_SCOPE] }],
        response: { 204: z.null().describe('The session is signed out at the wallet') },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token === undefined) throw rejectToken(reply, 'A bearer access token is required');
      const inspected = await app.accessTokens.inspect(token, request.log);
      if (!inspected) throw rejectToken(reply, 'The access token is not valid');
      const { principal } = inspected;
      if (!principal.scopes.has(WALLET_USER_SCOPE) || principal.grantId === null) {
        reply.header(
          'www-authenticate',
          `Bearer error="insufficient_scope", scope="${WALLET_USER_SCOPE}"`,
        );
        throw new KadoError('FORBIDDEN', "Only a user's session token can sign its session out");
      }
      // No token of the grant is still valid (the session's latest has expired): nothing to deny.
      if (!inspected.expired) {
        await app.deniedGrants.denyGrantOf({
          grantId: principal.grantId,
          expiresAt: inspected.expiresAt,
          issuedAt: inspected.issuedAt,
        });
        request.log.info('session signed out at the wallet');
      }
      return reply.code(204).send(null);
    },
  );
  done();
};
