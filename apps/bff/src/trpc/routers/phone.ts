import type { TRPCRouterRecord } from '@trpc/server';

import { KadoError } from '@kado/shared';
import {
  meSchema,
  phoneOtpRequestSchema,
  phoneOtpSchema,
  phoneVerifyRequestSchema,
} from '@kado/shared/schemas';

import { authedProcedure, walletToken } from '../trpc.js';

const HOUR_MS = 60 * 60_000;
/** Per signed-in user, before the wallet's own per-phone and per-account limits. */
const OTP_SENDS_PER_HOUR = 10;
const OTP_CHECKS_PER_HOUR = 30;

/** Counts attempts whether or not the wallet accepts them, so guessing is bounded here too. */
async function limit(
  ctx: { services: { store: { increment(key: string, windowMs: number): Promise<number> } } },
  key: string,
  max: number,
) {
  if ((await ctx.services.store.increment(key, HOUR_MS)) > max) {
    throw new KadoError('RATE_LIMITED', 'Too many attempts. Try again later.', {
      retryAfterSeconds: HOUR_MS / 1000,
    });
  }
}

export const phoneRouter = {
  requestOtp: authedProcedure.input(phoneOtpRequestSchema).mutation(async ({ ctx, input }) => {
    await limit(ctx, `rate:otp-send:${ctx.session.data.subject}`, OTP_SENDS_PER_HOUR);
    return ctx.services.wallet.request(phoneOtpSchema, '/me/phone/otp', {
      method: 'POST',
      accessToken: await walletToken(ctx),
      body: input,
    });
  }),

  /** A verified phone unlocks charge, merge and exchange: the session learns it at once. */
  verify: authedProcedure.input(phoneVerifyRequestSchema).mutation(async ({ ctx, input }) => {
    await limit(ctx, `rate:otp-check:${ctx.session.data.subject}`, OTP_CHECKS_PER_HOUR);
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
