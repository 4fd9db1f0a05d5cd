/** Shapes the BFF gives the browser: the runtime config inlined into index.html and the session. */
import { z } from 'zod';

import { localeCodeSchema } from './common.js';
import { textSchema } from './text.js';

/**
 * Served by the BFF inside `<script type="application/json" id="kado-config">` (never executed,
 * so CSP-safe); the SPA reads it before it starts.
 */
export const runtimeConfigSchema = z.object({
  environment: textSchema,
  /** Base of the tRPC API; overridable per deployment. */
  apiBaseUrl: textSchema,
  locale: localeCodeSchema,
  sentryDsn: textSchema.nullable(),
  sentryTracesSampleRate: z.number().min(0).max(1),
  gtmId: textSchema.nullable(),
  imageCdnUrl: textSchema,
  giftBoxSiteUrl: textSchema.nullable(),
  /** Set when the BFF answered the HTML request with an error status (404, 500). */
  initialError: z.object({ status: z.number().int(), message: textSchema }).nullable(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** What `session.me` answers: enough for the SPA's guards and header, never a token. */
export const sessionViewSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false), locale: localeCodeSchema }),
  z.object({
    signedIn: z.literal(true),
    locale: localeCodeSchema,
    phoneVerified: z.boolean(),
    user: z.object({ name: textSchema.nullable(), email: textSchema.nullable() }),
  }),
]);
export type SessionView = z.infer<typeof sessionViewSchema>;

export const logoutResponseSchema = z.object({ redirectTo: textSchema });
