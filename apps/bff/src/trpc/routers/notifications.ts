import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  cursorSchema,
  markReadRequestSchema,
  markReadSchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@kado/shared/schemas';

import { authedProcedure, walletToken } from '../trpc.js';

const pageInput = z
  .object({ cursor: cursorSchema.optional(), limit: z.number().int().min(1).max(100).default(20) })
  .strict()
  .prefault({});

export const notificationsRouter = {
  list: authedProcedure.input(pageInput).query(async ({ ctx, input }) =>
    ctx.services.wallet.request(notificationPageSchema, '/notifications', {
      accessToken: await walletToken(ctx),
      // Voucher notices name their gift in the reader's language.
      query: { ...input, locale: ctx.locale },
    }),
  ),
  unreadCount: authedProcedure.query(async ({ ctx }) =>
    ctx.services.wallet.request(unreadCountSchema, '/notifications/unread-count', {
      accessToken: await walletToken(ctx),
    }),
  ),
  markRead: authedProcedure.input(markReadRequestSchema).mutation(async ({ ctx, input }) =>
    ctx.services.wallet.request(markReadSchema, '/notifications/read', {
      method: 'POST',
      accessToken: await walletToken(ctx),
      body: input,
    }),
  ),
} satisfies TRPCRouterRecord;
