/**
 * One pattern per identifier: the table CHECK holds the very pattern the route schema validates
 * with, and both engines read it as JavaScript does, so no id passes one and fails the other.
 */
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';
import { SAMPLE_GIFT_TEXTS } from '@kado/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../test/issuer.js';
import { IDENTIFIER_COLUMNS } from './0008_identifiers.js';
import { OPERATOR_KEY_COLUMNS } from './0009_operator_keys.js';
import { BRAND_LOGO_COLUMNS } from './0010_brand_logos.js';
import { DENIED_GRANT_COLUMNS } from './0017_denied_grants.js';
import { migrations } from './index.js';

/** Values at the edges of the patterns: case, length, separators, non-ASCII, SQL specials. */
const SAMPLES = [
  'abc',
  'ABC',
  'kopi-lane-10-sg',
  'kopi_lane',
  'Kopi-Lane',
  'a'.repeat(64),
  'a'.repeat(65),
  '',
  'a b',
  'café',
  'gifts/kopi.svg',
  'gifts/KOPI.svg',
  '#a1b2c3',
  '#A1B2C3',
  '#a1b2c',
  '+6591234567',
  '+06591234567',
  '6591234567',
  'key-1:~!',
  'key with space',
  "o'brien",
  '%_',
];

describe.each(TEST_DATABASE_KINDS)('identifier patterns on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind, migrations);
  });
  afterAll(() => test.dispose());

  const columns = [
    ...IDENTIFIER_COLUMNS,
    ...OPERATOR_KEY_COLUMNS,
    ...BRAND_LOGO_COLUMNS,
    ...DENIED_GRANT_COLUMNS,
  ].map((c) => [`${c.table}.${c.column}`, c] as const);
  it.each(columns)('%s is checked with the shared pattern', async (_name, c) => {
    const [check] = await test.db.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = $1::regclass AND conname = $2`,
      [c.table, `${c.table}_${c.column}_check`],
    );
    expect(check?.definition).toContain(`'${c.pattern.source}'`);
    for (const sample of SAMPLES) {
      const [row] = await test.db.query<{ matches: boolean }>('SELECT $1 ~ $2 AS matches', [
        sample,
        c.pattern.source,
      ]);
      expect([sample, row?.matches]).toEqual([sample, c.pattern.test(sample)]);
    }
  });
});

describe.each(TEST_DATABASE_KINDS)('identifiers at the API on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  let operator: string;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
    operator = await issuer.sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE });
    // The gift's brand and category exist, so only its id can be wrong.
    await wallet.app.db.query(
      `INSERT INTO categories (id, names) VALUES ('food', '{"en":"Food"}')`,
    );
    await wallet.app.db.query(
      `INSERT INTO brands (id, name, color) VALUES ('kopi-lane', 'Kopi Lane', '#a1b2c3')`,
    );
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  it('refuses an upper-case gift id as 400 naming it, not a 500 from the table', async () => {
    const response = await wallet.app.inject({
      method: 'PUT',
      url: '/v1/operator/catalog/gifts/ABC',
      headers: { authorization: `Bearer ${operator}` },
      payload: {
        brandId: 'kopi-lane',
        categoryId: 'food',
        market: 'SG',
        points: 500,
        validityDays: 30,
        curatedRank: 1,
        ...SAMPLE_GIFT_TEXTS,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ in: 'params', path: 'id' }] },
    });
  });
});
