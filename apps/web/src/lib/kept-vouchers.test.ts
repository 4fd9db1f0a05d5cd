// happy-dom has no IndexedDB; the e2e (offline.spec.ts) proves the store in Chromium's.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Voucher } from '@kado/shared/schemas';

import {
  chooseKept,
  forgetKeptVouchers,
  KEPT_MAX_SILENCE_MS,
  noteSignedInAccount,
  readKeptVouchers,
  saveKeptVouchers,
} from './kept-vouchers';
import { aVoucher } from '../test/vouchers';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const voucher = (id: string, overrides: Partial<Voucher> = {}) => aVoucher(id, overrides, NOW);

const ids = async (now = NOW) =>
  (await readKeptVouchers(now))?.vouchers.map((kept) => kept.voucher.id) ?? null;

beforeEach(async () => {
  await forgetKeptVouchers();
});

describe('vouchers kept on this device', () => {
  it('keeps every active voucher of the account by default, with when the BFF answered', async () => {
    await saveKeptVouchers('alice', [voucher('a'), voucher('b')], NOW);
    const kept = await readKeptVouchers(NOW);
    expect(kept).toMatchObject({ accountTag: 'alice', lastContactAt: NOW });
    expect(kept?.vouchers.map((copy) => copy.voucher.code)).toEqual([
      voucher('a').code,
      voucher('b').code,
    ]);
  });

  it('drops used and expired vouchers when writing and expired ones when reading', async () => {
    await saveKeptVouchers(
      'alice',
      [
        voucher('a'),
        voucher('used', { status: 'used' }),
        voucher('past', { expiresAt: new Date(NOW - 1).toISOString() }),
        voucher('soon', { expiresAt: new Date(NOW + DAY).toISOString() }),
      ],
      NOW,
    );
    expect(await ids()).toEqual(['a', 'soon']);
    expect(await ids(NOW + 2 * DAY)).toEqual(['a']);
    // Gone for good, not only hidden.
    expect(await ids(NOW)).toEqual(['a']);
  });

  it('replaces the copies at each sync: a voucher no longer active is gone', async () => {
    await saveKeptVouchers('alice', [voucher('a'), voucher('b')], NOW);
    await saveKeptVouchers('alice', [voucher('b')], NOW + 1000);
    expect(await ids()).toEqual(['b']);
  });

  it('keeps only what the account chose, for one voucher or all', async () => {
    await saveKeptVouchers('alice', [voucher('a'), voucher('b')], NOW);
    await chooseKept('alice', { id: 'a', keep: false });
    expect(await ids()).toEqual(['b']);
    await saveKeptVouchers('alice', [voucher('a'), voucher('b')], NOW);
    expect(await ids()).toEqual(['b']);

    await chooseKept('alice', { all: false });
    expect(await ids()).toEqual([]);
    await chooseKept('alice', { id: 'a', keep: true });
    await saveKeptVouchers('alice', [voucher('a'), voucher('b')], NOW);
    expect(await ids()).toEqual(['a']);
    expect((await readKeptVouchers(NOW))?.choices).toEqual({
      keepAll: false,
      byVoucher: { a: true },
    });
  });

  it("wipes one account's vouchers and choices when another account writes", async () => {
    await saveKeptVouchers('alice', [voucher('a')], NOW);
    await chooseKept('alice', { all: false });
    await saveKeptVouchers('bob', [voucher('b')], NOW);
    const kept = await readKeptVouchers(NOW);
    expect(kept?.accountTag).toBe('bob');
    expect(kept?.choices.keepAll).toBe(true);
    expect(await ids()).toEqual(['b']);
  });

  it('wipes everything when the BFF says nobody or another account is signed in', async () => {
    await saveKeptVouchers('alice', [voucher('a')], NOW);
    await noteSignedInAccount('bob', NOW);
    expect(await readKeptVouchers(NOW)).toBeNull();

    await saveKeptVouchers('alice', [voucher('a')], NOW);
    await noteSignedInAccount(null, NOW);
    expect(await readKeptVouchers(NOW)).toBeNull();
  });

  it('wipes everything after 30 days without the BFF answering; an answer restarts the count', async () => {
    await saveKeptVouchers('alice', [voucher('a', { expiresAt: '2027-12-31T00:00:00.000Z' })], NOW);
    await noteSignedInAccount('alice', NOW + 20 * DAY);
    expect(await ids(NOW + 20 * DAY + KEPT_MAX_SILENCE_MS)).toEqual(['a']);
    expect(await readKeptVouchers(NOW + 20 * DAY + KEPT_MAX_SILENCE_MS + 1)).toBeNull();
    // Gone, not only hidden: an earlier clock finds nothing either.
    expect(await readKeptVouchers(NOW)).toBeNull();
  });

  it('forgets everything at sign-out', async () => {
    await saveKeptVouchers('alice', [voucher('a')], NOW);
    await forgetKeptVouchers();
    expect(await readKeptVouchers(NOW)).toBeNull();
  });
});
