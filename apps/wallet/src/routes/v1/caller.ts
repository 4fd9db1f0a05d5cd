/** The account behind a user request, for the routes behind a `requireScope` guard. */
import type { Me } from '@kado/shared/schemas';
import type { FastifyRequest } from 'fastify';

import { ensureAccount } from '../../domain/accounts/accounts.js';
import { principalOf } from '../../plugins/auth.js';

/** The caller's account, created from the token's subject, name and email the first time. */
export function callerAccount(request: FastifyRequest): Promise<Me> {
  return ensureAccount(request.server.db, principalOf(request));
}
