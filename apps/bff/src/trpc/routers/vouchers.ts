import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { pathFor } from '@kado/shared';
import {
  createdShareSchema,
  sharedVoucherSchema,
  shareLinkSchema,
  shareTokenSchema,
  cursorOfSort,
  voucherListFieldsSchema,
  voucherPageSchema,
  voucherSchema,
  voucherShareListSchema,
} from '@kado/shared/schemas';

import { authedProcedure, publicProcedure, walletToken } from '../trpc.js';

const voucherInput = z.object({ id: z.uuid() }).strict();

const voucherPath = (id: string) => `/vouchers/${encodeURIComponent(id)}`;

/** The SPA page that opens a shared voucher without sign-in. */
const SHARED_VOUCHER_PAGE = pathFor('gift-detail-shared');

export const vouchersRouter = {
  /**
   * Newest first, or soonest expiry first over all pages (`sort: 'expiry'`), optionally of one
   * status; the BFF adds the reader's locale.
   */
  list: authedProcedure
    .input(voucherListFieldsSchema.omit({ locale: true }).superRefine(cursorOfSort).prefault({}))
    .query(async ({ ctx, input }) =>
      ctx.services.wallet.request(voucherPageSchema, '/vouchers', {
        accessToken: await walletToken(ctx),
        query: { ...input, locale: ctx.locale },
      }),
    ),

  get: authedProcedure.input(voucherInput).query(async ({ ctx, input }) =>
    ctx.services.wallet.request(voucherSchema, voucherPath(input.id), {
      accessToken: await walletToken(ctx),
      query: { locale: ctx.locale },
    }),
  ),

  markUsed: authedProcedure.input(voucherInput).mutation(async ({ ctx, input }) =>
    ctx.services.wallet.request(voucherSchema, `${voucherPath(input.id)}/use`, {
      method: 'POST',
      accessToken: await walletToken(ctx),
      query: { locale: ctx.locale },
    }),
  ),

  /** Possible for 24 hours after marking it used. */
  undoUsed: authedProcedure.input(voucherInput).mutation(async ({ ctx, input }) =>
    ctx.services.wallet.request(voucherSchema, `${voucherPath(input.id)}/undo-use`, {
      method: 'POST',
      accessToken: await walletToken(ctx),
      query: { locale: ctx.locale },
    }),
  ),

  /** The voucher's share links, revoked ones too; their tokens were shown only once. */
  shares: authedProcedure.input(voucherInput).query(async ({ ctx, input }) =>
    ctx.services.wallet.request(voucherShareListSchema, `${voucherPath(input.id)}/shares`, {
      accessToken: await walletToken(ctx),
    }),
  ),

  share: authedProcedure
    .input(voucherInput)
    .output(shareLinkSchema)
    .mutation(async ({ ctx, input }) => {
      const share = await ctx.services.wallet.request(
        createdShareSchema,
        `${voucherPath(input.id)}/shares`,
        { method: 'POST', accessToken: await walletToken(ctx) },
      );
      const url = new URL(SHARED_VOUCHER_PAGE, ctx.services.env.PUBLIC_URL);
      url.searchParams.set('token', share.token);
      return { ...share, url: url.toString() };
    }),

  revokeShare: authedProcedure
    .input(z.object({ id: z.uuid(), shareId: z.uuid() }).strict())
    .mutation(async ({ ctx, input }) => {
      await ctx.services.wallet.request(
        z.undefined(),
        `${voucherPath(input.id)}/shares/${encodeURIComponent(input.shareId)}`,
        { method: 'DELETE', accessToken: await walletToken(ctx) },
      );
    }),

  /** Anyone holding a live share token sees the voucher: the token is the permission, not a session. */
  shared: publicProcedure
    .input(z.object({ token: shareTokenSchema }).strict())
    .query(({ ctx, input }) =>
      ctx.services.wallet.request(
        sharedVoucherSchema,
        `/shared-vouchers/${encodeURIComponent(input.token)}`,
        { query: { locale: ctx.locale } },
      ),
    ),
} satisfies TRPCRouterRecord;
