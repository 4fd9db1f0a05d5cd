/**
 * Giving a gift (PRODUCT.md §10): the sender's side under /sent-gifts, the recipient's under
 * /received-gifts. The link's token is the permission to open, claim or decline, so it travels
 * only in request bodies: never in a path or query, which reach logs.
 */
import {
  claimedPresentSchema,
  claimPresentRequestSchema,
  declinedPresentSchema,
  declinePresentRequestSchema,
  idempotentRequestHeadersSchema,
  localeQuerySchema,
  openPresentRequestSchema,
  presentCardSchema,
  receivedPresentSchema,
  sendPresentRequestSchema,
  sentPresentListQuerySchema,
  sentPresentPageSchema,
  sentPresentResultSchema,
  sentPresentSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { runCallerIdempotent } from '../../../domain/idempotency/idempotency.js';
import {
  cancelPresent,
  claimPresent,
  declinePresent,
  listSentPresents,
  newPresentToken,
  openPresent,
  readPresentCard,
  sendPresent,
} from '../../../domain/presents/presents.js';
import { principalOf } from '../../../plugins/auth.js';
import { envelope } from '../../../plugins/errors.js';
import { callerAccount } from '../caller.js';
import { IDEMPOTENCY_DESCRIPTION, sendAnswer } from '../idempotent.js';
import { noQuerySchema } from '../schemas.js';

const REFUSALS =
  'Refusals: 404 GIFT_NOT_FOUND (no gift has this token), 409 GIFT_ALREADY_CLAIMED, 409 GIFT_CLOSED (details.state: declined, cancelled or returned), 403 GIFT_LOCKED (5 wrong passcodes), 403 PASSCODE_REQUIRED, 403 PASSCODE_WRONG (details.triesLeft).';

/** The sender's routes and the claim: behind the user scope. */
export const presentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/sent-gifts',
    {
      schema: {
        summary: 'Send a gift: exchange points for 1–5 vouchers held for whoever claims the link',
        description: `Debits like an exchange (403 PHONE_NOT_VERIFIED, 409 GIFT_UNAVAILABLE, 409 OUT_OF_STOCK, 409 INSUFFICIENT_POINTS), at most 20 gifts waiting (409 GIFT_LIMIT) and 10 sends an hour (429 RATE_LIMITED). The answer's \`token\` goes in the link (\`/receive#<token>\`); it is given this once and never stored, so a replay answers with \`token: null\`. ${IDEMPOTENCY_DESCRIPTION}`,
        tags: ['gifting'],
        querystring: localeQuerySchema,
        headers: idempotentRequestHeadersSchema,
        body: sendPresentRequestSchema,
        response: { 201: sentPresentResultSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const answer = await runCallerIdempotent(
        app.db,
        {
          identity: principalOf(request),
          key: typeof key === 'string' ? key : undefined,
          operation: 'send_present',
          payload: request.body,
        },
        async (tx, accountId) => {
          const outcome = await sendPresent(tx, {
            accountId,
            request: request.body,
            locale: request.query.locale,
            token: newPresentToken(),
          });
          if (!outcome.ok) {
            const { error } = outcome;
            return {
              status: error.status,
              body: envelope(error.code, error.message, request.id, error.details),
            };
          }
          // The token is answered once and kept nowhere, the stored answer included.
          const { token, ...kept } = outcome.value;
          return { status: 201, body: { ...kept, token: null }, fresh: { token } };
        },
      );
      if (answer.status === 201 && !answer.replayed) {
        request.log.info(
          { giftId: request.body.giftId, quantity: request.body.quantity },
          'gift sent',
        );
      }
      reply.header('cache-control', 'no-store');
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    '/sent-gifts',
    {
      schema: {
        summary:
          "The gifts I sent, newest first: each one's state and history (never whether the recipient used it)",
        tags: ['gifting'],
        querystring: sentPresentListQuerySchema,
        response: { 200: sentPresentPageSchema },
      },
    },
    async (request) => listSentPresents(app.db, (await callerAccount(request)).id, request.query),
  );

  app.post(
    '/sent-gifts/:id/cancel',
    {
      schema: {
        summary: 'Take back a gift not yet claimed: its points return to my lots',
        description:
          'Refusals: 404 GIFT_NOT_FOUND (not one of mine), 409 GIFT_ALREADY_CLAIMED, 409 GIFT_CLOSED (details.state).',
        tags: ['gifting'],
        params: z.object({ id: z.uuid() }),
        querystring: noQuerySchema,
        response: { 200: sentPresentSchema },
      },
    },
    async (request) => {
      const account = await callerAccount(request);
      return app.db.transaction((tx) =>
        cancelPresent(tx, { senderId: account.id, presentId: request.params.id }),
      );
    },
  );

  app.post(
    '/received-gifts/claim',
    {
      schema: {
        summary: 'Claim a gift into my wallet: its vouchers become mine, expiry unchanged',
        description: `No verified phone needed. Exactly one claim of a link wins. 409 OWN_GIFT for the sender. Claiming again what I claimed answers the same. ${REFUSALS}`,
        tags: ['gifting'],
        querystring: noQuerySchema,
        body: claimPresentRequestSchema,
        response: { 200: claimedPresentSchema },
      },
    },
    async (request) => {
      const account = await callerAccount(request);
      // A refusal still commits what it counted (a wrong passcode), then answers as an error.
      const outcome = await app.db.transaction((tx) =>
        claimPresent(tx, { ...request.body, claimantId: account.id }),
      );
      if (!outcome.ok) throw outcome.error;
      request.log.info('gift claimed');
      return outcome.value;
    },
  );
  done();
};

/**
 * What anyone may do without signing in: read a gift's preview card by its id; and, holding its
 * link, open the card and decline the gift.
 */
export const publicPresentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/received-gifts/open',
    {
      schema: {
        summary: 'Open a gift link: the card, message, sender name, gift and validity; no code',
        description:
          'No sign-in. The first open of a sent gift marks it opened and tells the sender. 404 GIFT_NOT_FOUND for an unknown token.',
        tags: ['gifting'],
        querystring: localeQuerySchema,
        body: openPresentRequestSchema,
        response: { 200: receivedPresentSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return openPresent(app.db, request.body.token, request.query.locale);
    },
  );

  app.get(
    '/gift-cards/:id',
    {
      schema: {
        summary: "A gift's link preview: its card design, sender name and gift; nothing private",
        description:
          "No sign-in: the gift's id is in its link's query (`/receive?card=<id>#<token>`), which chat apps read to draw a preview. The gift is named in the language it was sent in (`locale`). Never the message, the state, the token or a voucher code. 404 GIFT_NOT_FOUND for an unknown id. Cacheable for a minute.",
        tags: ['gifting'],
        params: z.object({ id: z.uuid() }),
        querystring: noQuerySchema,
        response: { 200: presentCardSchema },
      },
    },
    async (request, reply) => {
      const card = await readPresentCard(app.db, request.params.id);
      // Set once the card is found: an error keeps the default no-store.
      reply.header('cache-control', 'public, max-age=60');
      return card;
    },
  );

  app.post(
    '/received-gifts/decline',
    {
      schema: {
        summary:
          'Decline a gift, with an optional thank-you line: its points go back to the sender',
        description: `No sign-in. ${REFUSALS}`,
        tags: ['gifting'],
        querystring: noQuerySchema,
        body: declinePresentRequestSchema,
        response: { 200: declinedPresentSchema },
      },
    },
    async (request) => {
      const outcome = await app.db.transaction((tx) => declinePresent(tx, request.body));
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
  );
  done();
};
