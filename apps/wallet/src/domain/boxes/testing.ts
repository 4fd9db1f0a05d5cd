/** Helpers for gift box tests: accounts with a verified phone, and boxes issued straight away. */
import { randomUUID } from 'node:crypto';

import type { Database } from '@kado/db';
import type { MarketCode } from '@kado/shared';

import { issueBoxes, type IssueInput } from './boxes.js';

let phones = 0;

/** A fresh Singapore mobile number, unique within a test run. */
export function testPhone(): string {
  phones += 1;
  return `+6591${String(phones).padStart(6, '0')}`;
}

/** An account for `subject` (a fresh one by default) with a verified phone in `market`. */
export async function verifiedAccount(
  db: Database,
  options: { subject?: string; phone?: string; market?: MarketCode } = {},
) {
  const subject = options.subject ?? `box-${randomUUID()}`;
  const phone = options.phone ?? testPhone();
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO accounts (subject, phone, phone_verified_at, market)
     VALUES ($1, $2, now(), $3) RETURNING id`,
    [subject, phone, options.market ?? 'SG'],
  );
  if (!row) throw new Error('no account row');
  return { id: row.id, subject, phone };
}

/** Issues boxes (SG, 100 points, one by default) and returns their codes and ids. */
export async function issue(db: Database, input: Partial<IssueInput> = {}) {
  const issued = await db.transaction((tx) =>
    issueBoxes(tx, { market: 'SG', points: 100, count: 1, issuedBy: 'test', ...input }),
  );
  return issued.items;
}
