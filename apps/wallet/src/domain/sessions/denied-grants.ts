/**
 * The sessions that signed out, as every wallet replica knows them (PRODUCT.md §7): a grant is
 * denied in the database by the replica its sign-out reached, and every replica keeps the denied
 * grants in memory, reading the ones it has not seen every 2 s with one indexed query. A request
 * never trusts a list older than 4 s: if the background read fell behind (a busy event loop, a
 * slow database), the request reads first, so a denial is known everywhere within 5 s or the
 * request fails (503) rather than admit a token of a signed-out session.
 */
import type { Database } from '@kado/db';

export interface DeniedGrantsOptions {
  /** The clock, in milliseconds. */
  readonly now?: () => number;
  /** Between two background reads of new denials. */
  readonly refreshMs?: number;
  /** The oldest read a request may rely on; past it, the request reads first. */
  readonly staleAfterMs?: number;
  /** Between two deletions of rows that no longer matter. */
  readonly sweepMs?: number;
  /**
   * The longest lifetime the IdP gives an access token (ACCESS_TOKEN_MAX_TTL_S): a token of the
   * grant issued at the last moment (a refresh racing the sign-out) ends that long after.
   */
  readonly maxTokenLifetimeS?: number;
}

/** The token a session signed out with, as POST /v1/sessions/revocations checked it. */
export interface SignedOutToken {
  readonly grantId: string;
  /** `exp` and `iat`, in seconds. */
  readonly expiresAt: number;
  readonly issuedAt: number | null;
}

export interface DeniedGrantsLog {
  warn(details: object, message: string): void;
}

export interface DeniedGrants {
  /** Whether `grantId` is denied, by the list as last read (see current). */
  has(grantId: string): boolean;
  /** True when the list was read recently enough for a request to rely on it. */
  isCurrent(): boolean;
  /** Resolves once the list was read at most `staleAfterMs` before this call. */
  current(): Promise<void>;
  /** Denies `grantId` on every replica until `untilMs`, on this one at once. */
  deny(grantId: string, untilMs: number): Promise<void>;
  /**
   * Denies the token's grant for as long as a token of it may be valid: past the token's expiry
   * by the longest lifetime a token can have (the setting, or this token's own if longer).
   */
  denyGrantOf(token: SignedOutToken): Promise<void>;
  /** Grants held in memory (for the benchmark and tests). */
  readonly size: number;
  /** Starts the background reads and sweeps; the returned function stops them. */
  start(log: DeniedGrantsLog): () => Promise<void>;
}

const REFRESH_MS = 2_000;
const STALE_AFTER_MS = 4_000;
const SWEEP_MS = 60_000;
const STOP_WAIT_MS = 2_000;
/** The IdP's default access token lifetime (its ACCESS_TOKEN_TTL_S). */
export const DEFAULT_MAX_TOKEN_LIFETIME_S = 600;

/**
 * Rows written by transactions that may have committed since the last read: `denied_xid` at or
 * after the oldest transaction running at that read (its snapshot's xmin). Everything older had
 * ended, so was seen then if committed; a row rewritten by a later denial gets a new xid. The
 * horizon comes with the rows, from the same snapshot, even when no row matches.
 */
const READ_NEW = `
SELECT h.horizon::text AS horizon, d.grant_id,
       (extract(epoch FROM d.matters_until) * 1000)::float8 AS until_ms
  FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon) AS h
  LEFT JOIN denied_grants AS d ON d.denied_xid >= $1::xid8 AND d.matters_until > now()`;

/** A second denial of one grant keeps the later end and is read again by every replica. */
const DENY = `
INSERT INTO denied_grants (grant_id, matters_until) VALUES ($1, to_timestamp($2::float8 / 1000))
ON CONFLICT (grant_id) DO UPDATE
  SET matters_until = GREATEST(denied_grants.matters_until, EXCLUDED.matters_until),
      denied_xid = pg_current_xact_id()`;

const SWEEP = 'DELETE FROM denied_grants WHERE matters_until <= now()';

export function createDeniedGrants(db: Database, options: DeniedGrantsOptions = {}): DeniedGrants {
  const now = options.now ?? Date.now;
  const refreshMs = options.refreshMs ?? REFRESH_MS;
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  const sweepMs = options.sweepMs ?? SWEEP_MS;
  const maxTokenLifetimeS = options.maxTokenLifetimeS ?? DEFAULT_MAX_TOKEN_LIFETIME_S;

  const until = new Map<string, number>();
  /** The oldest transaction running at the last read: the next read starts there. */
  let horizon = '0';
  /** When the last successful read was sent: its snapshot is at least that recent. */
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  const remember = (grantId: string, untilMs: number) => {
    if (untilMs > (until.get(grantId) ?? Number.NEGATIVE_INFINITY)) until.set(grantId, untilMs);
  };

  const forgetEnded = () => {
    const at = now();
    for (const [grantId, untilMs] of until) if (untilMs <= at) until.delete(grantId);
  };

  /** One read at a time; callers meanwhile share it. */
  const read = (): Promise<void> =>
    (reading ??= (async () => {
      const sentAt = now();
      const rows = await db.query<{
        horizon: string;
        grant_id: string | null;
        until_ms: number | null;
      }>(READ_NEW, [horizon]);
      for (const row of rows) {
        if (row.grant_id !== null && row.until_ms !== null) remember(row.grant_id, row.until_ms);
      }
      horizon = rows[0]?.horizon ?? horizon;
      readAt = Math.max(readAt, sentAt);
    })().finally(() => {
      reading = null;
    }));

  const isCurrent = () => now() - readAt <= staleAfterMs;

  const deny = async (grantId: string, untilMs: number) => {
    await db.query(DENY, [grantId, untilMs]);
    remember(grantId, untilMs);
  };

  return {
    has(grantId) {
      const untilMs = until.get(grantId);
      return untilMs !== undefined && now() < untilMs;
    },

    isCurrent,

    async current() {
      const askedAt = now();
      if (readAt >= askedAt - staleAfterMs) return;
      await read();
      // The read this call joined may have been sent long before it: the next one is sent now.
      if (readAt < askedAt - staleAfterMs) await read();
    },

    deny,

    denyGrantOf({ grantId, expiresAt, issuedAt }) {
      const ownLifetimeS = issuedAt === null ? 0 : expiresAt - issuedAt;
      const lifetimeS = Math.max(maxTokenLifetimeS, ownLifetimeS);
      return deny(grantId, (expiresAt + lifetimeS) * 1000);
    },

    get size() {
      return until.size;
    },

    start(log) {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let tick: Promise<void> = Promise.resolve();
      let sweptAt = now();
      const run = async () => {
        const startedAt = now();
        try {
          await read();
        } catch (error) {
          log.warn({ err: error }, 'could not read new session denials');
        }
        if (now() - sweptAt >= sweepMs) {
          sweptAt = now();
          forgetEnded();
          await db.query(SWEEP).catch((error: unknown) => {
            log.warn({ err: error }, 'could not delete ended session denials');
          });
        }
        // Reads are sent every refreshMs from the start of the last (a slow read does not stretch
        // the period, or requests would find the list stale and queue behind a read of their
        // own), and never overlap: a slow database gets no pile of reads.
        if (!stopped) {
          timer = setTimeout(
            () => {
              tick = run();
            },
            Math.max(0, refreshMs - (now() - startedAt)),
          );
          timer.unref();
        }
      };
      tick = run();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        // A read under way ends before the database closes, unless it waits on a stalled one.
        await Promise.race([tick, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
      };
    },
  };
}
