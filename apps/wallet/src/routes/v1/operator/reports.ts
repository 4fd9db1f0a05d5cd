/** Operator reports: the points the wallet owes its users, per market. */
import { DAY_MS, MARKET_CODES } from '@kado/shared';
import { outstandingPointsReportSchema, type OutstandingPointsReport } from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { noQuerySchema } from '../schemas.js';

type Row = OutstandingPointsReport['markets'][number];

export const operatorReportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/operator/reports/outstanding-points',
    {
      schema: {
        summary:
          'Per market: accounts holding live points, the points outstanding, and those expiring within 30 days',
        tags: ['operator'],
        querystring: noQuerySchema,
        response: { 200: outstandingPointsReportSchema },
      },
    },
    async () => {
      const now = new Date();
      const rows = await app.db.query<Row>(
        `SELECT a.market,
                count(DISTINCT a.id)::int AS "accountsWithPoints",
                sum(l.remaining)::int AS outstanding,
                coalesce(sum(l.remaining) FILTER (WHERE l.expires_at <= $2), 0)::int
                  AS "expiringWithin30Days"
         FROM point_lots l JOIN accounts a ON a.id = l.account_id
         WHERE l.remaining > 0 AND l.expires_at > $1
         GROUP BY a.market`,
        [now.toISOString(), new Date(now.getTime() + 30 * DAY_MS).toISOString()],
      );
      const byMarket = new Map(rows.map((row) => [row.market, row]));
      // Every market appears, with zeros when nobody there holds points; accounts without one last.
      const markets = [...MARKET_CODES, null].map(
        (market): Row =>
          byMarket.get(market) ?? {
            market,
            accountsWithPoints: 0,
            outstanding: 0,
            expiringWithin30Days: 0,
          },
      );
      const sum = (key: Exclude<keyof Row, 'market'>) =>
        markets.reduce((total, row) => total + row[key], 0);
      return {
        generatedAt: now.toISOString(),
        markets,
        total: {
          accountsWithPoints: sum('accountsWithPoints'),
          outstanding: sum('outstanding'),
          expiringWithin30Days: sum('expiringWithin30Days'),
        },
      };
    },
  );
  done();
};
