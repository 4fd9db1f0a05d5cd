/**
 * Phone verification and profile shapes of the wallet API v1 (PRODUCT.md §5), shared by the
 * wallet and the BFF.
 */
import { z } from 'zod';

import { localeCodeSchema } from './common.js';
import { textSchema } from './text.js';

/** E.164: a plus, a country code and at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9][0-9]{6,14}$/;
export const OTP_CODE_LENGTH = 6;

/**
 * A phone number as the client sends it. The wallet itself decides whether it is an E.164 mobile
 * number of one of the ten markets, and answers PHONE_INVALID naming the field when it is not.
 */
export const phoneInputSchema = textSchema
  .max(32)
  .describe('E.164 mobile number, e.g. +6591234567');

export const phoneOtpRequestSchema = z.object({ phone: phoneInputSchema }).strict();
export type PhoneOtpRequest = z.infer<typeof phoneOtpRequestSchema>;

/**
 * What the BFF sends the wallet: the number and the language the shopper is using while asking,
 * so the SMS is written in it (the profile's language is empty for most accounts).
 */
export const phoneOtpSendSchema = z
  .object({ phone: phoneInputSchema, locale: localeCodeSchema.optional() })
  .strict();
export type PhoneOtpSend = z.infer<typeof phoneOtpSendSchema>;

export const phoneOtpSchema = z.object({
  /** The number the code went to, in E.164. */
  phone: textSchema.regex(E164_PATTERN),
  expiresAt: z.iso.datetime(),
  /** No new code for this number before this instant (the resend count-down). */
  resendAfter: z.iso.datetime(),
});
export type PhoneOtp = z.infer<typeof phoneOtpSchema>;

export const otpCodeSchema = textSchema.regex(
  new RegExp(`^[0-9]{${OTP_CODE_LENGTH}}$`),
  `must be ${OTP_CODE_LENGTH} digits`,
);

export const phoneVerifyRequestSchema = z
  .object({ phone: phoneInputSchema, code: otpCodeSchema })
  .strict();
export type PhoneVerifyRequest = z.infer<typeof phoneVerifyRequestSchema>;

export const displayNameSchema = textSchema
  .trim()
  .min(1)
  .max(80)
  .regex(/^\P{Cc}*$/u, 'must not contain control characters');

export const profileUpdateSchema = z
  .object({ displayName: displayNameSchema.optional(), locale: localeCodeSchema.optional() })
  .strict()
  .refine((patch) => patch.displayName !== undefined || patch.locale !== undefined, {
    message: 'must name displayName or locale',
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Deleting an account is confirmed by typing DELETE, so no stray request can do it. */
export const accountDeletionSchema = z.object({ confirm: z.literal('DELETE') }).strict();
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** The development SMS outbox (never served in production). */
export const smsOutboxQuerySchema = z
  .object({ phone: textSchema.regex(E164_PATTERN, 'must be an E.164 number (send + as %2B)') })
  .strict();

export const smsMessageSchema = z.object({
  to: textSchema,
  text: textSchema,
  sentAt: z.iso.datetime(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const smsOutboxSchema = z.object({ messages: z.array(smsMessageSchema) });
export type SmsOutbox = z.infer<typeof smsOutboxSchema>;
