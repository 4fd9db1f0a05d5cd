import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { localeInfo } from '@kado/shared';
import {
  contactMethodsSchema,
  cursorSchema,
  ticketPageSchema,
  ticketRequestSchema,
  ticketSchema,
} from '@kado/shared/schemas';

import { authedProcedure, publicProcedure, walletToken } from '../trpc.js';

export const contactRouter = {
  /** How to reach support in the visitor's market (the account's, else the language's). */
  methods: publicProcedure.query(({ ctx }) =>
    ctx.services.wallet.request(contactMethodsSchema, '/contact/methods', {
      query: { market: ctx.session?.data.market ?? localeInfo(ctx.locale).market },
    }),
  ),
  createTicket: authedProcedure.input(ticketRequestSchema).mutation(async ({ ctx, input }) =>
    ctx.services.wallet.request(ticketSchema, '/contact/tickets', {
      method: 'POST',
      accessToken: await walletToken(ctx),
      body: input,
    }),
  ),
  tickets: authedProcedure
    .input(z.object({ cursor: cursorSchema.optional() }).strict().prefault({}))
    .query(async ({ ctx, input }) =>
      ctx.services.wallet.request(ticketPageSchema, '/contact/tickets', {
        accessToken: await walletToken(ctx),
        query: input,
      }),
    ),
} satisfies TRPCRouterRecord;
