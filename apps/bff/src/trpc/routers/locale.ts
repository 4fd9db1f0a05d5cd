import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { localeCodeSchema, meSchema } from '@kado/shared/schemas';

import { setLangCookie } from '../../plugins/locale.js';
import { publicProcedure, walletToken } from '../trpc.js';

export const localeRouter = {
  /**
   * Stores the choice in KADO_LANG (through the BFF) and, when signed in, on the session, the
   * wallet profile and the IdP account (whose e-mails then follow it). The switch itself never
   * fails on the wallet or the IdP: what could not be saved is logged, and the cookie still holds
   * the choice.
   */
  set: publicProcedure
    .input(z.object({ locale: localeCodeSchema }).strict())
    .mutation(async ({ ctx, input }) => {
      setLangCookie(ctx.reply, input.locale);
      if (ctx.session) {
        ctx.session.data.locale = input.locale;
        await ctx.services.sessions.save(ctx.session);
        const session = ctx.session;
        const accessToken = await walletToken({ ...ctx, session }).catch((error: unknown) => {
          ctx.req.log.warn({ err: error }, 'language not saved on the profile or the IdP account');
          return null;
        });
        if (accessToken) {
          await Promise.all([
            ctx.services.wallet
              .request(meSchema, '/me', {
                method: 'PATCH',
                accessToken,
                body: { locale: input.locale },
              })
              .catch((error: unknown) => {
                ctx.req.log.warn({ err: error }, 'language not saved on the profile');
              }),
            ctx.services.oidc
              .setAccountLocale(accessToken, input.locale)
              .catch((error: unknown) => {
                ctx.req.log.warn({ err: error }, 'language not saved on the IdP account');
              }),
          ]);
        }
      }
      return { locale: input.locale };
    }),
} satisfies TRPCRouterRecord;
