/**
 * Vouchers changed by two parties at once: the owner marking one used while an operator refunds
 * its exchange, and share links created at once at the limit. Races need real concurrent
 * connections: PostgreSQL only (PGlite runs one transaction at a time).
 */
import type { Transaction } from '@kado/db';
import type { CreatedShare, Voucher } from '@kado/shared/schemas';
import { describe, expect, it } from 'vitest';

import { verifiedAccount } from '../../../domain/boxes/testing.js';
import { refundExchange } from '../../../domain/exchanges/exchanges.js';
import { entriesOf, ledgerSums, lotsOf } from '../../../domain/ledger/testing.js';
import { markUsed } from '../../../domain/vouchers/vouchers.js';
import { waitForLockWait } from '../../../test/lock-wait.js';
import { errorCode, useExchangeWallet } from '../exchanges/testing.js';

describe('voucher races on postgres', () => {
  const { db, call, operator, createGift, grant, exchanged } = useExchangeWallet('postgres');

  /** A verified account holding `quantity` fresh vouchers of one exchange of 10 points each. */
  const holder = async (quantity = 1) => {
    const account = await verifiedAccount(db());
    const giftId = await createGift({ points: 10 });
    await grant(account.subject, 10 * quantity);
    const exchange = await exchanged(account.subject, giftId, quantity);
    return { account, exchange, voucher: exchange.vouchers[0]! };
  };
  const use = (subject: string, id: string) => call('POST', `/v1/vouchers/${id}/use`, subject);
  const share = (subject: string, id: string) => call('POST', `/v1/vouchers/${id}/shares`, subject);
  const refund = (ledgerEntryId: string) =>
    operator('POST', '/v1/operator/refunds', { ledgerEntryId, reason: 'test_refund' });
  /** The statuses of the exchange's vouchers, in issue order, as their owner reads them. */
  const statusesOf = async (subject: string, exchangeId: string) => {
    const vouchers = await db().query<{ id: string }>(
      'SELECT id FROM vouchers WHERE exchange_id = $1 ORDER BY seq',
      [exchangeId],
    );
    const statuses = [];
    for (const { id } of vouchers) {
      statuses.push((await call('GET', `/v1/vouchers/${id}`, subject)).json<Voucher>().status);
    }
    return statuses;
  };
  const liveShares = async (voucherId: string) =>
    (
      await db().query<{ n: number }>(
        'SELECT count(*)::int AS n FROM voucher_shares WHERE voucher_id = $1 AND revoked_at IS NULL',
        [voucherId],
      )
    )[0]?.n;

  /**
   * Runs `step` in a transaction of its own and keeps that transaction open, its locks held,
   * until `commit` is called; `commit` answers once it has committed.
   */
  async function holding(step: (tx: Transaction) => Promise<unknown>) {
    let release: (() => void) | undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let stepped: (() => void) | undefined;
    const done = new Promise<void>((resolve) => {
      stepped = resolve;
    });
    const committed = db().transaction(async (tx) => {
      await step(tx);
      stepped?.();
      await released;
    });
    await Promise.race([done, committed]);
    return {
      commit: async () => {
        release?.();
        await committed;
      },
    };
  }

  describe('refund against marking used', () => {
    it('refuses the refund that waited while the owner marked a voucher used', async () => {
      const { account, exchange, voucher } = await holder(2);
      const before = {
        entries: await entriesOf(db(), account.id),
        lots: await lotsOf(db(), account.id),
      };
      const marking = await holding((tx) => markUsed(tx, account.id, voucher.id, new Date()));
      const refunding = refund(exchange.ledgerEntryId);
      // The refund is waiting for the voucher the owner is marking when that commits.
      await waitForLockWait(db());
      await marking.commit();
      const refused = await refunding;
      expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'NOT_REFUNDABLE']);
      expect(await statusesOf(account.subject, exchange.id)).toEqual(['used', 'active']);
      expect({
        entries: await entriesOf(db(), account.id),
        lots: await lotsOf(db(), account.id),
      }).toEqual(before);
    });

    it('refuses marking used a voucher whose exchange was refunded while it waited', async () => {
      const { account, exchange, voucher } = await holder(2);
      const refunding = await holding((tx) =>
        refundExchange(tx, { ledgerEntryId: exchange.ledgerEntryId, reason: 'test_refund' }),
      );
      const using = use(account.subject, voucher.id);
      // Marking used is waiting for the voucher the refund is voiding when that commits.
      await waitForLockWait(db());
      await refunding.commit();
      const refused = await using;
      expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'VOUCHER_NOT_ACTIVE']);
      expect(refused.json()).toMatchObject({ error: { details: { status: 'refunded' } } });
      expect(await statusesOf(account.subject, exchange.id)).toEqual(['refunded', 'refunded']);
      expect(await ledgerSums(db(), account.id)).toEqual({ entries: 20, remainders: 20 });
    });
  });

  describe('share links at the limit', () => {
    it('creates one of five links asked for at once beside four live ones', async () => {
      const { account, voucher } = await holder();
      for (let i = 0; i < 4; i += 1) {
        expect((await share(account.subject, voucher.id)).statusCode).toBe(201);
      }
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => share(account.subject, voucher.id)),
      );
      expect(answers.map((answer) => errorCode(answer) ?? answer.statusCode).sort()).toEqual([
        201,
        'SHARE_LIMIT_REACHED',
        'SHARE_LIMIT_REACHED',
        'SHARE_LIMIT_REACHED',
        'SHARE_LIMIT_REACHED',
      ]);
      expect(await liveShares(voucher.id)).toBe(5);
    });

    it('creates five of eight links asked for at once, each with its own token', async () => {
      const { account, voucher } = await holder();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => share(account.subject, voucher.id)),
      );
      const created = answers.filter((answer) => answer.statusCode === 201);
      expect(created).toHaveLength(5);
      expect(new Set(created.map((answer) => answer.json<CreatedShare>().token)).size).toBe(5);
      expect(answers.filter((answer) => errorCode(answer) === 'SHARE_LIMIT_REACHED')).toHaveLength(
        3,
      );
      expect(await liveShares(voucher.id)).toBe(5);
    });
  });
});
