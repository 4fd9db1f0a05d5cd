/** Shapes the BFF gives the browser: the session (the runtime config is in runtime-config.ts). */
import { z } from 'zod';

import { localeCodeSchema, marketCodeSchema } from './common.js';
import { textSchema } from './text.js';

/** What `session.me` answers: enough for the SPA's guards and header, never a token. */
export const sessionViewSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false), locale: localeCodeSchema }),
  z.object({
    signedIn: z.literal(true),
    locale: localeCodeSchema,
    phoneVerified: z.boolean(),
    /** The account's market (from its verified phone): its clock dates the wallet. Null before. */
    market: marketCodeSchema.nullable(),
    user: z.object({ name: textSchema.nullable(), email: textSchema.nullable() }),
    /**
     * An opaque digest of the account (never its id, a token or the session id): this browser's
     * vouchers kept for offline (PRODUCT.md §11) belong to it, and another tag wipes them.
     */
    accountTag: textSchema,
  }),
]);
export type SessionView = z.infer<typeof sessionViewSchema>;

export const logoutResponseSchema = z.object({ redirectTo: textSchema });
