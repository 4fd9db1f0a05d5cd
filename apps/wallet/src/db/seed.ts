/**
 * Demo data for the embedded default: the catalog and the demo account's points and vouchers. Idempotent, in
 * one transaction, and serialised by an advisory lock so several processes may start together. It
 * runs at start-up, outside the request limits (Database.maintenance): on a busy machine the
 * catalog's statements may take longer than a request's statement timeout.
 */
import type { Database, Queryable } from '@kado/db';
import { DAY_MS, DEMO_ACCOUNT } from '@kado/shared';
import type { ExchangeResult } from '@kado/shared/schemas';

import { seedDemoBoxes } from '../domain/boxes/demo.js';
import { fulfilExchange, refundExchange } from '../domain/exchanges/exchanges.js';
import { credit, expireOverdueLots } from '../domain/ledger/ledger.js';
import { markUsed } from '../domain/vouchers/vouchers.js';
import { seedCatalog } from './seed-catalog.js';

/**
 * Two unaddressed SG gift boxes (1,000 points each) to try a charge with, named here so the README
 * can mention them: demo data, never logged.
 */
export const DEMO_BOX_CODES = ['KTH3-7DG5-4YHK-X9JU', 'MGQB-4P6R-Q1GP-ETZZ'] as const;

/**
 * The demo account's history, replayed through the real ledger at the times it happened: three
 * live lots (15,500 points), one lot that expired 10 days ago, and a lot that paid for six past
 * exchanges whose vouchers are now in every state — expired, used (once beyond undo, once
 * within it), refunded, and active (two of them expiring within 7 days).
 */
const DEMO_GRANTS = [
  { points: 10_500, grantedDaysAgo: 110, expiresInDays: -15 },
  { points: 1_000, grantedDaysAgo: 100, expiresInDays: -10 },
  { points: 5_000, grantedDaysAgo: 60, expiresInDays: 20 },
  { points: 8_000, grantedDaysAgo: 30, expiresInDays: 120 },
  { points: 2_500, grantedDaysAgo: 5, expiresInDays: 300 },
] as const;

const DEMO_EXCHANGES = [
  { giftId: 'harbour-croissant-box-sg', quantity: 1, daysAgo: 99 },
  { giftId: 'kopi-lane-iced-latte-sg', quantity: 2, daysAgo: 85 },
  { giftId: 'lumen-books-25-sg', quantity: 1, daysAgo: 40, usedDaysAgo: 38 },
  { giftId: 'nova-movie-ticket-sg', quantity: 1, daysAgo: 30, refundedDaysAgo: 29 },
  { giftId: 'tropika-mart-30-sg', quantity: 1, daysAgo: 20 },
  { giftId: 'kopi-lane-10-sg', quantity: 1, daysAgo: 18, usedDaysAgo: 2 / 24 },
] as const;

/** Ledger reasons are stable codes; the SPA shows them in the reader's language. */
const DEMO_GRANT_REASON = 'demo_grant';
const DEMO_REFUND_REASON = 'demo_refund';

export async function seedDemo(db: Database, now: Date): Promise<void> {
  await db.maintenance((session) =>
    session.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('kado:wallet-seed'))`);
      await seedCatalog(tx, now);
      await seedDemoAccount(tx, now);
      await seedDemoBoxes(tx, now, DEMO_BOX_CODES);
    }),
  );
}

async function seedDemoAccount(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO accounts (subject, display_name, email, market) VALUES ($1, $2, $3, 'SG')
     ON CONFLICT (subject) DO NOTHING`,
    [DEMO_ACCOUNT.subject, DEMO_ACCOUNT.name, DEMO_ACCOUNT.email],
  );
  const [account] = await tx.query<{ id: string; granted: boolean }>(
    `SELECT id, EXISTS (SELECT 1 FROM ledger_entries e WHERE e.account_id = a.id) AS granted
     FROM accounts a WHERE subject = $1`,
    [DEMO_ACCOUNT.subject],
  );
  if (!account || account.granted) return;
  const accountId = account.id;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);

  // Each event at its time, in time order; a later step may need an earlier one's result.
  const exchanged = new Map<(typeof DEMO_EXCHANGES)[number], ExchangeResult>();
  const exchangeOf = (demo: (typeof DEMO_EXCHANGES)[number]) => {
    const result = exchanged.get(demo);
    if (!result) throw new Error(`demo exchange of ${demo.giftId} has not happened yet`);
    return result;
  };
  const events: { at: Date; run: (when: Date) => Promise<unknown> }[] = [
    ...DEMO_GRANTS.flatMap((grant) => [
      {
        at: at(-grant.grantedDaysAgo),
        run: (when: Date) =>
          credit(tx, {
            accountId,
            points: grant.points,
            expiresAt: at(grant.expiresInDays),
            source: 'grant',
            reason: DEMO_GRANT_REASON,
            now: when,
          }),
      },
      // What the sweeper would have written on the day the lot ran out.
      ...(grant.expiresInDays <= 0
        ? [
            {
              at: at(grant.expiresInDays),
              run: (when: Date) => expireOverdueLots(tx, accountId, when),
            },
          ]
        : []),
    ]),
    ...DEMO_EXCHANGES.flatMap((demo) => [
      {
        at: at(-demo.daysAgo),
        run: async (when: Date) => {
          const outcome = await fulfilExchange(
            tx,
            { accountId, giftId: demo.giftId, quantity: demo.quantity, locale: 'en', now: when },
            'SG',
          );
          if (!outcome.ok) throw outcome.error;
          exchanged.set(demo, outcome.value);
        },
      },
      ...('usedDaysAgo' in demo
        ? [
            {
              at: at(-demo.usedDaysAgo),
              run: async (when: Date) => {
                for (const voucher of exchangeOf(demo).vouchers) {
                  await markUsed(tx, accountId, voucher.id, when);
                }
              },
            },
          ]
        : []),
      ...('refundedDaysAgo' in demo
        ? [
            {
              at: at(-demo.refundedDaysAgo),
              run: (when: Date) =>
                refundExchange(tx, {
                  ledgerEntryId: exchangeOf(demo).ledgerEntryId,
                  reason: DEMO_REFUND_REASON,
                  now: when,
                }),
            },
          ]
        : []),
    ]),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) await event.run(event.at);
}
