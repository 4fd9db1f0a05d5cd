/**
 * The operator CLI end to end: a client-credentials token from the real embedded IdP, and the
 * wallet listening on a free port.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startTestIdp, type TestIdp } from '@kado/idp/testing';
import { SAMPLE_GIFT_TEXTS } from '@kado/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureAccount } from '../domain/accounts/accounts.js';
import { debit } from '../domain/ledger/ledger.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { unreachableIssuer } from '../test/issuer.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runOperatorCli } from './operator-cli.js';

describe('the operator CLI', () => {
  let idp: TestIdp;
  let wallet: TestApp;
  let walletUrl: string;
  beforeAll(async () => {
    idp = await startTestIdp({ bffBaseUrls: ['http://localhost:3000'] });
    wallet = await buildTestApp({ issuer: idp.issuer, database: 'postgres' });
    await wallet.app.listen({ port: 0, host: '127.0.0.1' });
    walletUrl = `http://127.0.0.1:${(wallet.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await wallet?.close();
    await idp?.close();
  });

  async function run(args: string[], env: { clientSecret?: string; walletUrl?: string } = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOperatorCli(args, {
      env: {
        issuer: idp.issuer,
        clientId: idp.operatorClient.id,
        clientSecret: env.clientSecret ?? idp.operatorClient.secret,
        walletUrl: env.walletUrl ?? walletUrl,
      },
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('grants points and prints the answer as a table or as JSON', async () => {
    const table = await run([
      'grant',
      '--subject',
      'cli-user',
      '--points',
      '1500',
      '--validity-days',
      '20',
      '--reason',
      'cli_grant',
    ]);
    expect(table).toMatchObject({ code: EXIT_OK, err: '' });
    expect(table.out).toMatch(/^balanceAfter\s+1500$/m);

    const json = await run([
      'grant',
      '--json',
      '--subject=cli-user',
      '--points=500',
      '--expires-at=2099-01-01T00:00:00Z',
      '--reason=cli_grant',
    ]);
    expect(json.code).toBe(EXIT_OK);
    expect(JSON.parse(json.out)).toMatchObject({ points: 500, balanceAfter: 2_000 });
  });

  it('refunds an exchange once; the second time the wallet refuses and the exit code says so', async () => {
    const account = await ensureAccount(wallet.app.db, {
      subject: 'cli-user',
      name: null,
      email: null,
    });
    const exchange = await wallet.app.db.transaction((tx) =>
      debit(tx, { accountId: account.id, points: 400, kind: 'exchange', reason: 'gift' }),
    );
    const args = ['refund', '--entry', exchange.ledgerEntryId, '--reason', 'supplier_failed'];
    const first = await run([...args, '--json']);
    expect(first.code).toBe(EXIT_OK);
    expect(JSON.parse(first.out)).toMatchObject({ points: 400, refundOf: exchange.ledgerEntryId });
    const again = await run(args);
    expect(again.code).toBe(EXIT_FAILED);
    expect(again.err).toContain('409');
    expect(again.err).toContain('ALREADY_REFUNDED');
  });

  it('prints the outstanding-points report', async () => {
    const table = await run(['report', 'outstanding-points']);
    expect(table.code).toBe(EXIT_OK);
    expect(table.out).toMatch(/^market\s+accounts\s+outstanding\s+expiring ≤30d$/m);
    expect(table.out).toMatch(/^total\s+1\s+2000\s+1500$/m);
    const json = await run(['report', 'outstanding-points', '--json']);
    expect(JSON.parse(json.out)).toMatchObject({
      total: { accountsWithPoints: 1, outstanding: 2_000, expiringWithin30Days: 1_500 },
    });
  });

  it('issues boxes and shows their codes', async () => {
    const issued = await run([
      'boxes',
      'issue',
      '--market',
      'sg',
      '--points',
      '300',
      '--count',
      '2',
    ]);
    expect(issued.code).toBe(EXIT_OK);
    expect(
      issued.out.match(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z*~$=U]{4}\s+SG\s+300/gm),
    ).toHaveLength(2);
  });

  it('passes the wallet’s validation errors through with exit code 1', async () => {
    const refused = await run(['catalog', 'stock', '--id', 'no-such-gift', '--add', '5']);
    expect(refused.code).toBe(EXIT_FAILED);
    expect(refused.err).toContain('NOT_FOUND');
    const invalid = await run([
      'grant',
      '--subject=s',
      '--points=0',
      '--validity-days=1',
      '--reason=x',
    ]);
    expect(invalid.code).toBe(EXIT_FAILED);
    expect(invalid.err).toContain('"path": "points"');
  });

  it.each([
    [[], 'a command is required'],
    [['launch'], 'unknown command: launch'],
    [['grant', '--points', '5', '--validity-days', '1', '--reason', 'x'], '--subject is required'],
    [['grant', '--subject=s', '--points=5', '--reason=x'], 'exactly one of'],
    [['grant', '--subject=s', '--points=lots', '--validity-days=1', '--reason=x'], 'whole number'],
    [['report'], 'outstanding-points'],
    [['report', 'outstanding-points', '--color'], "Unknown option '--color'"],
    [['catalog', 'upsert', '--id', 'g', '--file', '/nonexistent/gift.json'], '--file'],
  ])('answers the usage mistake %j with exit code 2 and the usage text', async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(EXIT_USAGE);
    expect(result.err).toContain(message);
    expect(result.err).toContain('Usage: kado-operator');
    expect(result.out).toBe('');
  });

  it('prints the usage on --help', async () => {
    const help = await run(['--help']);
    expect(help).toMatchObject({ code: EXIT_OK, err: '' });
    expect(help.out).toContain('Exit codes:');
  });

  it('fails with exit code 1, never leaking the secret, when the credentials or the wallet are wrong', async () => {
    const wrongSecret = 'x'.repeat(43);
    const refused = await run(['report', 'outstanding-points'], { clientSecret: wrongSecret });
    expect(refused.code).toBe(EXIT_FAILED);
    expect(refused.err).toContain('invalid_client');
    expect(refused.err).not.toContain(wrongSecret);
    const down = await run(['report', 'outstanding-points'], {
      walletUrl: await unreachableIssuer(),
    });
    expect(down.code).toBe(EXIT_FAILED);
    expect(down.err).toContain('unreachable');
  });

  it('sends an Idempotency-Key with value moves: a retry with the printed key acts once', async () => {
    const grant = [
      'grant',
      '--subject=cli-idem',
      '--points=100',
      '--validity-days=9',
      '--reason=x',
    ];
    const down = await run(grant, { walletUrl: await unreachableIssuer() });
    expect(down.code).toBe(EXIT_FAILED);
    const key = /--idempotency-key (\S+)/.exec(down.err)?.[1];
    expect(key).toBeDefined();
    const first = await run([...grant, `--idempotency-key=${key ?? ''}`, '--json']);
    const retry = await run([...grant, `--idempotency-key=${key ?? ''}`, '--json']);
    expect([first.code, retry.code]).toEqual([EXIT_OK, EXIT_OK]);
    expect(JSON.parse(retry.out)).toEqual(JSON.parse(first.out));
    expect(JSON.parse(retry.out)).toMatchObject({ balanceAfter: 100 });
  });

  it('builds a whole catalog from nothing, as the README shows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kado-catalog-'));
    const file = async (name: string, content: object) => {
      const path = join(dir, name);
      await writeFile(path, JSON.stringify(content));
      return path;
    };
    try {
      const steps = [
        [
          'catalog',
          'category',
          '--id=coffee',
          `--file=${await file('coffee.json', {
            names: {
              en: 'Coffee',
              ms: 'Kopi',
              vi: 'Cà phê',
              id: 'Kopi',
              fil: 'Kape',
              th: 'กาแฟ',
              hk: '咖啡',
              tw: '咖啡',
              in: 'कॉफ़ी',
              kr: '커피',
            },
            position: 1,
          })}`,
        ],
        [
          'catalog',
          'brand',
          '--id=kopi-lane',
          `--file=${await file('kopi-lane.json', {
            name: 'Kopi Lane',
            color: '#6b3e26',
            categoryId: 'coffee',
            logoPath: 'brands/kopi-lane.svg',
          })}`,
        ],
        [
          'catalog',
          'gift',
          '--id=kopi-smoothie-sg',
          `--file=${await file('gift.json', {
            brandId: 'kopi-lane',
            categoryId: 'coffee',
            market: 'SG',
            points: 450,
            validityDays: 90,
            curatedRank: 1,
            imagePath: 'gifts/kopi-lane/smoothie.png',
            ...SAMPLE_GIFT_TEXTS,
          })}`,
        ],
        ['catalog', 'stock', '--id=kopi-smoothie-sg', '--add=200'],
        [
          'contact',
          'set',
          '--market=SG',
          '--kind=chat',
          `--file=${await file('chat.json', {
            value: 'https://chat.kado.example/sg',
            languages: ['en', 'ms'],
          })}`,
        ],
      ];
      for (const step of steps) {
        const result = await run(step);
        expect([step[1], result.code, result.err]).toEqual([step[1], EXIT_OK, '']);
      }
      const gift = (await (await fetch(`${walletUrl}/v1/gifts/kopi-smoothie-sg`)).json()) as {
        brand: { name: string };
        imagePath: string;
        available: boolean;
      };
      expect(gift).toMatchObject({
        brand: { name: 'Kopi Lane' },
        imagePath: 'gifts/kopi-lane/smoothie.png',
        available: true,
      });
      const removed = await run(['contact', 'remove', '--market=sg', '--kind=chat']);
      expect(removed).toMatchObject({ code: EXIT_OK, out: 'removed' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
