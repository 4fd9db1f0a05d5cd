import { openDatabase } from '@kado/db';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { KadoError } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { waitForLockWait } from '../../test/lock-wait.js';
import { createAccount } from '../ledger/testing.js';
import { deleteAccount } from '../accounts/profile.js';
import {
  deleteExpiredKeys,
  IDEMPOTENCY_TTL_MS,
  runCallerIdempotent,
  runIdempotent,
  type Answer,
} from './idempotency.js';

describe.each(TEST_DATABASE_KINDS)('idempotent requests on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
  });
  afterAll(() => test.dispose());

  /** An effect that counts its runs and answers with the run number. */
  function counter() {
    let runs = 0;
    return {
      runs: () => runs,
      effect: (): Promise<Answer> => {
        runs += 1;
        return Promise.resolve({ status: 201, body: { run: runs } });
      },
    };
  }

  it('runs once per key and payload, however the payload keys are ordered', async () => {
    const accountId = await createAccount(test.db);
    const { runs, effect } = counter();
    const request = { accountId, key: 'k1', operation: 'op' };
    const first = await runIdempotent(
      test.db,
      { ...request, payload: { a: 1, b: [1, 2] } },
      effect,
    );
    const replay = await runIdempotent(
      test.db,
      { ...request, payload: { b: [1, 2], a: 1 } },
      effect,
    );
    expect(first).toEqual({ status: 201, body: { run: 1 }, replayed: false });
    expect(replay).toEqual({ status: 201, body: { run: 1 }, replayed: true });
    expect(runs()).toBe(1);
  });

  it('refuses the key for another payload or operation', async () => {
    const accountId = await createAccount(test.db);
    const { effect } = counter();
    await runIdempotent(test.db, { accountId, key: 'k', operation: 'op', payload: [1] }, effect);
    for (const other of [
      { operation: 'op', payload: [2] },
      { operation: 'other', payload: [1] },
    ]) {
      await expect(
        runIdempotent(test.db, { accountId, key: 'k', ...other }, effect),
      ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    }
  });

  /**
   * An effect that waits for `finish` before it answers, its transaction (and the key it claimed)
   * open meanwhile; `started` resolves once it runs.
   */
  function heldEffect() {
    let finish: (() => void) | undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let start: (() => void) | undefined;
    const started = new Promise<void>((resolve) => {
      start = resolve;
    });
    return {
      started,
      finish: () => finish?.(),
      effect: async (): Promise<Answer> => {
        start?.();
        await finished;
        return { status: 201, body: { run: 'first' } };
      },
    };
  }

  it('refuses a request with the key of one running at the same time for another payload', async () => {
    const accountId = await createAccount(test.db);
    const request = { accountId, key: 'both', operation: 'op' };
    const first = heldEffect();
    const running = runIdempotent(test.db, { ...request, payload: { giftId: 'a' } }, first.effect);
    await first.started;
    const second = counter();
    const conflicting = runIdempotent(
      test.db,
      { ...request, payload: { giftId: 'b' } },
      second.effect,
    );
    // On PostgreSQL the second waits for the key the first holds; PGlite runs it after the first.
    if (kind === 'postgres') await waitForLockWait(test.db);
    first.finish();
    expect(await running).toEqual({ status: 201, body: { run: 'first' }, replayed: false });
    await expect(conflicting).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(second.runs()).toBe(0);
  });

  // Two replicas are two pools on one database: PGlite has one connection.
  it.runIf(kind === 'postgres')(
    'refuses on one replica the key a request for another payload holds on another',
    async () => {
      const replica = await openDatabase({ url: test.url! });
      try {
        const subject = `replicas-${crypto.randomUUID()}`;
        await createAccount(test.db, subject);
        const request = {
          identity: { subject, name: null, email: null },
          key: 'both',
          operation: 'exchange',
        };
        const first = heldEffect();
        const running = runCallerIdempotent(
          test.db,
          { ...request, payload: { giftId: 'a', quantity: 1 } },
          first.effect,
        );
        await first.started;
        const second = counter();
        const conflicting = runCallerIdempotent(
          replica,
          { ...request, payload: { giftId: 'a', quantity: 2 } },
          second.effect,
        );
        await waitForLockWait(test.db);
        first.finish();
        expect(await running).toEqual({ status: 201, body: { run: 'first' }, replayed: false });
        await expect(conflicting).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
        expect(second.runs()).toBe(0);
        // The key keeps the first request's answer.
        expect(
          await runCallerIdempotent(
            replica,
            { ...request, payload: { giftId: 'a', quantity: 1 } },
            second.effect,
          ),
        ).toEqual({ status: 201, body: { run: 'first' }, replayed: true });
      } finally {
        await replica.close();
      }
    },
  );

  it('runs every time without a key', async () => {
    const accountId = await createAccount(test.db);
    const { runs, effect } = counter();
    for (let i = 0; i < 3; i += 1) {
      await runIdempotent(
        test.db,
        { accountId, key: undefined, operation: 'op', payload: {} },
        effect,
      );
    }
    expect(runs()).toBe(3);
  });

  it('releases the key when the effect fails, with everything the effect wrote', async () => {
    const accountId = await createAccount(test.db);
    const request = { accountId, key: 'k', operation: 'op', payload: {} };
    await expect(
      runIdempotent(test.db, request, async (tx) => {
        await tx.query(`UPDATE accounts SET display_name = 'changed' WHERE id = $1`, [accountId]);
        throw new KadoError('INSUFFICIENT_POINTS', 'no');
      }),
    ).rejects.toThrow(KadoError);
    const [account] = await test.db.query<{ display_name: string | null }>(
      'SELECT display_name FROM accounts WHERE id = $1',
      [accountId],
    );
    expect(account?.display_name).toBeNull();
    const { runs, effect } = counter();
    expect(await runIdempotent(test.db, request, effect)).toMatchObject({ replayed: false });
    expect(runs()).toBe(1);
  });

  it('keeps a key for 24 hours, then lets it run afresh', async () => {
    const accountId = await createAccount(test.db);
    const { runs, effect } = counter();
    const start = new Date('2026-03-01T00:00:00Z');
    const at = (ms: number) => ({
      accountId,
      key: 'k',
      operation: 'op',
      payload: {},
      now: new Date(start.getTime() + ms),
    });
    await runIdempotent(test.db, at(0), effect);
    expect(await runIdempotent(test.db, at(IDEMPOTENCY_TTL_MS - 1), effect)).toMatchObject({
      replayed: true,
    });
    expect(await runIdempotent(test.db, at(IDEMPOTENCY_TTL_MS), effect)).toMatchObject({
      body: { run: 2 },
      replayed: false,
    });
    expect(runs()).toBe(2);
  });

  it('lets a reclaimed key conflict by its new payload, and the sweep forget old keys', async () => {
    const accountId = await createAccount(test.db);
    const { effect } = counter();
    const start = new Date('2026-04-01T00:00:00Z');
    const at = (ms: number, payload: object) => ({
      accountId,
      key: 'k',
      operation: 'op',
      payload,
      now: new Date(start.getTime() + ms),
    });
    await runIdempotent(test.db, at(0, { a: 1 }), effect);
    // After 24 hours the key starts over with its new request…
    await runIdempotent(test.db, at(IDEMPOTENCY_TTL_MS, { a: 2 }), effect);
    await expect(
      runIdempotent(test.db, at(IDEMPOTENCY_TTL_MS + 1, { a: 1 }), effect),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    const keysOf = () =>
      test.db.query('SELECT key FROM idempotency_keys WHERE account_id = $1', [accountId]);
    // …and the sweep forgets it once it is 24 hours old.
    await deleteExpiredKeys(test.db, new Date(start.getTime() + 2 * IDEMPOTENCY_TTL_MS - 1));
    expect(await keysOf()).toHaveLength(1);
    await deleteExpiredKeys(test.db, new Date(start.getTime() + 2 * IDEMPOTENCY_TTL_MS));
    expect(await keysOf()).toHaveLength(0);
  });

  describe('as the caller named by a token subject', () => {
    const identity = (subject: string) => ({ subject, name: 'Ana', email: 'ana@example.com' });
    const accountOf = async (subject: string) =>
      (
        await test.db.query<{ id: string }>('SELECT id FROM accounts WHERE subject = $1', [subject])
      )[0]?.id;
    /** An effect that answers with the account it ran as. */
    const asAccount = (_tx: unknown, accountId: string): Promise<Answer> =>
      Promise.resolve({ status: 201, body: { accountId } });

    it('runs as the account of the subject, and replays to it', async () => {
      const subject = `caller-${crypto.randomUUID()}`;
      const accountId = await createAccount(test.db, subject);
      const request = { identity: identity(subject), key: 'k', operation: 'op', payload: {} };
      expect(await runCallerIdempotent(test.db, request, asAccount)).toEqual({
        status: 201,
        body: { accountId },
        replayed: false,
      });
      expect(await runCallerIdempotent(test.db, request, asAccount)).toMatchObject({
        body: { accountId },
        replayed: true,
      });
      await expect(
        runCallerIdempotent(test.db, { ...request, payload: { other: true } }, asAccount),
      ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    });

    it('gives a subject seen for the first time its account, with or without a key', async () => {
      for (const key of ['k', undefined]) {
        const subject = `caller-${crypto.randomUUID()}`;
        const answer = await runCallerIdempotent(
          test.db,
          { identity: identity(subject), key, operation: 'op', payload: {} },
          asAccount,
        );
        const accountId = await accountOf(subject);
        expect(accountId).toBeDefined();
        expect(answer).toEqual({ status: 201, body: { accountId }, replayed: false });
      }
    });

    it('never runs as a deleted account: the subject starts afresh, its old keys gone', async () => {
      const subject = `caller-${crypto.randomUUID()}`;
      const before = await createAccount(test.db, subject);
      const request = { identity: identity(subject), key: 'k', operation: 'op', payload: {} };
      await runCallerIdempotent(test.db, request, asAccount);
      await deleteAccount(test.db, subject);
      const after = await runCallerIdempotent(test.db, request, asAccount);
      const accountId = await accountOf(subject);
      expect(accountId).not.toBe(before);
      expect(after).toEqual({ status: 201, body: { accountId }, replayed: false });
    });
  });
});
