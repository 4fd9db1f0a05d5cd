/**
 * A burst waits for a connection instead of failing (PRODUCT.md §12): a thousand exchanges at once
 * on one wallet process with the default pool all get their answer from the ledger, and only a
 * process overloaded past a request's deadline answers 503, as SERVICE_BUSY.
 */
import { describe, expect, it } from 'vitest';

import { verifiedAccount } from '../../../domain/boxes/testing.js';
import { ledgerSums } from '../../../domain/ledger/testing.js';
import { buildTestApp } from '../../../test/app.js';
import { startTestIssuer } from '../../../test/issuer.js';
import { errorCode, useExchangeWallet } from './testing.js';

const BURST = 1_000;
const AFFORDABLE = 300;

describe('a burst of exchanges on postgres', () => {
  const { db, createGift, grant, exchange, stockOf } = useExchangeWallet('postgres');

  it(`answers ${BURST} exchanges at once on one account: exactly the affordable ones succeed, none 503`, async () => {
    const account = await verifiedAccount(db());
    const giftId = await createGift({ points: 10 }, BURST);
    await grant(account.subject, AFFORDABLE * 10);

    const answers = await Promise.all(
      Array.from({ length: BURST }, () => exchange(account.subject, { giftId })),
    );
    const tally: Record<string, number> = {};
    for (const answer of answers) {
      const key = `${answer.statusCode} ${errorCode(answer) ?? ''}`.trim();
      tally[key] = (tally[key] ?? 0) + 1;
    }
    expect(tally).toEqual({ '201': AFFORDABLE, '409 INSUFFICIENT_POINTS': BURST - AFFORDABLE });
    expect(await ledgerSums(db(), account.id)).toEqual({ entries: 0, remainders: 0 });
    expect(await stockOf(giftId)).toBe(BURST - AFFORDABLE);
  });
});

describe('a process overloaded past the wait on postgres', () => {
  it('answers 503 SERVICE_BUSY with Retry-After, not blaming the database, stays ready, and serves once a connection is free', async () => {
    const issuer = await startTestIssuer();
    const wallet = await buildTestApp({
      issuer: issuer.issuer,
      database: 'postgres',
      env: { DATABASE_QUEUE_TIMEOUT_MS: '100', EXPIRY_SWEEP_INTERVAL_S: '0' },
    });
    try {
      // Every connection of the pool is taken by work that does not end until told to.
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered = 0;
      let allIn: () => void = () => undefined;
      const full = new Promise<void>((resolve) => (allIn = resolve));
      const holders = Array.from({ length: 10 }, () =>
        wallet.app.db.transaction(async (tx) => {
          await tx.query('SELECT 1');
          entered += 1;
          if (entered === 10) allIn();
          await gate;
        }),
      );
      await full;
      const busy = await wallet.app.inject({ url: '/v1/markets' });
      // Busy is not down: readiness asks the database on a connection of its own.
      const ready = await wallet.app.inject({ url: '/readyz' });
      release();
      await Promise.all(holders);

      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toMatch(/^\d+$/);
      const { error } = busy.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe('SERVICE_BUSY');
      expect(error.message).not.toMatch(/database/i);
      expect(ready.statusCode).toBe(200);
      expect((await wallet.app.inject({ url: '/v1/markets' })).statusCode).toBe(200);
    } finally {
      await wallet.close();
      await issuer.close();
    }
  });
});
