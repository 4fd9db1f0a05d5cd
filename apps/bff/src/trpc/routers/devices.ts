/**
 * Where the person is signed in (`/account-info/devices`, PRODUCT.md §7): each of their sessions with
 * its device, coarse place, sign-in and last use; signing out any other one, or all others. An ended
 * session's next request is refused on every replica (its record is gone from the shared store), its
 * refresh token is revoked at the IdP and its grant at the wallet.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { KadoError } from '@kado/shared';
import { textSchema } from '@kado/shared/schemas';

import { endDeviceSession, endOtherSessions } from '../../session/sign-out.js';
import { authedProcedure } from '../trpc.js';

/** A handle from `devices.list`: 22 base64url characters. */
const handleInput = z.object({ id: textSchema.regex(/^[A-Za-z0-9_-]{22}$/) }).strict();

const placeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('local') }),
  z.object({ kind: z.literal('network'), network: textSchema }),
  z.object({ kind: z.literal('unknown') }),
]);

const devicesOutput = z.object({
  sessions: z.array(
    z.object({
      id: textSchema,
      browser: textSchema.nullable(),
      os: textSchema.nullable(),
      deviceType: z.enum(['mobile', 'tablet', 'desktop']).nullable(),
      place: placeSchema,
      signedInAt: z.iso.datetime(),
      lastSeenAt: z.iso.datetime(),
      current: z.boolean(),
    }),
  ),
});

export const devicesRouter = {
  /** The person's sessions, last seen first; `current` marks the one asking. */
  list: authedProcedure.output(devicesOutput).query(async ({ ctx }) => {
    const { sessions } = ctx.services;
    const current = sessions.handleOf(ctx.session.id);
    const summaries = await sessions.list(ctx.session.data.subject);
    return {
      sessions: summaries.map(({ handle, device, place, createdAt, lastSeenAt }) => ({
        id: handle,
        browser: device.browser,
        os: device.os,
        deviceType: device.type,
        place,
        signedInAt: new Date(createdAt).toISOString(),
        lastSeenAt: new Date(lastSeenAt).toISOString(),
        current: handle === current,
      })),
    };
  }),

  /** Signs out another of the person's devices. A handle that is not theirs is not found. */
  signOut: authedProcedure
    .input(handleInput)
    .output(z.object({ ended: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      if (input.id === ctx.services.sessions.handleOf(ctx.session.id)) {
        // This device signs out with the sign-out button: it also ends the IdP session here.
        throw new KadoError('FORBIDDEN', 'Use Sign out to sign this device out.');
      }
      const ended = await endDeviceSession(ctx.services, ctx.session, input.id, ctx.req.log);
      if (!ended) throw new KadoError('NOT_FOUND', 'That device is not signed in.');
      return { ended };
    }),

  /** Signs out every device of the person but this one. */
  signOutOthers: authedProcedure
    .output(z.object({ ended: z.number().int().min(0) }))
    .mutation(async ({ ctx }) => ({
      ended: await endOtherSessions(ctx.services, ctx.session, ctx.req.log),
    })),
} satisfies TRPCRouterRecord;
