/**
 * Demo data for the embedded default: the catalog and the demo account's points. Idempotent, in
 * one transaction, and serialised by an advisory lock so several processes may start together.
 */
import type { Database, Queryable } from '@kado/db';
import { DEMO_ACCOUNT } from '@kado/shared';

import { seedDemoBoxes } from '../domain/boxes/demo.js';
import { seedCatalog } from './seed-catalog.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Two unaddressed SG gift boxes (1,000 points each) to try a charge with, named here so the README
 * can mention them: demo data, never logged.
 */
export const DEMO_BOX_CODES = ['KTH3-7DG5-4YHK-X9JU', 'MGQB-4P6R-Q1GP-ETZZ'] as const;

/** The demo account's grants: three live lots (15,500 points) and one that expired 10 days ago. */
const DEMO_GRANTS = [
  { points: 1_000, grantedDaysAgo: 100, expiresInDays: -10 },
  { points: 5_000, grantedDaysAgo: 60, expiresInDays: 20 },
  { points: 8_000, grantedDaysAgo: 30, expiresInDays: 120 },
  { points: 2_500, grantedDaysAgo: 5, expiresInDays: 300 },
] as const;

/** Ledger reasons are stable codes; the SPA shows them in the reader's language. */
const DEMO_GRANT_REASON = 'demo_grant';
const EXPIRED_REASON = 'lot_expired';

export async function seedDemo(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('kado:wallet-seed'))`);
    await seedCatalog(tx, now);
    await seedDemoAccount(tx, now);
    await seedDemoBoxes(tx, now, DEMO_BOX_CODES);
  });
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

  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  // The ledger in time order: each grant, and an expiry for each lot already past its date.
  const events = DEMO_GRANTS.flatMap((grant) => {
    const expiresAt = at(grant.expiresInDays);
    const expired = expiresAt <= now;
    return [
      { kind: 'grant', grant, expired, expiresAt, at: at(-grant.grantedDaysAgo) },
      ...(expired ? [{ kind: 'expire', grant, expired, expiresAt, at: expiresAt }] : []),
    ];
  }).sort((a, b) => a.at.getTime() - b.at.getTime());

  const lotIds = new Map<(typeof DEMO_GRANTS)[number], string>();
  let balance = 0;
  for (const event of events) {
    const { grant } = event;
    let lotId = lotIds.get(grant);
    if (lotId === undefined) {
      const [lot] = await tx.query<{ id: string }>(
        `INSERT INTO point_lots (account_id, amount, remaining, source, expires_at, created_at)
         VALUES ($1, $2, $3, 'grant', $4, $5) RETURNING id`,
        [
          account.id,
          grant.points,
          event.expired ? 0 : grant.points,
          event.expiresAt.toISOString(),
          event.at.toISOString(),
        ],
      );
      if (!lot) throw new Error('inserting a demo lot returned no row');
      lotId = lot.id;
      lotIds.set(grant, lotId);
    }
    const points = event.kind === 'grant' ? grant.points : -grant.points;
    await tx.query(
      `INSERT INTO ledger_entries
         (account_id, kind, points, balance_before, balance_after, reason, lot_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        account.id,
        event.kind,
        points,
        balance,
        balance + points,
        event.kind === 'grant' ? DEMO_GRANT_REASON : EXPIRED_REASON,
        lotId,
        event.at.toISOString(),
      ],
    );
    balance += points;
  }
}
