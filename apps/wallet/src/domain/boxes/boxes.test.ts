/**
 * Issuing gift boxes: every box gets a code no other box has. A collision is left to chance in
 * production (15 symbols of base 32), so these tests choose the random bytes the codes are drawn
 * from and make it happen.
 */
import { randomBytes } from 'node:crypto';

import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { generateBoxCode, isValidBoxCode, type RandomBytes } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { issueBoxes } from './boxes.js';

/** The 15 bytes of one code's symbols, every symbol `value` (a valid code for 4 and 5). */
const symbols = (value: number) => new Uint8Array(15).fill(value);

/**
 * A random source that hands out `draws` first, one per call, and random bytes after them: the
 * codes issueBoxes draws, chosen by the test. `left` counts the chosen draws not handed out yet.
 */
function drawing(...draws: Uint8Array[]): RandomBytes & { left: () => number } {
  const queue = [...draws];
  return Object.assign((size: number) => queue.shift() ?? randomBytes(size), {
    left: () => queue.length,
  });
}

describe.each(TEST_DATABASE_KINDS)('issuing gift boxes on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
  });
  afterAll(() => test.dispose());

  const issue = (count: number, random: RandomBytes) =>
    test.db.transaction((tx) =>
      issueBoxes(tx, { market: 'SG', points: 100, count, issuedBy: 'test', randomBytes: random }),
    );

  it('draws a code again when another box has it, or one drawn beside it', async () => {
    const taken = generateBoxCode(() => symbols(4));
    const twin = generateBoxCode(() => symbols(5));
    const first = await issue(1, drawing(symbols(4)));
    expect(first.items.map((box) => box.code)).toEqual([taken]);

    // The first code is another box's, the third the second's: both are drawn again, and the
    // first of those draws is another box's again.
    const random = drawing(symbols(4), symbols(5), symbols(5), symbols(4));
    const { items } = await issue(3, random);
    expect(random.left()).toBe(0);
    const codes = items.map((box) => box.code);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    expect(codes).toContain(twin);
    expect(codes).not.toContain(taken);
    expect(codes.every(isValidBoxCode)).toBe(true);
    expect(
      await test.db.query(
        `SELECT code, count(*)::int AS n FROM gift_boxes WHERE code = ANY($1)
         GROUP BY code ORDER BY code`,
        [[taken, twin]],
      ),
    ).toEqual([
      { code: taken, n: 1 },
      { code: twin, n: 1 },
    ]);
    expect(await test.db.query('SELECT count(*)::int AS n FROM gift_boxes')).toEqual([{ n: 4 }]);
  });
});
