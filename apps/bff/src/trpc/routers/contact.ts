import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { localeInfo } from '@kado/shared';
import {
  contactMethodsSchema,
  cursorSchema,
  guestTicketRequestSchema,
  ticketPageSchema,
  ticketRequestSchema,
  ticketSchema,
} from '@kado/shared/schemas';

import { limitPerHour } from '../rate-limit.js';
import { authedProcedure, publicProcedure, walletToken } from '../trpc.js';

/**
 * Signed-out visitors' messages per client address and hour, before the wallet's limit per reply
 * address: anyone may send them, and every one lands in front of support. An office or a mobile
 * carrier shares one address among many people, hence more than one person's share.
 */
const GUEST_TICKETS_PER_ADDRESS_PER_HOUR = 10;

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
  /** A signed-out visitor's message: sent with the BFF's own token, answered at the given e-mail. */
  createGuestTicket: publicProcedure
    .input(guestTicketRequestSchema)
    .mutation(async ({ ctx, input }) => {
      await limitPerHour(
        ctx.services,
        `contact-guest-ip:${ctx.req.ip}`,
        GUEST_TICKETS_PER_ADDRESS_PER_HOUR,
      );
      return ctx.services.wallet.request(ticketSchema, '/contact/guest-tickets', {
        method: 'POST',
        accessToken: await ctx.services.oidc.contactToken(),
        body: input,
      });
    }),
  tickets: authedProcedure
    .input(z.object({ cursor: cursorSchema.optional() }).strict().prefault({}))
    .query(async ({ ctx, input }) =>
      ctx.services.wallet.request(ticketPageSchema, '/contact/tickets', {
        accessToken: await walletToken(ctx),
        query: input,
      }),
    ),
} satisfies TRPCRouterRecord;
