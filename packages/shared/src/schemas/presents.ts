/**
 * Giving a gift (PRODUCT.md §10) over the wallet API v1: a sender exchanges points for vouchers
 * held for someone else and gets a link carrying a one-time token; whoever holds the token opens
 * the card, then claims the vouchers into their own wallet or declines them. The token travels
 * only in request bodies, never in a URL (URLs reach logs and chat previews).
 */
import { z } from 'zod';

import type { LocaleCode } from '../locales.js';

import {
  localeCodeSchema,
  pageSchema,
  pointsSchema,
  positionCursorSchema,
  pageLimitSchema,
} from './common.js';
import { textSchema } from './text.js';
import { MAX_EXCHANGE_QUANTITY } from './vouchers.js';
import { giftIdSchema, giftSchema } from './wallet.js';

/** The card designs a sender picks from: birthdays, thanks, congratulations, festive seasons. */
export const PRESENT_DESIGNS = [
  'birthday',
  'thanks',
  'congrats',
  'lunar-new-year',
  'hari-raya',
  'diwali',
  'songkran',
  'chuseok',
  'christmas',
] as const;
export const presentDesignSchema = z.enum(PRESENT_DESIGNS);
export type PresentDesign = z.infer<typeof presentDesignSchema>;

/**
 * sent → opened → claimed | declined; sent/opened → cancelled (by the sender) | returned (the
 * claim window passed). Declined, cancelled and returned gifts gave their points back.
 */
export const PRESENT_STATES = [
  'sent',
  'opened',
  'claimed',
  'declined',
  'cancelled',
  'returned',
] as const;
export const presentStateSchema = z.enum(PRESENT_STATES);
export type PresentState = z.infer<typeof presentStateSchema>;

export const PRESENT_MESSAGE_MAX = 200;
export const PRESENT_NOTE_MAX = 200;
export const PRESENT_SENDER_NAME_MAX = 50;
/** Wrong passcodes a link takes before it locks. */
export const PRESENT_PASSCODE_TRIES = 5;
/** Gifts a sender may have waiting (sent or opened) at once. */
export const PRESENT_OPEN_LIMIT = 20;
/** Gifts a sender may send in any hour. */
export const PRESENT_HOURLY_LIMIT = 10;

/** The link's token: 256 random bits, base64url without padding (43 characters). */
export const presentTokenSchema = textSchema.regex(
  /^[A-Za-z0-9_-]{43}$/,
  'must be the token of a gift link',
);
export const presentPasscodeSchema = textSchema.regex(/^[0-9]{4}$/, 'must be 4 digits');

/** POST /v1/sent-gifts */
export const sendPresentRequestSchema = z
  .object({
    giftId: giftIdSchema,
    quantity: z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY).default(1),
    design: presentDesignSchema,
    message: textSchema.max(PRESENT_MESSAGE_MAX).default(''),
    senderName: textSchema.trim().min(1).max(PRESENT_SENDER_NAME_MAX),
    passcode: presentPasscodeSchema.optional(),
  })
  .strict();
export type SendPresentRequest = z.infer<typeof sendPresentRequestSchema>;

export const presentHistoryEntrySchema = z.object({
  from: presentStateSchema.nullable(),
  to: presentStateSchema,
  at: z.iso.datetime(),
});

/**
 * A gift as its sender sees it: its state and how it got there, never the voucher codes and
 * never whether the recipient has used them.
 */
export const sentPresentSchema = z.object({
  id: z.uuid(),
  giftId: giftIdSchema,
  quantity: z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY),
  points: pointsSchema,
  design: presentDesignSchema,
  message: textSchema,
  senderName: textSchema,
  hasPasscode: z.boolean(),
  locked: z.boolean(),
  state: presentStateSchema,
  /** Until when the recipient may claim it; past this, an unclaimed gift returns. */
  claimUntil: z.iso.datetime(),
  /** The recipient's thank-you line, when they declined with one. */
  note: textSchema.nullable(),
  createdAt: z.iso.datetime(),
  history: z.array(presentHistoryEntrySchema),
});
export type SentPresent = z.infer<typeof sentPresentSchema>;

/**
 * The answer to a send: the gift, the points it left, and the link's token, given this once and
 * never stored. A replay of the send with the same Idempotency-Key answers with `token` null.
 */
export const sentPresentResultSchema = sentPresentSchema.extend({
  token: presentTokenSchema.nullable(),
  balanceAfter: pointsSchema,
});
export type SentPresentResult = z.infer<typeof sentPresentResultSchema>;

/** GET /v1/sent-gifts: newest first. */
export const sentPresentListQuerySchema = z
  .object({ cursor: positionCursorSchema.optional(), limit: pageLimitSchema })
  .strict();
export const sentPresentPageSchema = pageSchema(sentPresentSchema);
export type SentPresentPage = z.infer<typeof sentPresentPageSchema>;

/** POST /v1/received-gifts/open */
export const openPresentRequestSchema = z.object({ token: presentTokenSchema }).strict();

/** POST /v1/received-gifts/claim */
export const claimPresentRequestSchema = z
  .object({ token: presentTokenSchema, passcode: presentPasscodeSchema.optional() })
  .strict();

/** POST /v1/received-gifts/decline: with an optional thank-you line for the sender. */
export const declinePresentRequestSchema = z
  .object({
    token: presentTokenSchema,
    passcode: presentPasscodeSchema.optional(),
    note: textSchema.max(PRESENT_NOTE_MAX).optional(),
  })
  .strict();

/** The card as anyone holding the link sees it: no voucher code, ever. */
export const receivedPresentSchema = z.object({
  design: presentDesignSchema,
  message: textSchema,
  senderName: textSchema,
  gift: giftSchema,
  quantity: z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY),
  /** How long each voucher stays valid, and until when (unchanged by claiming). */
  validityDays: z.number().int().positive(),
  vouchersExpireAt: z.iso.datetime(),
  state: presentStateSchema,
  claimUntil: z.iso.datetime(),
  needsPasscode: z.boolean(),
  locked: z.boolean(),
});
export type ReceivedPresent = z.infer<typeof receivedPresentSchema>;

/** A claim's answer: the vouchers now in the claimant's wallet (GET /v1/vouchers/{id} shows them). */
export const claimedPresentSchema = z.object({
  state: z.literal('claimed'),
  voucherIds: z.array(z.uuid()),
});
export type ClaimedPresent = z.infer<typeof claimedPresentSchema>;

export const declinedPresentSchema = z.object({ state: z.literal('declined') });

/**
 * GET /v1/gift-cards/{id}: what a chat app's link preview shows of a gift (PRODUCT.md §10), read by
 * the gift's id, which the link carries in its query (`/receive?card=<id>#<token>`) beside the
 * token in its fragment. Public, so it holds nothing private: no message, no code, no state. The
 * locale is the one the sender sent it in, so the preview speaks the sender's language.
 */
export const presentCardSchema = z.object({
  id: z.uuid(),
  design: presentDesignSchema,
  senderName: textSchema,
  gift: giftSchema,
  quantity: z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY),
  locale: localeCodeSchema,
});
export type PresentCard = z.infer<typeof presentCardSchema>;

/**
 * A card design drawn with its greeting in one language (1200×630 PNG, rendered at build time): the
 * SPA shows it and chat apps' previews use it (absolute, as og:image).
 */
export function presentCardImagePath(design: PresentDesign, locale: LocaleCode): string {
  return `/cards/${design}/${locale}.png`;
}

/** The link a sender shares: the card's id for previews in the query, the token in the fragment. */
export function presentLinkPath(presentId: string, token: string): string {
  return `/receive?card=${encodeURIComponent(presentId)}#${token}`;
}
