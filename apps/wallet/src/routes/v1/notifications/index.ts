/** The signed-in account's notifications: the list, the unread count, marking them read. */
import {
  markReadRequestSchema,
  markReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import {
  listNotifications,
  markRead,
  unreadCount,
} from '../../../domain/notifications/notifications.js';
import { noQuerySchema } from '../schemas.js';
import { callerAccount } from '../caller.js';

export const notificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/notifications',
    {
      schema: {
        summary:
          'My notifications, newest first; the SPA words them from kind and params (voucher notices name their gift in the locale)',
        tags: ['notifications'],
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => listNotifications(app.db, (await callerAccount(request)).id, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        summary: 'How many of my notifications are unread',
        tags: ['notifications'],
        querystring: noQuerySchema,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => ({ unread: await unreadCount(app.db, (await callerAccount(request)).id) }),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        summary: 'Mark some of my notifications read ({ids}) or all of them ({all: true})',
        tags: ['notifications'],
        querystring: noQuerySchema,
        body: markReadRequestSchema,
        response: { 200: markReadSchema },
      },
    },
    async (request) => markRead(app.db, (await callerAccount(request)).id, request.body),
  );
  done();
};
