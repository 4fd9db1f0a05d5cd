/**
 * Notifications, contact and the operator's outstanding-points report over the wallet API v1
 * (PRODUCT.md §4, §6). Notifications carry a kind and parameters, never text: the SPA renders
 * them in the reader's language.
 */
import { z } from 'zod';

import {
  localeCodeSchema,
  marketCodeSchema,
  pageSchema,
  pointsSchema,
  positionPageQuerySchema,
} from './common.js';
import { textSchema } from './text.js';

/** How many days before a lot's expiry its owner hears of it. */
export const EXPIRY_NOTICE_DAYS = [30, 7] as const;

/**
 * What the sender of a gift hears (PRODUCT.md §10): the recipient opened, claimed or declined it,
 * it came back unclaimed, or its link locked after wrong passcodes. The recipient is not known
 * before claiming; once they claim, they hear `present_received`.
 */
export const PRESENT_NOTICE_KINDS = [
  'present_opened',
  'present_claimed',
  'present_declined',
  'present_returned',
  'present_locked',
] as const;
export type PresentNoticeKind = (typeof PRESENT_NOTICE_KINDS)[number];
const presentNoticeParamsSchema = z.object({
  presentId: z.uuid(),
  giftId: textSchema,
  quantity: z.number().int().positive(),
  /** present_returned: the points given back; present_declined: the thank-you line, if any. */
  points: pointsSchema.optional(),
  note: textSchema.optional(),
});

const base = { id: z.uuid(), createdAt: z.iso.datetime(), readAt: z.iso.datetime().nullable() };

export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('box_received'),
    params: z.object({ boxId: z.uuid(), points: pointsSchema, expiresAt: z.iso.datetime() }),
  }),
  z.object({
    ...base,
    kind: z.literal('points_expiring'),
    params: z.object({
      lotId: z.uuid(),
      points: pointsSchema,
      expiresAt: z.iso.datetime(),
      daysBefore: z.union([z.literal(30), z.literal(7)]),
    }),
  }),
  z.object({
    ...base,
    kind: z.literal('voucher_issued'),
    params: z.object({ voucherId: z.uuid(), giftId: textSchema, expiresAt: z.iso.datetime() }),
    /** The gift's name in the reader's locale, read with the list; null if the gift is gone. */
    giftName: textSchema.nullable(),
  }),
  z.object({
    ...base,
    kind: z.literal('voucher_expiring'),
    params: z.object({ voucherId: z.uuid(), giftId: textSchema, expiresAt: z.iso.datetime() }),
    /** The gift's name in the reader's locale, read with the list; null if the gift is gone. */
    giftName: textSchema.nullable(),
  }),
  /** The recipient's side: a gift they claimed is in their wallet (the sender's name as sent). */
  z.object({
    ...base,
    kind: z.literal('present_received'),
    params: z.object({
      presentId: z.uuid(),
      giftId: textSchema,
      quantity: z.number().int().positive(),
      senderName: textSchema,
    }),
    /** The gift's name in the reader's locale, read with the list; null if the gift is gone. */
    giftName: textSchema.nullable(),
  }),
  ...PRESENT_NOTICE_KINDS.map((kind) =>
    z.object({
      ...base,
      kind: z.literal(kind),
      params: presentNoticeParamsSchema,
      /** The gift's name in the reader's locale, read with the list; null if the gift is gone. */
      giftName: textSchema.nullable(),
    }),
  ),
]);
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationKind = Notification['kind'];
export const notificationPageSchema = pageSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /v1/notifications: a page, gift names in the reader's locale. */
export const notificationListQuerySchema = positionPageQuerySchema.extend({
  locale: localeCodeSchema.default('en'),
});

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /v1/notifications/read: some of mine by id, or all of them. */
export const markReadRequestSchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: 'give exactly one of ids and all',
    path: ['ids'],
  });
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;

export const markReadSchema = z.object({
  marked: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type MarkRead = z.infer<typeof markReadSchema>;

// Contact (PRODUCT.md §2 /contact-us).

export const contactMethodsQuerySchema = z.object({ market: marketCodeSchema }).strict();

/** Opening hours in the market's own time zone; the SPA formats them for the reader. */
export const openingHoursSchema = z.object({
  days: z.array(z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).min(1),
  opens: textSchema.regex(/^[0-2][0-9]:[0-5][0-9]$/),
  closes: textSchema.regex(/^[0-2][0-9]:[0-5][0-9]$/),
  timeZone: textSchema,
});

export const contactMethodSchema = z.object({
  kind: z.enum(['email', 'phone', 'chat']),
  /** An e-mail address, an E.164 phone number or a chat URL. */
  value: textSchema,
  hours: openingHoursSchema.nullable(),
  /** The languages the channel answers in, the market's own first. */
  languages: z.array(localeCodeSchema).min(1),
});
export type ContactMethod = z.infer<typeof contactMethodSchema>;

export const contactMethodsSchema = z.object({
  market: marketCodeSchema,
  methods: z.array(contactMethodSchema),
});
export type ContactMethods = z.infer<typeof contactMethodsSchema>;

export const TICKET_TOPICS = ['points', 'charge', 'gift', 'voucher', 'account', 'other'] as const;
export const ticketTopicSchema = z.enum(TICKET_TOPICS);

export const ticketRequestSchema = z
  .object({
    topic: ticketTopicSchema,
    message: textSchema.trim().min(10).max(2000),
    /** Where to answer; the account's e-mail when left out. */
    email: z.email().max(254).optional(),
  })
  .strict();
export type TicketRequest = z.infer<typeof ticketRequestSchema>;

/** A signed-out visitor's ticket: no account to fall back on, so the reply address is required. */
export const guestTicketRequestSchema = ticketRequestSchema.extend({
  email: z.email().max(254),
});
export type GuestTicketRequest = z.infer<typeof guestTicketRequestSchema>;

export const ticketSchema = z.object({
  id: z.uuid(),
  topic: ticketTopicSchema,
  message: textSchema,
  email: textSchema.nullable(),
  status: z.enum(['open', 'closed']),
  createdAt: z.iso.datetime(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketPageSchema = pageSchema(ticketSchema);
export type TicketPage = z.infer<typeof ticketPageSchema>;

// The operator's outstanding-points report.

export const outstandingPointsRowSchema = z.object({
  /** Null for accounts without a verified phone, hence no market yet. */
  market: marketCodeSchema.nullable(),
  accountsWithPoints: z.number().int().nonnegative(),
  outstanding: pointsSchema,
  expiringWithin30Days: pointsSchema,
});
export const outstandingPointsReportSchema = z.object({
  generatedAt: z.iso.datetime(),
  markets: z.array(outstandingPointsRowSchema),
  total: outstandingPointsRowSchema.omit({ market: true }),
});
export type OutstandingPointsReport = z.infer<typeof outstandingPointsReportSchema>;
