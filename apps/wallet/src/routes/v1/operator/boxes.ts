/** Operator endpoint: issue gift boxes. The answer is the only place full codes ever appear. */
import { KadoError } from '@kado/shared';
import {
  idempotentRequestHeadersSchema,
  issueBoxesRequestSchema,
  issuedBoxesSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { issueBoxes } from '../../../domain/boxes/boxes.js';
import { parseMobileNumber } from '../../../domain/phone/phone-number.js';
import { principalOf } from '../../../plugins/auth.js';
import { answerOperatorIdempotently, IDEMPOTENCY_DESCRIPTION, sendAnswer } from '../idempotent.js';
import { noQuerySchema } from '../schemas.js';

function invalidField(path: string, message: string): KadoError {
  return new KadoError('VALIDATION_FAILED', 'The request is not valid', [
    { in: 'body', path, message },
  ]);
}

export const operatorBoxRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/operator/boxes',
    {
      schema: {
        summary: 'Issue 1–1000 gift boxes alike, optionally addressed to a phone of their market',
        description: `Boxes expire 180 days after issue unless expiresAt says otherwise. ${IDEMPOTENCY_DESCRIPTION}`,
        tags: ['operator'],
        querystring: noQuerySchema,
        headers: idempotentRequestHeadersSchema,
        body: issueBoxesRequestSchema,
        response: { 201: issuedBoxesSchema },
      },
    },
    async (request, reply) => {
      const { market, points, count, recipientPhone } = request.body;
      const now = new Date();
      const expiresAt = request.body.expiresAt ? new Date(request.body.expiresAt) : undefined;
      if (expiresAt && expiresAt <= now) throw invalidField('expiresAt', 'must be in the future');
      if (recipientPhone !== undefined && parseMobileNumber(recipientPhone)?.market !== market) {
        throw invalidField('recipientPhone', `must be a mobile number of the market ${market}`);
      }
      const answer = await answerOperatorIdempotently(request, 'issue-boxes', async (tx) => ({
        status: 201,
        body: await issueBoxes(tx, {
          market,
          points,
          count,
          ...(expiresAt ? { expiresAt } : {}),
          ...(recipientPhone ? { recipientPhone } : {}),
          issuedBy: principalOf(request).subject,
          now,
        }),
      }));
      // Counts only: codes are secrets and never reach the log.
      if (!answer.replayed) {
        request.log.info(
          { market, points, count, addressed: recipientPhone !== undefined },
          'gift boxes issued',
        );
      }
      return sendAnswer(reply, answer);
    },
  );
  done();
};
