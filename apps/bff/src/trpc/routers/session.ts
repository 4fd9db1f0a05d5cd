import { createHash } from 'node:crypto';

import type { TRPCRouterRecord } from '@trpc/server';

import type { LocaleCode } from '@kado/shared';
import type { SessionView } from '@kado/shared/schemas';

import { sessionUser, type Session } from '../../session/sessions.js';
import { publicProcedure } from '../trpc.js';

/**
 * The account's tag for the browser's kept vouchers: a digest of the IdP subject, so the browser can
 * tell accounts apart without holding their id.
 */
export function accountTag(subject: string): string {
  return createHash('sha256').update(`kado-kept:${subject}`).digest('base64url').slice(0, 22);
}

/** Who is signed in, for the SPA's guards and header. Never a token. */
export function sessionView(session: Session | null, locale: LocaleCode): SessionView {
  if (!session) return { signedIn: false, locale };
  const { phoneVerified, market, subject } = session.data;
  // The name and e-mail come from the sealed ID token: the session record holds none.
  return {
    signedIn: true,
    locale,
    phoneVerified,
    market,
    user: sessionUser(session.data),
    accountTag: accountTag(subject),
  };
}

export const sessionRouter = {
  /** Also inlined into every page's runtime config (routes/pages.ts). */
  me: publicProcedure.query(({ ctx }): SessionView => sessionView(ctx.session, ctx.locale)),
} satisfies TRPCRouterRecord;
