/**
 * oidc-provider's storage adapter over @kado/db: one table keyed (model, id), so sessions, grants and
 * tokens survive restarts and are shared by every IdP process on the same database.
 */
import type { Queryable } from '@kado/db';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface PayloadRow {
  payload: AdapterPayload;
  consumed_at: Date | string | null;
}

export interface AdapterOptions {
  /** The clock that decides expiry; tests move it. */
  readonly now?: () => number;
}

const epochSeconds = (ms: number) => Math.floor(ms / 1000);

export class DatabaseAdapter implements Adapter {
  readonly #db: Queryable;
  readonly #model: string;
  readonly #now: () => number;

  constructor(db: Queryable, model: string, { now = Date.now }: AdapterOptions = {}) {
    this.#db = db;
    this.#model = model;
    this.#now = now;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt =
      expiresIn === undefined ? null : new Date(this.#now() + expiresIn * 1000).toISOString();
    // A consumed artefact stays consumed even if it is saved again.
    await this.#db.query(
      `INSERT INTO idp_oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::timestamptz)
       ON CONFLICT (model, id) DO UPDATE SET
         payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid,
         user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
      [
        this.#model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.#db.query(
      `UPDATE idp_oidc_payloads SET consumed_at = $3::timestamptz
       WHERE model = $1 AND id = $2 AND consumed_at IS NULL`,
      [this.#model, id, new Date(this.#now()).toISOString()],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.#db.query('DELETE FROM idp_oidc_payloads WHERE model = $1 AND id = $2', [
      this.#model,
      id,
    ]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every artefact of the grant goes, whatever its model: codes, access and refresh tokens.
    await this.#db.query('DELETE FROM idp_oidc_payloads WHERE grant_id = $1', [grantId]);
  }

  async #findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.#db.query<PayloadRow>(
      `SELECT payload, consumed_at FROM idp_oidc_payloads
       WHERE model = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > $3::timestamptz)`,
      [this.#model, value, new Date(this.#now()).toISOString()],
    );
    if (!row) return undefined;
    if (row.consumed_at === null) return row.payload;
    return { ...row.payload, consumed: epochSeconds(new Date(row.consumed_at).getTime()) };
  }
}

/** The factory oidc-provider calls once per model name. */
export function createAdapterFactory(db: Queryable, options: AdapterOptions = {}) {
  return (model: string): Adapter => new DatabaseAdapter(db, model, options);
}

/** Deletes rows that expired; reads already treat them as absent, this only reclaims space. */
export async function purgeExpired(db: Queryable, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM idp_oidc_payloads WHERE expires_at <= $1::timestamptz', [
    new Date(now).toISOString(),
  ]);
}
