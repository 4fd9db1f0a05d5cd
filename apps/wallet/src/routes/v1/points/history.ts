/** The points history: lots, credits, expiries and the ledger itself (also as CSV). */
import {
  chargePageSchema,
  expirationsSchema,
  ledgerPageSchema,
  lotPageSchema,
  pointsPageQuerySchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  getExpirations,
  ledgerCsv,
  listCharges,
  listLedger,
  listLots,
} from '../../../domain/ledger/history.js';
import { noQuerySchema } from '../schemas.js';
import { callerAccount } from '../caller.js';

const NOT_A_CURSOR = 'is not a cursor from a previous page';

/** Lot pages continue after a lot id. */
const lotPageQuerySchema = pointsPageQuerySchema.extend({
  cursor: z.uuid({ error: NOT_A_CURSOR }).optional(),
});

/** Entry pages continue after an entry's position in the ledger. */
const entryPageQuerySchema = pointsPageQuerySchema.extend({
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, NOT_A_CURSOR)
    .transform((value) => BigInt(value))
    .optional(),
});

export const pointsHistoryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/points/lots',
    {
      schema: {
        summary: 'Every lot of points, first-expiring first',
        tags: ['points'],
        querystring: lotPageQuerySchema,
        response: { 200: lotPageSchema },
      },
    },
    async (request) =>
      listLots(app.db, (await callerAccount(request)).id, request.query, new Date()),
  );

  app.get(
    '/points/charges',
    {
      schema: {
        summary: 'Every credit (charge, merge, grant, refund), newest first',
        tags: ['points'],
        querystring: entryPageQuerySchema,
        response: { 200: chargePageSchema },
      },
    },
    async (request) => listCharges(app.db, (await callerAccount(request)).id, request.query),
  );

  app.get(
    '/points/expirations',
    {
      schema: {
        summary: 'Points expiring, by day, and lots that expired',
        tags: ['points'],
        querystring: noQuerySchema,
        response: { 200: expirationsSchema },
      },
    },
    async (request) => getExpirations(app.db, (await callerAccount(request)).id, new Date()),
  );

  app.get(
    '/points/ledger',
    {
      schema: {
        summary: 'Every ledger entry with the balance before and after, newest first',
        tags: ['points'],
        querystring: entryPageQuerySchema,
        response: { 200: ledgerPageSchema },
      },
    },
    async (request) => listLedger(app.db, (await callerAccount(request)).id, request.query),
  );

  app.get(
    '/points/ledger.csv',
    {
      schema: {
        summary: 'The whole ledger as CSV, oldest first',
        tags: ['points'],
        querystring: noQuerySchema,
        response: {
          200: { description: 'The ledger', content: { 'text/csv': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="kado-points-ledger.csv"')
        .send(await ledgerCsv(app.db, (await callerAccount(request)).id)),
  );
  done();
};
