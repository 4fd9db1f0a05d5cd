/** The points history: lots, credits, expiries and the ledger itself (also as CSV). */
import { MARKET_TIME_ZONES, localeInfo } from '@kado/shared';
import {
  localeCodeSchema,
  chargePageSchema,
  expirationsSchema,
  ledgerPageSchema,
  lotPageSchema,
  pointsPageQuerySchema,
  textSchema,
  type Me,
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

/**
 * The time zone an account's days are counted in: its market's, else the market of its language,
 * else Singapore's (the default locale's market).
 */
export function accountTimeZone(account: Pick<Me, 'market' | 'locale'>): string {
  const market = account.market ?? (account.locale ? localeInfo(account.locale).market : 'SG');
  return MARKET_TIME_ZONES[market];
}

/** The reader's language for a download (the BFF sends the one the person is using). */
const csvQuerySchema = z.object({ locale: localeCodeSchema.optional() }).strict();

/** Lot pages continue after a lot id. */
const lotPageQuerySchema = pointsPageQuerySchema.extend({
  cursor: z.uuid({ error: NOT_A_CURSOR }).optional(),
});

/** Entry pages continue after an entry's position in the ledger. */
const entryPageQuerySchema = pointsPageQuerySchema.extend({
  cursor: textSchema
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
        summary: "Points expiring, by day in the market's time zone, and lots that expired",
        tags: ['points'],
        querystring: noQuerySchema,
        response: { 200: expirationsSchema },
      },
    },
    async (request) => {
      const account = await callerAccount(request);
      return getExpirations(app.db, account.id, new Date(), accountTimeZone(account));
    },
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
        description:
          "UTF-8 with a byte-order mark; headers and entry types in `locale` (else the profile's language, else English); times on the market's clock.",
        tags: ['points'],
        querystring: csvQuerySchema,
        response: {
          200: { description: 'The ledger', content: { 'text/csv': { schema: textSchema } } },
        },
      },
    },
    async (request, reply) => {
      const account = await callerAccount(request);
      const csv = await ledgerCsv(app.db, account.id, {
        locale: request.query.locale ?? account.locale ?? 'en',
        timeZone: accountTimeZone(account),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="kado-points-ledger.csv"')
        .send(csv);
    },
  );
  done();
};
