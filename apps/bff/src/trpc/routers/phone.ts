import type { TRPCRouterRecord } from '@trpc/server';

import {
  meSchema,
  phoneOtpRequestSchema,
  phoneOtpSchema,
  phoneVerifyRequestSchema,
} from '@kado/shared/schemas';

import { limitPerHour } from '../rate-limit.js';
import { authedProcedure, walletToken } from '../trpc.js';

/** Per signed-in user, before the wallet's own per-phone and per-account limits. */
const OTP_SENDS_PER_HOUR = 10;
const OTP_CHECKS_PER_HOUR = 30;

export const phoneRouter = {
  requestOtp: authedProcedure.input(phoneOtpRequestSchema).mutation(async ({ ctx, input }) => {
    await limitPerHour(ctx.services, `otp-send:${ctx.session.data.subject}`, OTP_SENDS_PER_HOUR);
    return ctx.services.wallet.request(phoneOtpSchema, '/me/phone/otp', {
      method: 'POST',
      accessToken: await walletToken(ctx),
      body: input,
    });
  }),

  /** A verified phone unlocks charge, merge and exchange: the session learns it at once. */
  verify: authedProcedure.input(phoneVerifyRequestSchema).mutation(async ({ ctx, input }) => {
    await limitPerHour(ctx.services, `otp-check:${ctx.session.data.subject}`, OTP_CHECKS_PER_HOUR);
    const me = await ctx.services.wallet.request(meSchema, '/me/phone/verify', {
      method: 'POST',
      accessToken: await walletToken(ctx),
      body: input,
    });
    ctx.session.data.phoneVerified = me.phoneVerified;
    ctx.session.data.market = me.market;
    await ctx.services.sessions.save(ctx.session);
    return me;
  }),
} satisfies TRPCRouterRecord;
