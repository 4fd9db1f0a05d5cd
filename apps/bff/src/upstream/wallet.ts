/**
 * The wallet API v1 as the BFF calls it: Bearer token in, product errors out. It builds every request
 * from scratch, so no browser cookie or header ever reaches the wallet.
 *
 * Calls go over a pool of kept-alive connections (undici's Pool): fetch cost a web stream, an abort
 * signal and its timer per call, a measurable share of a catalog read. Public catalog answers are
 * kept a few seconds (PublicCache).
 */
import { Pool, type Dispatcher } from 'undici';
import { z } from 'zod';

import { KadoError, type ErrorCode } from '@kado/shared';
import { errorEnvelopeSchema } from '@kado/shared/schemas';

import { PublicCache } from './public-cache.js';
import { cached, READINESS_CACHE_MS, READINESS_TIMEOUT_MS, within } from '@kado/shared/readiness';

export interface WalletRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  accessToken?: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  idempotencyKey?: string;
  /**
   * The answer is public (the same for everyone who sends this path and query, a catalog read):
   * identical reads within a few seconds share one wallet call. Ignored for anything but a GET
   * without an access token, so a personal answer can never be shared.
   */
  publicCache?: boolean;
}

/** A client error the BFF cannot read (a code it does not know yet): still the caller's error. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Connections kept to the wallet: more than a busy BFF replica has requests in flight at once. */
const POOL_CONNECTIONS = 64;
/** Idle connections close after this, before the wallet's own keep-alive timeout would (72 s). */
const KEEP_ALIVE_MS = 4_000;

const unavailable = () =>
  new KadoError('UPSTREAM_UNAVAILABLE', 'The wallet is unavailable right now. Try again shortly.');

type Answer = Dispatcher.ResponseData;

export class WalletClient {
  readonly #timeoutMs: number;
  readonly #pool: Pool;
  readonly #cache: PublicCache;

  constructor(baseUrl: string, timeoutMs: number, cache = new PublicCache()) {
    this.#timeoutMs = timeoutMs;
    this.#pool = new Pool(new URL(baseUrl).origin, {
      connections: POOL_CONNECTIONS,
      keepAliveTimeout: KEEP_ALIVE_MS,
      connectTimeout: timeoutMs,
    });
    this.#cache = cache;
  }

  /** A JSON answer, validated with `schema`. */
  request<S extends z.ZodType>(
    schema: S,
    path: string,
    options: WalletRequest = {},
  ): Promise<z.infer<S>> {
    const shareable =
      options.publicCache === true &&
      (options.method ?? 'GET') === 'GET' &&
      options.accessToken === undefined;
    if (!shareable) return this.#json(schema, path, options);
    return this.#cache.get(pathWithQuery(path, options.query), () =>
      this.#json(schema, path, options),
    );
  }

  async #json<S extends z.ZodType>(schema: S, path: string, options: WalletRequest) {
    const response = await this.#send(path, options, 'application/json');
    const payload: unknown =
      response.statusCode === 204 ? undefined : await response.body.json().catch(() => null);
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new KadoError('INTERNAL', 'The wallet answered in an unexpected shape');
    return parsed.data;
  }

  /**
   * Ends a signed-out session at the wallet too: from now on, on every replica, the wallet refuses
   * each access token of that session's grant, not only this one (a refresh keeps the grant). The
   * token may have expired: the wallet takes it as a no-op. Throws like any call; callers log it and
   * never let it hold up a sign-out.
   */
  async revokeSession(accessToken: string): Promise<void> {
    await this.request(z.undefined(), '/sessions/revocations', { method: 'POST', accessToken });
  }

  /**
   * A file answer (CSV exports), passed on byte for byte with its content type: decoding it as text
   * would drop the UTF-8 byte-order mark that spreadsheet programs need.
   */
  async download(path: string, options: WalletRequest = {}) {
    const response = await this.#send(path, options, 'text/csv');
    const contentType = response.headers['content-type'];
    return {
      body: Buffer.from(await response.body.arrayBuffer()),
      contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
    };
  }

  /** Sends a request; product errors and outages become KadoErrors, success comes back as is. */
  async #send(path: string, options: WalletRequest, accept: string): Promise<Answer> {
    const headers: Record<string, string> = { accept };
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const method = options.method ?? 'GET';
    const send = () =>
      this.#pool.request({
        path: pathWithQuery(path, options.query),
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        // The deadline: no answer (or a stalled body) within it is an outage, never a hang.
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });

    let response: Answer;
    try {
      response = await send();
      // The replica died under the request (the gateway's 502, or the connection dropped): a
      // request that may be repeated goes once more, to a live replica. A read may always; a write
      // carries its idempotency key, so the wallet answers it once whichever replica it reaches.
      if (response.statusCode === 502 && (method === 'GET' || options.idempotencyKey)) {
        await response.body.dump().catch(() => undefined);
        response = await send();
      }
    } catch (error) {
      if (!(isDroppedConnection(error) && (method === 'GET' || options.idempotencyKey))) {
        throw unavailable();
      }
      try {
        response = await send();
      } catch {
        throw unavailable();
      }
    }
    const status = response.statusCode;
    // A redirect is not the wallet's API answering: treated as an outage, as fetch's 'error' did.
    if (status >= 500 || (status >= 300 && status < 400)) {
      await response.body.dump().catch(() => undefined);
      throw unavailable();
    }
    if (status >= 400) {
      // A refusal is the caller's error, passed on as such: bad input is never shown as an outage.
      const envelope = errorEnvelopeSchema.safeParse(await response.body.json().catch(() => null));
      if (envelope.success) {
        const { code, message, details } = envelope.data.error;
        throw new KadoError(code, message, details);
      }
      throw new KadoError(
        CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED',
        'The wallet refused the request',
      );
    }
    return response;
  }

  /**
   * The wallet's own readiness (its database and token issuer), not mere liveness, within a short
   * deadline; the answer is kept a moment for frequent probes.
   */
  readonly ready = cached(
    () =>
      within(async () => {
        const response = await this.#pool.request({
          path: '/readyz',
          method: 'GET',
          headersTimeout: READINESS_TIMEOUT_MS,
          bodyTimeout: READINESS_TIMEOUT_MS,
        });
        await response.body.dump();
        return response.statusCode >= 200 && response.statusCode < 300;
      }, READINESS_TIMEOUT_MS),
    READINESS_CACHE_MS,
  );

  /** Closes the kept-alive connections (the app's onClose). */
  async close() {
    await this.#pool.close();
  }
}

/** The connection closed before an answer came (not a deadline that ran out: that is no retry). */
function isDroppedConnection(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'ECONNREFUSED';
}

/**
 * `/v1<path>?<query>`, undefined values left out and names in order, so the same read is the same
 * public cache key however the caller built its query.
 */
function pathWithQuery(path: string, query: WalletRequest['query']) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (value !== undefined) search.set(key, String(value));
  }
  const encoded = search.toString();
  return encoded ? `/v1${path}?${encoded}` : `/v1${path}`;
}
