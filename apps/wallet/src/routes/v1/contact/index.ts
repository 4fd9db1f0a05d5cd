/**
 * Contact: each market's channels (public), the signed-in account's tickets, and the tickets of
 * signed-out visitors (sent by the BFF with its own client-credentials token).
 */
import {
  contactMethodsQuerySchema,
  contactMethodsSchema,
  guestTicketRequestSchema,
  positionPageQuerySchema,
  ticketPageSchema,
  ticketRequestSchema,
  ticketSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import {
  createGuestTicket,
  createTicket,
  getContactMethods,
  GUEST_TICKETS_PER_HOUR,
  listTickets,
  TICKETS_PER_HOUR,
} from '../../../domain/contact/contact.js';
import { noQuerySchema } from '../schemas.js';
import { callerAccount } from '../caller.js';

export const contactMethodRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/contact/methods',
    {
      schema: {
        summary: "A market's contact channels: e-mail, phone with its hours, chat",
        tags: ['contact'],
        querystring: contactMethodsQuerySchema,
        response: { 200: contactMethodsSchema },
      },
    },
    (request) => getContactMethods(app.db, request.query.market),
  );
  done();
};

export const contactTicketRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/contact/tickets',
    {
      schema: {
        summary: `Send a message to support (at most ${TICKETS_PER_HOUR} an hour)`,
        tags: ['contact'],
        querystring: noQuerySchema,
        body: ticketRequestSchema,
        response: { 201: ticketSchema },
      },
    },
    async (request, reply) => {
      const account = await callerAccount(request);
      const ticket = await app.db.transaction((tx) =>
        createTicket(tx, {
          accountId: account.id,
          accountEmail: account.email,
          request: request.body,
        }),
      );
      request.log.info({ ticketId: ticket.id, topic: ticket.topic }, 'contact ticket created');
      return reply.code(201).send(ticket);
    },
  );

  app.get(
    '/contact/tickets',
    {
      schema: {
        summary: 'My tickets, newest first',
        tags: ['contact'],
        querystring: positionPageQuerySchema,
        response: { 200: ticketPageSchema },
      },
    },
    async (request) => listTickets(app.db, (await callerAccount(request)).id, request.query),
  );
  done();
};

export const contactGuestTicketRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/contact/guest-tickets',
    {
      schema: {
        summary: `A signed-out visitor's message to support (at most ${GUEST_TICKETS_PER_HOUR} an hour per reply address)`,
        tags: ['contact'],
        querystring: noQuerySchema,
        body: guestTicketRequestSchema,
        response: { 201: ticketSchema },
      },
    },
    async (request, reply) => {
      const ticket = await app.db.transaction((tx) =>
        createGuestTicket(tx, { request: request.body }),
      );
      request.log.info(
        { ticketId: ticket.id, topic: ticket.topic },
        'guest contact ticket created',
      );
      return reply.code(201).send(ticket);
    },
  );
  done();
};
