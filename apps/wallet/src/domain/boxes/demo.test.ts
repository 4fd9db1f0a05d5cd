import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { DEMO_ACCOUNT, normaliseBoxCode } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations } from '../../db/migrations/index.js';
import { DEMO_BOX_CODES, seedDemo } from '../../db/seed.js';
import { chargeBoxCode, listBoxesFor } from './boxes.js';
import { DEMO_BOX_PHONE } from './demo.js';

describe.each(TEST_DATABASE_KINDS)('demo gift boxes on %s', (kind) => {
  let test: TestDatabase;
  const now = new Date();
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
    await seedDemo(test.db, now);
  });
  afterAll(() => test.dispose());

  const boxes = () =>
    test.db.query<{ recipient_phone: string | null; expires_at: Date; market: string }>(
      'SELECT recipient_phone, expires_at, market FROM gift_boxes ORDER BY expires_at',
    );

  it('seeds three boxes for the demo phone and two to charge by code, once', async () => {
    const seeded = await boxes();
    expect(seeded.filter((box) => box.recipient_phone === DEMO_BOX_PHONE)).toHaveLength(3);
    expect(seeded.filter((box) => box.recipient_phone === null)).toHaveLength(2);
    expect(new Set(seeded.map((box) => box.market))).toEqual(new Set(['SG']));
    const addressedExpiries = seeded
      .filter((box) => box.recipient_phone !== null)
      .map((box) => box.expires_at.getTime());
    expect(new Set(addressedExpiries).size).toBe(3);
    await seedDemo(test.db, new Date(now.getTime() + 60_000));
    expect(await boxes()).toEqual(seeded);
  });

  it('publishes valid codes, which the demo account can charge once its phone is verified', async () => {
    for (const code of DEMO_BOX_CODES) expect(normaliseBoxCode(code)).toBe(code);
    const [account] = await test.db.query<{ id: string }>(
      'SELECT id FROM accounts WHERE subject = $1',
      [DEMO_ACCOUNT.subject],
    );
    expect(await listBoxesFor(test.db, account!.id, now)).toEqual([]);
    await test.db.query('UPDATE accounts SET phone = $2, phone_verified_at = now() WHERE id = $1', [
      account!.id,
      DEMO_BOX_PHONE,
    ]);
    expect(await listBoxesFor(test.db, account!.id, now)).toHaveLength(3);
    const charged = await test.db.transaction((tx) =>
      chargeBoxCode(tx, { accountId: account!.id, code: DEMO_BOX_CODES[0] }),
    );
    expect(charged).toMatchObject({ ok: true, value: { points: 1_000 } });
  });
});
