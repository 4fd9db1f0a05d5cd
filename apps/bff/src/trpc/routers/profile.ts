import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { KadoError } from '@kado/shared';
import {
  accountDeletionSchema,
  logoutResponseSchema,
  meSchema,
  profileUpdateSchema,
} from '@kado/shared/schemas';

import { setLangCookie } from '../../plugins/locale.js';
import { clearSessionCookie } from '../../plugins/session.js';
import { endSession } from '../../session/sign-out.js';
import { freshProcedure } from '../fresh-sign-in.js';
import { authedProcedure, walletToken } from '../trpc.js';

export const profileRouter = {
  /** The wallet account: name, email, phone and its verification, market, language. */
  get: authedProcedure.query(async ({ ctx }) =>
    ctx.services.wallet.request(meSchema, '/me', { accessToken: await walletToken(ctx) }),
  ),

  update: authedProcedure.input(profileUpdateSchema).mutation(async ({ ctx, input }) => {
    const me = await ctx.services.wallet.request(meSchema, '/me', {
      method: 'PATCH',
      accessToken: await walletToken(ctx),
      body: input,
    });
    // The session keeps no name (its record holds ids only): only a new language is saved there.
    if (input.locale) {
      ctx.session.data.locale = input.locale;
      setLangCookie(ctx.reply, input.locale);
      await ctx.services.sessions.save(ctx.session);
    }
    return me;
  }),

  /** Deletes the wallet account, then signs out everywhere the BFF can. */
  delete: freshProcedure
    .input(accountDeletionSchema)
    .output(logoutResponseSchema)
    .mutation(async ({ ctx, input }) => {
      // The wallet first: if the IdP then fails, a retry (still signed in) finishes the job.
      await ctx.services.wallet.request(z.undefined(), '/me', {
        method: 'DELETE',
        accessToken: await walletToken(ctx),
        body: input,
      });
      await ctx.services.oidc.deleteAccount(ctx.session.data.subject).catch((error: unknown) => {
        ctx.req.log.warn({ err: error }, 'identity deletion failed');
        throw new KadoError(
          'UPSTREAM_UNAVAILABLE',
          'The sign-in service is unavailable right now. Try again shortly.',
        );
      });
      clearSessionCookie(ctx.reply, ctx.services.env.PUBLIC_URL);
      const { redirectTo } = await endSession(ctx.services, ctx.session, ctx.req.log);
      return { redirectTo };
    }),
} satisfies TRPCRouterRecord;
