/**
 * Popular gifts: exchanges per gift, market and UTC day, summed over the last 30 days. The
 * exchange flow calls recordExchange in its transaction; ties rank by the curated order.
 */
import type { Queryable } from '@kado/db';
import type { LocaleCode, MarketCode } from '@kado/shared';
import type { PopularGift } from '@kado/shared/schemas';

import { GIFT_COLUMNS, GIFT_JOINS, toGift, type GiftRow } from './gifts.js';

export const POPULAR_WINDOW_DAYS = 30;

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The statement that counts one exchange of a gift in a market on its UTC day (`YYYY-MM-DD`), for
 * the exchange's own statement; the arguments are its parameters' placeholders.
 */
export function recordExchangeSql(
  giftId: string,
  market: string,
  day: string,
  guard?: string,
): string {
  const values = `${giftId}, ${market}, ${day}::date, 1`;
  return `INSERT INTO exchange_stats (gift_id, market, day, count)
     ${guard ? `SELECT ${values} FROM ${guard}` : `VALUES (${values})`}
     ON CONFLICT (market, day, gift_id) DO UPDATE SET count = exchange_stats.count + 1`;
}

/** Counts one exchange of a gift in a market on the day it happened. */
export async function recordExchange(
  db: Queryable,
  exchange: { giftId: string; market: MarketCode; at: Date },
): Promise<void> {
  await db.query(recordExchangeSql('$1', '$2', '$3'), [
    exchange.giftId,
    exchange.market,
    utcDay(exchange.at),
  ]);
}

export async function listPopularGifts(
  db: Queryable,
  options: { locale: LocaleCode; market?: MarketCode | undefined; limit: number; now: Date },
): Promise<PopularGift[]> {
  const rows = await db.query<GiftRow & { exchanges: number }>(
    `SELECT ${GIFT_COLUMNS}, coalesce(sum(e.count), 0)::int AS exchanges
     FROM gifts g ${GIFT_JOINS}
     LEFT JOIN exchange_stats e
       ON e.gift_id = g.id
      AND e.day > $3::date - ${POPULAR_WINDOW_DAYS}
      AND ($2::text IS NULL OR e.market = $2)
     WHERE g.active AND ($2::text IS NULL OR g.market = $2)
     GROUP BY g.id, b.id, c.id
     ORDER BY exchanges DESC, g.curated_rank, g.id
     LIMIT $4`,
    [options.locale, options.market ?? null, utcDay(options.now), options.limit],
  );
  return rows.map((row) => ({ ...toGift(row), exchanges: row.exchanges }));
}
