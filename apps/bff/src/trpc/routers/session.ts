import type { TRPCRouterRecord } from '@trpc/server';

import type { SessionView } from '@kado/shared/schemas';

import { publicProcedure } from '../trpc.js';

export const sessionRouter = {
  /** Who is signed in, for the SPA's guards and header. Never a token. */
  me: publicProcedure.query(({ ctx }): SessionView => {
    if (!ctx.session) return { signedIn: false, locale: ctx.locale };
    const { user, phoneVerified, market } = ctx.session.data;
    return { signedIn: true, locale: ctx.locale, phoneVerified, market, user };
  }),
} satisfies TRPCRouterRecord;
