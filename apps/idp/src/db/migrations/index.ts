import type { Migration } from '@kado/db';

import { oidcPayloads } from './0001-oidc-payloads.js';
import { accounts } from './0002-accounts.js';
import { secrets } from './0003-secrets.js';
import { emailTokens } from './0004-email-tokens.js';
import { termsConsents } from './0005-terms-consents.js';
import { noAccountLock } from './0006-no-account-lock.js';
import { signUpInteraction } from './0007-sign-up-interaction.js';

/** Table names and migration ids carry an `idp_` prefix: the IdP may share a database with others. */
export const migrations: readonly Migration[] = [
  oidcPayloads,
  accounts,
  secrets,
  emailTokens,
  termsConsents,
  noAccountLock,
  signUpInteraction,
];
