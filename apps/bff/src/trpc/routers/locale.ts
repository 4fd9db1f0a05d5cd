import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { localeCodeSchema, meSchema } from '@kado/shared/schemas';

import { setLangCookie } from '../../plugins/locale.js';
import { publicProcedure, walletToken } from '../trpc.js';

export const localeRouter = {
  /**
   * Stores the choice in KADO_LANG (through the BFF) and, when signed in, on the session and the
   * wallet profile. The switch itself never waits on the wallet: a profile that could not be saved
   * is logged, and the cookie still holds the choice.
   */
  set: publicProcedure
    .input(z.object({ locale: localeCodeSchema }).strict())
    .mutation(async ({ ctx, input }) => {
      setLangCookie(ctx.reply, input.locale);
      if (ctx.session) {
        ctx.session.data.locale = input.locale;
        await ctx.services.sessions.save(ctx.session);
        const session = ctx.session;
        await walletToken({ ...ctx, session })
          .then((accessToken) =>
            ctx.services.wallet.request(meSchema, '/me', {
              method: 'PATCH',
              accessToken,
              body: { locale: input.locale },
            }),
          )
          .catch((error: unknown) => {
            ctx.req.log.warn({ err: error }, 'language not saved on the profile');
          });
      }
      return { locale: input.locale };
    }),
} satisfies TRPCRouterRecord;
