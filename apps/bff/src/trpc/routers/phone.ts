import { createHash } from 'node:crypto';

import type { TRPCRouterRecord } from '@trpc/server';

import {
  meSchema,
  phoneOtpRequestSchema,
  phoneOtpSchema,
  phoneVerifyRequestSchema,
  type PhoneOtpSend,
} from '@kado/shared/schemas';

import { limitPerHour } from '../rate-limit.js';
import { phoneChangeProcedure } from '../fresh-sign-in.js';
import { walletToken } from '../trpc.js';

/** Per signed-in user, before the wallet's own per-phone and per-account limits. */
const OTP_SENDS_PER_HOUR = 10;
const OTP_CHECKS_PER_HOUR = 30;
/**
 * Across accounts: accounts are cheap to make, text messages are not, so sends and code checks are
 * also counted per client address and per phone number, whoever is signed in.
 */
const OTP_SENDS_PER_ADDRESS_PER_HOUR = 20;
const OTP_CHECKS_PER_ADDRESS_PER_HOUR = 60;
const OTP_SENDS_PER_PHONE_PER_HOUR = 5;
const OTP_CHECKS_PER_PHONE_PER_HOUR = 30;

/** Phone numbers are counted by digest: the store holds no personal data. */
const phoneKey = (phone: string) =>
  createHash('sha256')
    .update(phone.replace(/[^\d+]/g, ''))
    .digest('base64url');

export const phoneRouter = {
  requestOtp: phoneChangeProcedure.input(phoneOtpRequestSchema).mutation(async ({ ctx, input }) => {
    await limitPerHour(ctx.services, `otp-send:${ctx.session.data.subject}`, OTP_SENDS_PER_HOUR);
    await limitPerHour(ctx.services, `otp-send-ip:${ctx.req.ip}`, OTP_SENDS_PER_ADDRESS_PER_HOUR);
    await limitPerHour(
      ctx.services,
      `otp-send-phone:${phoneKey(input.phone)}`,
      OTP_SENDS_PER_PHONE_PER_HOUR,
    );
    return ctx.services.wallet.request(phoneOtpSchema, '/me/phone/otp', {
      method: 'POST',
      accessToken: await walletToken(ctx),
      // The SMS speaks the language the shopper uses now, not the (often empty) profile's.
      body: { ...input, locale: ctx.locale } satisfies PhoneOtpSend,
    });
  }),

  /** A verified phone unlocks charge, merge and exchange: the session learns it at once. */
  verify: phoneChangeProcedure.input(phoneVerifyRequestSchema).mutation(async ({ ctx, input }) => {
    await limitPerHour(ctx.services, `otp-check:${ctx.session.data.subject}`, OTP_CHECKS_PER_HOUR);
    await limitPerHour(ctx.services, `otp-check-ip:${ctx.req.ip}`, OTP_CHECKS_PER_ADDRESS_PER_HOUR);
    await limitPerHour(
      ctx.services,
      `otp-check-phone:${phoneKey(input.phone)}`,
      OTP_CHECKS_PER_PHONE_PER_HOUR,
    );
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
