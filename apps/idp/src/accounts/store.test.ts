import { TEST_DATABASE_KINDS, openTestDatabase, type TestDatabase } from '@kado/db/testing';
import { DEMO_ACCOUNT } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import { migrations } from '../db/migrations/index.js';
import { verifyPassword } from './password.js';
import { createAccountStore, type AccountStore } from './store.js';

// The real argon2id check, counted: an unknown e-mail must pay for one as a known one does.
vi.mock(import('./password.js'), async (original) => {
  const actual = await original();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

describe.each(TEST_DATABASE_KINDS)('accounts on %s', (kind) => {
  let database: TestDatabase;
  let accounts: AccountStore;

  beforeAll(async () => {
    database = await openTestDatabase(kind, migrations);
    accounts = createAccountStore(database.db);
  });
  afterAll(() => database.dispose());

  const signUp = (email: string, password = 'correct horse battery') =>
    accounts.create({ email, name: 'Aiko Lim', password, locale: 'th' });

  test('stores passwords as argon2id hashes, never in clear', async () => {
    const account = await signUp('hash@kado.test');
    if (account === 'email-taken') throw new Error('unexpected duplicate');
    const [row] = await database.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM idp_accounts WHERE id = $1',
      [account.id],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain('correct horse');
    expect(account).toMatchObject({
      email: 'hash@kado.test',
      name: 'Aiko Lim',
      locale: 'th',
      emailVerified: false,
    });
  });

  test('signs in with the right password, whatever the email case', async () => {
    const account = await signUp('Case@Kado.test');
    const signedIn = await accounts.authenticate('  case@KADO.test ', 'correct horse battery');
    expect(signedIn).toEqual(account);
  });

  test('refuses a second account for the same email in another case', async () => {
    await signUp('twice@kado.test');
    expect(await signUp('TWICE@kado.test')).toBe('email-taken');
  });

  test('answers a wrong password and an unknown email the same way', async () => {
    await signUp('known@kado.test');
    expect(await accounts.authenticate('known@kado.test', 'wrong password!')).toBeUndefined();
    expect(await accounts.authenticate('nobody@kado.test', 'wrong password!')).toBeUndefined();
  });

  test('runs a full password check on unknown emails too (no timing oracle)', async () => {
    await signUp('timing@kado.test');
    const checksFor = async (email: string) => {
      vi.mocked(verifyPassword).mockClear();
      await accounts.authenticate(email, 'wrong password!');
      // The algorithm, version and cost parameters of each hash checked, and the password.
      return vi.mocked(verifyPassword).mock.calls.map(([hash, password]) => ({
        algorithm: hash.split('$').slice(1, 4).join('$'),
        password,
      }));
    };
    const known = await checksFor('timing@kado.test');
    expect(known).toHaveLength(1);
    expect(known[0]?.algorithm).toMatch(/^argon2id\$v=19\$m=/);
    expect(known[0]?.password).toBe('wrong password!');
    // Against a decoy hash of the same algorithm and cost as a real one.
    expect(await checksFor('ghost@kado.test')).toEqual(known);
  });

  test('keeps the language last chosen, writing the row only when it changes', async () => {
    const account = await signUp('language@kado.test');
    if (account === 'email-taken') throw new Error('unexpected duplicate');
    const writtenAt = async () =>
      (
        await database.db.query<{ xmin: string }>(
          'SELECT xmin::text FROM idp_accounts WHERE id = $1',
          [account.id],
        )
      )[0]?.xmin;
    expect(await accounts.setLocale(account.id, 'kr')).toBe(true);
    expect(await accounts.findById(account.id)).toMatchObject({ locale: 'kr' });
    const afterChange = await writtenAt();
    expect(await accounts.setLocale(account.id, 'kr')).toBe(false);
    expect(await writtenAt()).toBe(afterChange);
    expect(await accounts.setLocale('no-such-account', 'kr')).toBe(false);
  });

  test('never locks an account: the right password signs in after any number of wrong ones', async () => {
    await signUp('never-locked@kado.test');
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect(
        await accounts.authenticate('never-locked@kado.test', 'not the password'),
      ).toBeUndefined();
    }
    expect(
      await accounts.authenticate('never-locked@kado.test', 'correct horse battery'),
    ).toBeDefined();
  });

  test('keeps no lock in the database', async () => {
    const columns = await database.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'idp_accounts'`,
    );
    const names = columns.map((column) => column.column_name);
    expect(names).toContain('password_hash');
    expect(names).not.toContain('locked_until');
    expect(names).not.toContain('failed_attempts');
  });

  test('seeds the demo account once, under its fixed subject', async () => {
    await accounts.seedDemo();
    await accounts.seedDemo();
    const demo = await accounts.authenticate(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(demo).toMatchObject({
      id: DEMO_ACCOUNT.subject,
      name: DEMO_ACCOUNT.name,
      emailVerified: true,
    });
  });
});
