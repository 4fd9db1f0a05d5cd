import { type Database } from '@kado/db';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { KadoError, type ErrorCode } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { waitForLockWait } from '../../test/lock-wait.js';
import { requireMobileNumber } from './phone-number.js';
import { issueCode, verifyCode } from './verification.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const START = Date.parse('2026-03-01T08:00:00.000Z');
/** The injectable clock: an instant `ms` after the start of a test. */
const at = (ms: number) => new Date(START + ms);

/** A distinct valid mobile number per call, in Singapore or in Malaysia. */
let nextNumber = 0;
const serial = (digits: number) => String(10 ** digits + nextNumber++).slice(1);
const freshSgNumber = () => requireMobileNumber(`+6591${serial(6)}`);
const freshMyNumber = () => requireMobileNumber(`+6012${serial(7)}`);

async function failure(promise: Promise<unknown>): Promise<KadoError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof KadoError)) throw new Error(`expected a KadoError, got ${String(error)}`);
  return error;
}

function expectCode(error: KadoError, code: ErrorCode, details?: unknown) {
  expect(error.code).toBe(code);
  if (details !== undefined) expect(error.details).toEqual(details);
}

describe.each(TEST_DATABASE_KINDS)('phone verification on %s', (kind) => {
  let test: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
    db = test.db;
  });
  afterAll(() => test.dispose());

  let accounts = 0;
  async function newAccount(): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO accounts (subject) VALUES ($1) RETURNING id`,
      [`${kind}-phone-${accounts++}`],
    );
    return row!.id;
  }
  const accountOf = async (id: string) =>
    (
      await db.query<{ phone: string | null; verified: boolean; market: string | null }>(
        `SELECT phone, phone_verified_at IS NOT NULL AS verified, market FROM accounts WHERE id = $1`,
        [id],
      )
    )[0];

  it('issues a 6-digit code valid 5 minutes, resendable after 60 s, stored only hashed', async () => {
    const account = await newAccount();
    const number = freshSgNumber();
    const issued = await issueCode(db, account, number, at(0));
    expect(issued).toEqual({
      phone: number.e164,
      code: expect.stringMatching(/^[0-9]{6}$/) as unknown,
      expiresAt: at(5 * MINUTE).toISOString(),
      resendAfter: at(MINUTE).toISOString(),
    });
    const rows = await db.query<Record<string, unknown>>(
      `SELECT * FROM phone_otps WHERE account_id = $1`,
      [account],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(issued.code);
    expect(rows[0]).toMatchObject({ state: 'pending', wrong_attempts: 0 });
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies the right code: phone, verification and market in one step', async () => {
    const account = await newAccount();
    const myNumber = freshMyNumber();
    const { code } = await issueCode(db, account, myNumber, at(0));
    const me = await verifyCode(db, account, myNumber, code, at(4 * MINUTE));
    expect(me).toMatchObject({ phone: myNumber.e164, phoneVerified: true, market: 'MY' });
    expect(await accountOf(account)).toEqual({
      phone: myNumber.e164,
      verified: true,
      market: 'MY',
    });
    // The code is spent.
    expectCode(
      await failure(verifyCode(db, account, myNumber, code, at(4 * MINUTE))),
      'OTP_INVALID',
    );
  });

  it('refuses a resend within 60 s of the last code, saying how long to wait', async () => {
    const account = await newAccount();
    const number = freshSgNumber();
    await issueCode(db, account, number, at(0));
    expectCode(await failure(issueCode(db, account, number, at(15 * SECOND))), 'RATE_LIMITED', {
      retryAfterSeconds: 45,
    });
    await expect(issueCode(db, account, number, at(MINUTE))).resolves.toMatchObject({
      phone: number.e164,
    });
  });

  it('sends at most 5 codes per number per hour, across accounts', async () => {
    const number = freshSgNumber();
    const first = await newAccount();
    const second = await newAccount();
    for (let i = 0; i < 5; i++) {
      await issueCode(db, i % 2 === 0 ? first : second, number, at(i * 2 * MINUTE));
    }
    const sixth = await failure(issueCode(db, second, number, at(20 * MINUTE)));
    // The first send leaves the hour at 60 min: 40 minutes from now.
    expectCode(sixth, 'RATE_LIMITED', { retryAfterSeconds: 40 * 60 });
    await expect(issueCode(db, second, number, at(HOUR))).resolves.toBeDefined();
  });

  it('sends at most 10 codes per account per day', async () => {
    const account = await newAccount();
    for (let i = 0; i < 10; i++) await issueCode(db, account, freshSgNumber(), at(i * MINUTE));
    const eleventh = await failure(issueCode(db, account, freshSgNumber(), at(HOUR)));
    expectCode(eleventh, 'RATE_LIMITED', { retryAfterSeconds: 23 * 60 * 60 });
    await expect(issueCode(db, account, freshSgNumber(), at(24 * HOUR))).resolves.toBeDefined();
  });

  it('supersedes the previous code for the same number', async () => {
    const account = await newAccount();
    const number = freshSgNumber();
    const old = await issueCode(db, account, number, at(0));
    const current = await issueCode(db, account, number, at(MINUTE));
    if (old.code !== current.code) {
      expectCode(
        await failure(verifyCode(db, account, number, old.code, at(2 * MINUTE))),
        'OTP_INVALID',
      );
    }
    await expect(
      verifyCode(db, account, number, current.code, at(2 * MINUTE)),
    ).resolves.toMatchObject({ phone: number.e164 });
    const states = await db.query<{ state: string }>(
      `SELECT state FROM phone_otps WHERE account_id = $1 ORDER BY sent_at`,
      [account],
    );
    expect(states.map((row) => row.state)).toEqual(['superseded', 'verified']);
  });

  it('expires a code after 5 minutes', async () => {
    const account = await newAccount();
    const number = freshSgNumber();
    const { code } = await issueCode(db, account, number, at(0));
    expectCode(await failure(verifyCode(db, account, number, code, at(5 * MINUTE))), 'OTP_EXPIRED');
    expect(await accountOf(account)).toMatchObject({ phone: null, verified: false });
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const account = await newAccount();
    const number = freshSgNumber();
    const { code } = await issueCode(db, account, number, at(0));
    const wrong = code === '000000' ? '000001' : '000000';
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expectCode(await failure(verifyCode(db, account, number, wrong, at(SECOND))), 'OTP_INVALID', {
        attemptsLeft,
      });
    }
    expectCode(
      await failure(verifyCode(db, account, number, wrong, at(SECOND))),
      'OTP_TOO_MANY_ATTEMPTS',
    );
    expectCode(
      await failure(verifyCode(db, account, number, code, at(SECOND))),
      'OTP_TOO_MANY_ATTEMPTS',
    );
    expect(await accountOf(account)).toMatchObject({ verified: false });
  });

  it('answers OTP_INVALID when no code was sent to the number', async () => {
    const account = await newAccount();
    expectCode(
      await failure(verifyCode(db, account, freshSgNumber(), '123456', at(0))),
      'OTP_INVALID',
    );
  });

  it('keeps the old verified number until the new one verifies', async () => {
    const account = await newAccount();
    const old = freshSgNumber();
    const myNumber = freshMyNumber();
    await verifyCode(db, account, old, (await issueCode(db, account, old, at(0))).code, at(SECOND));
    const { code } = await issueCode(db, account, myNumber, at(MINUTE));
    expect(await accountOf(account)).toEqual({ phone: old.e164, verified: true, market: 'SG' });
    const wrong = code === '999999' ? '999998' : '999999';
    await failure(verifyCode(db, account, myNumber, wrong, at(MINUTE)));
    expect(await accountOf(account)).toEqual({ phone: old.e164, verified: true, market: 'SG' });
    await verifyCode(db, account, myNumber, code, at(2 * MINUTE));
    expect(await accountOf(account)).toEqual({
      phone: myNumber.e164,
      verified: true,
      market: 'MY',
    });
  });

  it('refuses a number verified by another account, when asked and when verifying', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const number = freshSgNumber();
    const pending = await issueCode(db, other, number, at(0));
    await verifyCode(
      db,
      owner,
      number,
      (await issueCode(db, owner, number, at(MINUTE))).code,
      at(MINUTE),
    );
    expectCode(await failure(issueCode(db, other, number, at(2 * MINUTE))), 'PHONE_IN_USE');
    expectCode(
      await failure(verifyCode(db, other, number, pending.code, at(2 * MINUTE))),
      'PHONE_IN_USE',
    );
    expect(await accountOf(other)).toMatchObject({ phone: null, verified: false });
  });

  it('lets exactly one of two simultaneous verifications of a number win', async () => {
    const number = freshSgNumber();
    const [a, b] = [await newAccount(), await newAccount()];
    const codeA = (await issueCode(db, a, number, at(0))).code;
    const codeB = (await issueCode(db, b, number, at(MINUTE))).code;
    const results = await Promise.allSettled([
      verifyCode(db, a, number, codeA, at(2 * MINUTE)),
      verifyCode(db, b, number, codeB, at(2 * MINUTE)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [lost] = results.filter((r) => r.status === 'rejected');
    expect((lost as PromiseRejectedResult).reason).toMatchObject({ code: 'PHONE_IN_USE' });
    expect(
      await db.query(`SELECT count(*)::int AS n FROM accounts WHERE phone = $1`, [number.e164]),
    ).toEqual([{ n: 1 }]);
  });

  it.runIf(kind === 'postgres')(
    'maps the unique index to PHONE_IN_USE when a write slips past the check',
    async () => {
      const number = freshSgNumber();
      const [intruder, verifier] = [await newAccount(), await newAccount()];
      const { code } = await issueCode(db, verifier, number, at(0));
      let verifying: Promise<KadoError> | undefined;
      // An uncommitted verified phone is invisible to the check, but the index waits for it.
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE accounts SET phone = $1, phone_verified_at = now() WHERE id = $2`, [
          number.e164,
          intruder,
        ]);
        verifying = failure(verifyCode(db, verifier, number, code, at(MINUTE)));
        await waitForLockWait(db);
      });
      expectCode(await verifying!, 'PHONE_IN_USE');
      expect(await accountOf(verifier)).toMatchObject({ phone: null, verified: false });
    },
  );
});
