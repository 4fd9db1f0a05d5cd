import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { localeCodeSchema } from '@kado/shared/schemas';

import { setLangCookie } from '../../plugins/locale.js';
import { publicProcedure } from '../trpc.js';

export const localeRouter = {
  /** Stores the choice in KADO_LANG (through the BFF) and on the session when signed in. */
  set: publicProcedure
    .input(z.object({ locale: localeCodeSchema }).strict())
    .mutation(async ({ ctx, input }) => {
      setLangCookie(ctx.reply, input.locale);
      if (ctx.session) {
        ctx.session.data.locale = input.locale;
        await ctx.services.sessions.save(ctx.session);
      }
      return { locale: input.locale };
    }),
} satisfies TRPCRouterRecord;
