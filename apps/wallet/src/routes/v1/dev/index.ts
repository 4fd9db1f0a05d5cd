/**
 * Development-only endpoints, registered only outside production: the SMS outbox lets people and
 * end-to-end tests read the codes the embedded default "sends".
 */
import { smsOutboxQuerySchema, smsOutboxSchema } from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

const LATEST_MESSAGES = 10;

export const devRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const outbox = app.smsOutbox;
  if (outbox) {
    app.get(
      '/dev/sms-outbox',
      {
        schema: {
          summary: 'The latest SMS messages sent to a number, newest first (development only)',
          tags: ['dev'],
          querystring: smsOutboxQuerySchema,
          response: { 200: smsOutboxSchema },
        },
      },
      async (request) => ({ messages: await outbox.latest(request.query.phone, LATEST_MESSAGES) }),
    );
  }
  done();
};
