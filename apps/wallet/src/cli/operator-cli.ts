/**
 * The operator CLI: gets an access token with the client-credentials grant (scope
 * wallet:operate) and calls the wallet's operator endpoints. It never prints the token or the
 * secret. Exit codes: 0 done, 1 refused or unreachable (issuer or wallet), 2 usage error.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { clientBasicAuthorization, WALLET_OPERATOR_SCOPE } from '@kado/shared';

import type { OperatorCliEnv } from './env.js';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

const TIMEOUT_MS = 30_000;

export const USAGE = `Usage: kado-operator [options] <command>

Commands:
  grant --subject SUB --points N (--validity-days D | --expires-at ISO) --reason CODE
                       grant points to an account (created if the subject is new)
  refund --entry LEDGER_ENTRY_ID --reason CODE
                       refund an exchange: its points go back to their lots
  report outstanding-points
                       per market: accounts with points, outstanding, expiring within 30 days
  boxes issue --market MK --points N --count C [--expires-at ISO] [--recipient-phone E164]
                       issue gift boxes; prints their codes (shown only this once)
  catalog category --id CATEGORY --file CATEGORY.json
                       create or replace a category: { names: {en, ms, …}, position }
  catalog brand --id BRAND --file BRAND.json
                       create or replace a brand: { name, color, categoryId, logoPath }
  catalog gift --id GIFT --file GIFT.json      (also: catalog upsert)
                       create or replace a gift with its texts in ten locales and its imagePath
  catalog stock --id GIFT --add N
                       add N vouchers to a gift's stock
  contact set --market MK --kind email|phone|chat --file METHOD.json
                       set a market's contact method: { value, hours, languages, position }
  contact remove --market MK --kind email|phone|chat
                       remove a market's contact method

Options:
  --issuer URL         OIDC issuer                  (env OIDC_ISSUER)
  --client-id ID       operator client id           (env OPERATOR_CLIENT_ID, default kado-operator)
  --client-secret S    operator client secret       (env OPERATOR_CLIENT_SECRET; prefer the env:
                       a flag shows in the process list)
  --wallet URL         wallet API base URL          (env WALLET_URL, default http://127.0.0.1:3002)
  --idempotency-key K  for grant, refund, boxes issue and catalog stock (default: a new one,
                       printed when the outcome is unknown): the same key again never moves
                       value twice
  --json               print the wallet's JSON answer instead of a table
  -h, --help           show this text

Exit codes: 0 done, 1 refused or unreachable, 2 usage error.`;

export interface CliIo {
  readonly env: OperatorCliEnv;
  out(text: string): void;
  err(text: string): void;
}

const OPTIONS = {
  issuer: { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  wallet: { type: 'string' },
  json: { type: 'boolean', default: false },
  'idempotency-key': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
  subject: { type: 'string' },
  points: { type: 'string' },
  'validity-days': { type: 'string' },
  'expires-at': { type: 'string' },
  reason: { type: 'string' },
  entry: { type: 'string' },
  market: { type: 'string' },
  count: { type: 'string' },
  'recipient-phone': { type: 'string' },
  id: { type: 'string' },
  kind: { type: 'string' },
  file: { type: 'string' },
  add: { type: 'string' },
} as const;

type Flags = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

/** A mistake in the command line: usage text, exit code 2. */
class UsageError extends Error {}

/** A refusal or an outage on the way: exit code 1. */
class CallFailed extends Error {}

interface Request {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: object;
  /** Moves value: sent with an Idempotency-Key, so a retry with that key cannot act twice. */
  readonly idempotent?: boolean;
  /** How a successful answer looks as a table. */
  readonly table: (answer: Record<string, unknown>) => string;
}

type RequiredFlag =
  'subject' | 'points' | 'reason' | 'entry' | 'market' | 'count' | 'id' | 'kind' | 'file' | 'add';

function required(flags: Flags, name: RequiredFlag): string {
  const value = flags[name];
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function wholeNumber(name: string, value: string): number {
  if (!/^[0-9]+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

async function readJsonFile(path: string): Promise<object> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as object;
  } catch (error) {
    throw new UsageError(`--file ${path}: ${(error as Error).message}`);
  }
}

async function requestFor(positionals: readonly string[], flags: Flags): Promise<Request> {
  const [command, ...rest] = positionals;
  const catalogPath = (what: 'gifts' | 'brands' | 'categories') =>
    `/v1/operator/catalog/${what}/${encodeURIComponent(required(flags, 'id'))}`;
  const giftPath = () => catalogPath('gifts');
  const contactPath = () =>
    `/v1/operator/markets/${encodeURIComponent(required(flags, 'market').toUpperCase())}/contact-methods/${encodeURIComponent(required(flags, 'kind'))}`;
  const saved = (what: 'gift' | 'brand' | 'category') => (answer: Record<string, unknown>) =>
    keyValueTable({ created: answer.created, id: (answer[what] as { id?: unknown }).id });
  const noMore = (expected: number) => {
    if (rest.length > expected) throw new UsageError(`unexpected argument: ${rest[expected]}`);
  };
  switch (command) {
    case 'grant': {
      noMore(0);
      const validityDays = flags['validity-days'];
      const expiresAt = flags['expires-at'];
      if ((validityDays === undefined) === (expiresAt === undefined)) {
        throw new UsageError('give exactly one of --validity-days and --expires-at');
      }
      return {
        method: 'POST',
        path: '/v1/operator/grants',
        idempotent: true,
        body: {
          subject: required(flags, 'subject'),
          points: wholeNumber('points', required(flags, 'points')),
          ...(validityDays === undefined
            ? { expiresAt }
            : { validityDays: wholeNumber('validity-days', validityDays) }),
          reason: required(flags, 'reason'),
        },
        table: keyValueTable,
      };
    }
    case 'refund':
      noMore(0);
      return {
        method: 'POST',
        path: '/v1/operator/refunds',
        idempotent: true,
        body: { ledgerEntryId: required(flags, 'entry'), reason: required(flags, 'reason') },
        table: keyValueTable,
      };
    case 'report':
      if (rest[0] !== 'outstanding-points') {
        throw new UsageError('report needs a report name: outstanding-points');
      }
      noMore(1);
      return {
        method: 'GET',
        path: '/v1/operator/reports/outstanding-points',
        table: outstandingPointsTable,
      };
    case 'boxes': {
      if (rest[0] !== 'issue') throw new UsageError('boxes needs a subcommand: issue');
      noMore(1);
      const expiresAt = flags['expires-at'];
      const recipientPhone = flags['recipient-phone'];
      return {
        method: 'POST',
        path: '/v1/operator/boxes',
        idempotent: true,
        body: {
          market: required(flags, 'market').toUpperCase(),
          points: wholeNumber('points', required(flags, 'points')),
          count: wholeNumber('count', required(flags, 'count')),
          ...(expiresAt === undefined ? {} : { expiresAt }),
          ...(recipientPhone === undefined ? {} : { recipientPhone }),
        },
        table: issuedBoxesTable,
      };
    }
    case 'catalog':
      noMore(1);
      if (rest[0] === 'upsert' || rest[0] === 'gift') {
        return {
          method: 'PUT',
          path: giftPath(),
          body: await readJsonFile(required(flags, 'file')),
          table: saved('gift'),
        };
      }
      if (rest[0] === 'brand' || rest[0] === 'category') {
        return {
          method: 'PUT',
          path: catalogPath(rest[0] === 'brand' ? 'brands' : 'categories'),
          body: await readJsonFile(required(flags, 'file')),
          table: saved(rest[0]),
        };
      }
      if (rest[0] === 'stock') {
        return {
          method: 'POST',
          path: `${giftPath()}/stock`,
          idempotent: true,
          body: { add: wholeNumber('add', required(flags, 'add')) },
          table: keyValueTable,
        };
      }
      throw new UsageError('catalog needs a subcommand: category, brand, gift (upsert) or stock');
    case 'contact':
      noMore(1);
      if (rest[0] === 'set') {
        return {
          method: 'PUT',
          path: contactPath(),
          body: await readJsonFile(required(flags, 'file')),
          table: ({ created, market, kind, value }) =>
            keyValueTable({ created, market, kind, value }),
        };
      }
      if (rest[0] === 'remove') {
        return { method: 'DELETE', path: contactPath(), table: () => 'removed' };
      }
      throw new UsageError('contact needs a subcommand: set or remove');
    case undefined:
      throw new UsageError('a command is required');
    default:
      throw new UsageError(`unknown command: ${command}`);
  }
}

/** Columns padded to their widest cell; numbers right-aligned. */
function table(rows: readonly (readonly (string | number)[])[]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => String(row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => {
          const width = widths?.[column] ?? 0;
          return typeof cell === 'number' ? String(cell).padStart(width) : cell.padEnd(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function keyValueTable(answer: Record<string, unknown>): string {
  return table(
    Object.entries(answer).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ]),
  );
}

function issuedBoxesTable(answer: Record<string, unknown>): string {
  const { items } = answer as {
    items: {
      code: string;
      market: string;
      points: number;
      expiresAt: string;
      recipientPhone: string | null;
    }[];
  };
  return table([
    ['code', 'market', 'points', 'expires', 'recipient'],
    ...items.map((box) => [
      box.code,
      box.market,
      box.points,
      box.expiresAt,
      box.recipientPhone ?? '',
    ]),
  ]);
}

interface ReportRow {
  market: string | null;
  accountsWithPoints: number;
  outstanding: number;
  expiringWithin30Days: number;
}

function outstandingPointsTable(answer: Record<string, unknown>): string {
  const report = answer as { generatedAt: string; markets: ReportRow[]; total: ReportRow };
  const row = (label: string, r: ReportRow) => [
    label,
    r.accountsWithPoints,
    r.outstanding,
    r.expiringWithin30Days,
  ];
  return [
    `Outstanding points at ${report.generatedAt}`,
    table([
      ['market', 'accounts', 'outstanding', 'expiring ≤30d'],
      ...report.markets.map((r) => row(r.market ?? '(none)', r)),
      row('total', report.total),
    ]),
  ].join('\n');
}

async function call(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new CallFailed(`${what} at ${url} is unreachable: ${(error as Error).message}`);
  }
}

async function json(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A client-credentials access token from the issuer's token endpoint (client_secret_basic). */
async function operatorToken(issuer: string, clientId: string, secret: string): Promise<string> {
  const discoveryUrl = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const discovery = await call(discoveryUrl, {}, 'The issuer');
  const tokenEndpoint = (await json(discovery)).token_endpoint;
  if (!discovery.ok || typeof tokenEndpoint !== 'string') {
    throw new CallFailed(`The issuer's discovery at ${discoveryUrl} answered ${discovery.status}`);
  }
  const response = await call(
    tokenEndpoint,
    {
      method: 'POST',
      headers: {
        authorization: clientBasicAuthorization(clientId, secret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: WALLET_OPERATOR_SCOPE }),
    },
    'The issuer',
  );
  const answer = await json(response);
  if (!response.ok || typeof answer.access_token !== 'string') {
    const reason = typeof answer.error === 'string' ? answer.error : `status ${response.status}`;
    throw new CallFailed(`The issuer refused the client credentials (${reason})`);
  }
  return answer.access_token;
}

/** Runs one command; returns the process exit code. */
export async function runOperatorCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: [...argv],
        options: OPTIONS,
        allowPositionals: true,
        strict: true,
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const { values: flags, positionals } = parsed;
    if (flags.help) {
      io.out(USAGE);
      return EXIT_OK;
    }
    const request = await requestFor(positionals, flags);
    const issuer = flags.issuer ?? io.env.issuer;
    const secret = flags['client-secret'] ?? io.env.clientSecret;
    if (!issuer) throw new UsageError('the issuer is required: --issuer or OIDC_ISSUER');
    if (!secret) {
      throw new UsageError(
        'the client secret is required: OPERATOR_CLIENT_SECRET or --client-secret',
      );
    }
    const token = await operatorToken(issuer, flags['client-id'] ?? io.env.clientId, secret);

    const url = new URL(request.path, flags.wallet ?? io.env.walletUrl).toString();
    const key = request.idempotent ? (flags['idempotency-key'] ?? randomUUID()) : undefined;
    const retryHint = () => {
      if (key !== undefined) {
        io.err(`The outcome is unknown: retry with --idempotency-key ${key} (never acts twice)`);
      }
    };
    let response;
    try {
      response = await call(
        url,
        {
          method: request.method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(request.body ? { 'content-type': 'application/json' } : {}),
            ...(key === undefined ? {} : { 'idempotency-key': key }),
          },
          ...(request.body ? { body: JSON.stringify(request.body) } : {}),
        },
        'The wallet',
      );
    } catch (error) {
      if (error instanceof CallFailed) io.err(`kado-operator: ${error.message}`);
      retryHint();
      if (error instanceof CallFailed) return EXIT_FAILED;
      throw error;
    }
    const answer = await json(response);
    if (!response.ok) {
      io.err(`The wallet answered ${response.status}`);
      io.err(JSON.stringify(answer, null, 2));
      if (response.status >= 500) retryHint();
      return EXIT_FAILED;
    }
    io.out(flags.json ? JSON.stringify(answer, null, 2) : request.table(answer));
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`kado-operator: ${error.message}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    if (error instanceof CallFailed) {
      io.err(`kado-operator: ${error.message}`);
      return EXIT_FAILED;
    }
    throw error;
  }
}
