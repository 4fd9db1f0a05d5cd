import type { TRPCRouterRecord } from '@trpc/server';

import type { LocaleCode } from '@kado/shared';
import type { SessionView } from '@kado/shared/schemas';

import type { Session } from '../../session/sessions.js';
import { publicProcedure } from '../trpc.js';

/** Who is signed in, for the SPA's guards and header. Never a token. */
export function sessionView(session: Session | null, locale: LocaleCode): SessionView {
  if (!session) return { signedIn: false, locale };
  const { user, phoneVerified, market } = session.data;
  return { signedIn: true, locale, phoneVerified, market, user };
}

export const sessionRouter = {
  /** Also inlined into every page's runtime config (routes/pages.ts). */
  me: publicProcedure.query(({ ctx }): SessionView => sessionView(ctx.session, ctx.locale)),
} satisfies TRPCRouterRecord;
