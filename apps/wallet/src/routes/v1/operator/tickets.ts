/** Operator endpoints for support: read a ticket a shopper sent from /contact-us. */
import { z } from 'zod';

import { KadoError } from '@kado/shared';
import { ticketSchema } from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { getTicket } from '../../../domain/contact/contact.js';
import { noQuerySchema } from '../schemas.js';

export const operatorTicketRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/operator/tickets/:id',
    {
      schema: {
        summary: 'A contact ticket by id, with its topic, message and reply address',
        tags: ['operator'],
        querystring: noQuerySchema,
        params: z.object({ id: z.uuid() }),
        response: { 200: ticketSchema },
      },
    },
    async (request) => {
      const ticket = await getTicket(app.db, request.params.id);
      if (!ticket) throw new KadoError('NOT_FOUND', 'No such ticket');
      return ticket;
    },
  );
  done();
};
